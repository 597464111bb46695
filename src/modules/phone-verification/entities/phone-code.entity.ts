import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One code sent by SMS to confirm an account's phone number. Only a keyed hash of the code is
 * kept; the rows also count the SMS sent, for the limits per account and per number.
 */
@Entity('phone_verification_codes')
@Index('IDX_phone_codes_account', ['userType', 'accountId', 'sentAt'])
@Index('IDX_phone_codes_phone', ['phoneNumber', 'sentAt'])
export class PhoneCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 10 })
  userType: 'seller' | 'buyer';

  /** The sellerId or buyerId. */
  @Column({ type: 'int' })
  accountId: number;

  /** The number the code was sent to: it confirms only that number. */
  @Column({ length: 32 })
  phoneNumber: string;

  /** HMAC of the 6-digit code, keyed with the server secret. */
  @Column({ length: 64 })
  codeHash: string;

  @Column({ type: 'int', default: 0 })
  failedAttempts: number;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true, default: null })
  usedAt: Date | null;

  /** Set by the server's clock, as expiresAt is. */
  @Column({ type: 'datetime' })
  sentAt: Date;
}
