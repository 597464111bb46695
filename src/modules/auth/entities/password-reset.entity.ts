import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One OTP sent by e-mail. Only hashes are kept: a database leak reveals no usable code. */
@Entity('password_resets')
export class PasswordReset {
  @PrimaryGeneratedColumn()
  id: number;

  /** SHA-256 of the otpToken handed to the client. */
  @Index('UQ_password_resets_token', { unique: true })
  @Column({ length: 64 })
  tokenHash: string;

  @Index('IDX_password_resets_email')
  @Column({ length: 254 })
  email: string;

  /** HMAC of the 6-digit code, keyed with the server secret. */
  @Column({ length: 64 })
  otpHash: string;

  @Column({ type: 'int', default: 0 })
  failedAttempts: number;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true, default: null })
  usedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
