import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ContactSenderType } from '../contact-senders';

/**
 * A contact-us inquiry from a seller or a buyer, and staff's reply. The sender's name and phone
 * are copied in, as staff read them beside the inquiry.
 */
@Entity('contacts')
@Index('IDX_contacts_sender', ['senderType', 'senderId', 'createdAt'])
@Index('IDX_contacts_type_replied', ['senderType', 'repliedAt', 'createdAt'])
export class Contact {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 8 })
  senderType: ContactSenderType;

  /** sellerId or buyerId, according to senderType. */
  @Column({ type: 'int' })
  senderId: number;

  @Column({ length: 100 })
  firstName: string;

  @Column({ length: 100 })
  lastName: string;

  @Column({ length: 32 })
  PhoneNumber: string;

  @Column({ length: 150 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** Null until staff reply, and again once they delete their reply. */
  @Column({ type: 'text', nullable: true })
  reply: string | null;

  /** Set with the reply (null without one): the unanswered count reads it through an index. */
  @Column({ type: 'datetime', nullable: true, default: null })
  repliedAt: Date | null;

  /** The employee who wrote the reply. */
  @Column({ type: 'int', nullable: true, default: null })
  repliedBy: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
