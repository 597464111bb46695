import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An e-mail kept instead of sent, when no SMTP server is configured (development only). */
@Entity('dev_mailbox')
export class DevMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_dev_mailbox_to')
  @Column({ length: 254 })
  to: string;

  @Column({ length: 255 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn()
  sentAt: Date;
}
