import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { PaymentProviderName } from './payment.entity';

/**
 * A payment as the built-in sandbox of a provider holds it (a Chapa transaction, a Stripe
 * PaymentIntent), kept in the database so that any instance can show, pay or verify it.
 */
@Entity('payment_sandbox')
export class SandboxPayment {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  provider: PaymentProviderName;

  /** Chapa's tx_ref or the PaymentIntent's id. */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  reference: string;

  /** The object's own status, apart so that one conditional update wins a change of state. */
  @Column({ type: 'varchar', length: 30 })
  status: string;

  /** The object as the provider's API answers it. */
  @Column({ type: 'simple-json' })
  body: { status: string };

  @CreateDateColumn()
  createdAt: Date;
}
