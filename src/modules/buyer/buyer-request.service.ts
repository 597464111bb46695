import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { SellerService } from '../seller/seller.service';
import { BuyerAccessService } from '../subscription/buyer-access.service';
import { BuyerRequest } from './entities/buyer-request.entity';

export const SUBSCRIPTION_NEEDED_TO_NOTIFY =
  'You need an active subscription to notify the seller.';

/** "Notify the seller": for buyers with an active subscription, once per seller. */
@Injectable()
export class BuyerRequestService {
  constructor(
    @InjectRepository(BuyerRequest) private readonly requests: Repository<BuyerRequest>,
    private readonly access: BuyerAccessService,
    private readonly sellers: SellerService,
  ) {}

  async notify(
    buyerId: number,
    sellerId: number,
    listing: { listingType?: string; postHash?: string },
  ): Promise<{ request: BuyerRequest; created: boolean }> {
    if (!(await this.access.hasActiveSubscription(buyerId))) {
      throw new ForbiddenException(SUBSCRIPTION_NEEDED_TO_NOTIFY);
    }
    if (!(await this.sellers.findById(sellerId)))
      throw new NotFoundException('This seller does not exist.');
    const open = await this.requests.findOneBy({ buyerId, sellerId });
    if (open) return { request: open, created: false };
    try {
      const request = await this.requests.save(
        this.requests.create({
          buyerId,
          sellerId,
          listingType: listing.listingType ?? null,
          postHash: listing.postHash ?? null,
        }),
      );
      return { request, created: true };
    } catch (error) {
      // The same buyer pressed twice at once: the first request stands.
      if (!isUniqueViolation(error)) throw error;
      return {
        request: await this.requests.findOneByOrFail({ buyerId, sellerId }),
        created: false,
      };
    }
  }
}
