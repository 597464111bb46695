import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('buyers')
export class Buyer {
  @PrimaryGeneratedColumn()
  buyerId: number;

  @Index('UQ_buyers_hash', { unique: true })
  @Column({ length: 26 })
  buyerHash: string;

  /** Stored lower-cased so uniqueness is case-insensitive on every engine. */
  @Index('UQ_buyers_email', { unique: true })
  @Column({ length: 254 })
  email: string;

  @Column({ length: 100 })
  buyerFirstName: string;

  @Column({ length: 100 })
  buyerLastName: string;

  /** International format, e.g. +251911234567. */
  @Column({ length: 32 })
  PhoneNumber: string;

  /** When this PhoneNumber was confirmed by an SMS code; null until then (and after a change). */
  @Column({ type: 'datetime', nullable: true, default: null })
  phoneVerifiedAt: Date | null;

  @Column({ length: 100 })
  buyerCity: string;

  @Column({ length: 255 })
  passwordHash: string;

  /** Bumped to revoke every token issued before (password reset). */
  @Column({ type: 'int', default: 0 })
  tokenVersion: number;

  @CreateDateColumn()
  buyerAddedDate: Date;
}
