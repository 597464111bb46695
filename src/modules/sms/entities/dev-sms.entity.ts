import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An SMS kept instead of sent, when no SMS gateway is configured (development only). */
@Entity('dev_sms_outbox')
export class DevSms {
  @PrimaryGeneratedColumn()
  id: number;

  /** International format, e.g. +251911234567. */
  @Index('IDX_dev_sms_outbox_to')
  @Column({ length: 32 })
  to: string;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn()
  sentAt: Date;
}
