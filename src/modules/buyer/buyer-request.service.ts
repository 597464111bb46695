import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, LessThanOrEqual, Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import type { PageQueryDto } from '../../common/paging/page-query.dto';
import { LISTING_TYPES, type ListingTypeKey } from '../listings/listing-types';
import { ListingsService } from '../listings/listings.service';
import { SellerService } from '../seller/seller.service';
import { BuyerAccessService } from '../subscription/buyer-access.service';
import { BUYER_ERRORS } from './buyer-errors';
import { BuyerService } from './buyer.service';
import type { BuyerRequestView, RequestListingView } from './dto/buyer-request.dto';
import { BuyerRequest } from './entities/buyer-request.entity';

interface ListingRef {
  listingType: ListingTypeKey;
  postHash: string;
}

/** What a buyer sends with "Notify the seller" besides the seller. */
export interface NotifyDetails {
  listingType?: string;
  postHash?: string;
  /** Trimmed by the DTO; blank counts as none. */
  message?: string;
}

/**
 * "Notify the seller": for buyers with an active subscription, one open request per buyer and
 * seller, which the seller reads, deletes, or closes by marking the listing rented or sold.
 */
@Injectable()
export class BuyerRequestService {
  constructor(
    @InjectRepository(BuyerRequest) private readonly requests: Repository<BuyerRequest>,
    private readonly access: BuyerAccessService,
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
    private readonly listings: ListingsService,
  ) {}

