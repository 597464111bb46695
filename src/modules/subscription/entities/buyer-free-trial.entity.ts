import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A seller whose contact details a buyer unlocked with one of the two free trials. */
@Entity('buyer_free_trials')
@Index('UQ_buyer_free_trials_buyer_seller', ['buyerId', 'sellerId'], { unique: true })
export class BuyerFreeTrial {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  buyerId: number;

  @Column({ type: 'int' })
  sellerId: number;

  @CreateDateColumn()
  createdAt: Date;
}
