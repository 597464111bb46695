import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A free trial started without naming a seller (the spec's POST /api/buyer/free-trial {buyerId}):
 * the next seller address the buyer reads before it expires spends it on that seller. At most one
 * per buyer; it counts among the buyer's trials while it waits.
 */
@Entity('buyer_started_trials')
export class BuyerStartedTrial {
  @PrimaryColumn({ type: 'int' })
  buyerId: number;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}