  async notify(
    buyerId: number,
    sellerId: number,
    details: NotifyDetails,
  ): Promise<{ request: BuyerRequest; created: boolean }> {
    if (!(await this.access.hasActiveSubscription(buyerId))) {
      throw new ForbiddenException(BUYER_ERRORS.SUBSCRIPTION_NEEDED_TO_NOTIFY());
    }
    if (!(await this.sellers.findById(sellerId)))
      throw new NotFoundException(ACCOUNT_ERRORS.SELLER_NOT_FOUND());
    const listing = await this.listingAbout(sellerId, details);
    const message = details.message || null;
    const open = await this.requests.findOneBy({ buyerId, sellerId });
    if (open) return { request: await this.refresh(open, listing, message), created: false };
    try {
      const request = await this.requests.save(
        this.requests.create({
          buyerId,
          sellerId,
          listingType: listing?.listingType ?? null,
          postHash: listing?.postHash ?? null,
          message,
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

  /** The listing a request names must exist and be this seller's; its type is the stored one. */
  private async listingAbout(
    sellerId: number,
    about: { listingType?: string; postHash?: string },
  ): Promise<ListingRef | null> {
    if (!about.postHash) return null;
    const listing = await this.listings.findAnyByPostHash(about.postHash);
    if (
      !listing ||
      listing.status !== 'active' ||
      listing.sellerId !== sellerId ||
      (about.listingType && about.listingType !== listing.type)
    ) {
      throw new BadRequestException(BUYER_ERRORS.NOT_THIS_SELLERS_LISTING());
    }
    return { listingType: listing.type, postHash: listing.postHash };
  }

  /**
   * Asking again about another listing, or with a new message, moves the request to it or keeps
   * the new message, and makes it unread again.
   */
  private async refresh(
    open: BuyerRequest,
    listing: ListingRef | null,
    message: string | null,
  ): Promise<BuyerRequest> {
    const changes: Partial<BuyerRequest> = {
      ...(listing && listing.postHash !== open.postHash ? listing : {}),
      ...(message && message !== open.message ? { message } : {}),
    };
    if (!Object.keys(changes).length) return open;
    await this.requests.update({ buyerRequestId: open.buyerRequestId }, { ...changes, seen: 0 });
    return Object.assign(open, changes, { seen: 0 });
  }

  /** The listings the requests name, as their cards show them; removed ones are left out. */
  private async listingsOf(rows: BuyerRequest[]): Promise<Map<string, RequestListingView>> {
    const views = new Map<string, RequestListingView>();
    const postHashes = new Set(rows.flatMap((row) => (row.postHash ? [row.postHash] : [])));
    // One at a time: a page holds few requests, and a request keeps to one pooled connection.
    for (const postHash of postHashes) {
      const listing = await this.listings.findAnyByPostHash(postHash);
      if (!listing) continue;
      const isCar = LISTING_TYPES[listing.type].category === 'car';
      views.set(postHash, {
        title: isCar ? `${listing.make} ${listing.model}` : (listing.houseType ?? ''),
        price: listing.price,
        currency: listing.currency,
        rentPeriod: listing.rentPeriod,
      });
    }
    return views;
  }

  /**
   * The requests sent to a seller, newest first, with the buyers' contact details. Reading the
   * list marks every request up to the newest one read (the menu badge's count).
   */
  async listForSeller(
    sellerId: number,
    paging: PageQueryDto,
  ): Promise<{ data: BuyerRequestView[]; total: number }> {
    const newest = await this.requests.maximum('buyerRequestId', { sellerId });
    const [rows, total] = await this.requests.findAndCount({
      where: { sellerId },
      order: { buyerRequestDate: 'DESC', buyerRequestId: 'DESC' },
      skip: (paging.page - 1) * paging.pageSize,
      take: paging.pageSize,
    });
    const buyers = new Map(
      (await this.buyers.findByIds(rows.map((r) => r.buyerId))).map((b) => [b.buyerId, b]),
    );
    const listings = await this.listingsOf(rows);
    if (newest !== null) {
      await this.requests.update(
        { sellerId, seen: 0, buyerRequestId: LessThanOrEqual(newest) },
        { seen: 1 },
      );
    }
    const data = rows.map((row): BuyerRequestView => {
      const buyer = buyers.get(row.buyerId);
      return {
        buyerRequestId: row.buyerRequestId,
        sellerId: row.sellerId,
        buyerId: row.buyerId,
        buyerFirstName: buyer?.buyerFirstName ?? '',
        buyerLastName: buyer?.buyerLastName ?? '',
        PhoneNumber: buyer?.PhoneNumber ?? '',
        phoneVerified: Boolean(buyer?.phoneVerifiedAt),
        buyerCity: buyer?.buyerCity ?? '',
        buyerRequestDate: row.buyerRequestDate,
        listingType: (row.listingType as ListingTypeKey | null) ?? null,
        postHash: row.postHash,
        listing: (row.postHash && listings.get(row.postHash)) || null,
        message: row.message,
        unread: row.seen === 0,
      };
    });
    return { data, total };
  }

  countUnread(sellerId: number): Promise<number> {
    return this.requests.countBy({ sellerId, seen: 0 });
  }

  async counts(sellerId: number): Promise<{ total: number; unread: number }> {
    const [total, unread] = await Promise.all([
      this.requests.countBy({ sellerId }),
      this.countUnread(sellerId),
    ]);
    return { total, unread };
  }

  /** Only the seller the request was sent to may delete it. */
  async removeForSeller(sellerId: number, buyerRequestId: number): Promise<void> {
    const request = await this.requests.findOneBy({ buyerRequestId });
    if (!request) throw new NotFoundException(BUYER_ERRORS.REQUEST_NOT_FOUND());
    if (request.sellerId !== sellerId) {
      throw new ForbiddenException(BUYER_ERRORS.NOT_YOUR_REQUEST());
    }
    await this.requests.delete({ buyerRequestId });
  }

  /** The buyer's open request to this seller, if any. */
  findOpen(sellerId: number, buyerId: number): Promise<BuyerRequest | null> {
    return this.requests.findOneBy({ sellerId, buyerId });
  }

  /** Removes a request inside the caller's transaction; false when it was already gone. */
  async deleteWithin(manager: EntityManager, buyerRequestId: number): Promise<boolean> {
    const result = await manager.delete(BuyerRequest, { buyerRequestId });
    return (result.affected ?? 0) > 0;
  }
}
