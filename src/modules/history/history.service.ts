import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import { fetchNewestFirst, whereContainsText } from '../../common/paging/table-page';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { BuyerRequestService } from '../buyer/buyer-request.service';
import { BuyerService } from '../buyer/buyer.service';
import { describeDeal } from '../listings/listing-mapper';
import { LISTING_TYPE_KEYS, LISTING_TYPES, type ListingTypeKey } from '../listings/listing-types';
import { ListingsService } from '../listings/listings.service';
import { SellerService } from '../seller/seller.service';
import {
  HistoryGroups,
  HistoryGroupsMeta,
  HistoryQueryDto,
  HistoryRecordView,
} from './dto/history.dto';
import { HistoryRecord } from './entities/history-record.entity';
import { HISTORY_ERRORS } from './history-errors';

/** The columns `q` searches. */
const SEARCHED = [
  'sellerFirstName',
  'sellerLastName',
  'sellerPhoneNumber',
  'buyerFirstName',
  'buyerLastName',
  'buyerPhoneNumber',
  'message',
];

export function toHistoryView(record: HistoryRecord): HistoryRecordView {
  return {
    historyId: record.historyId,
    type: LISTING_TYPES[record.listingType].historyType,
    listingType: record.listingType,
    postHash: record.postHash,
    date: record.historyDate,
    sellerId: record.sellerId,
    sellerFirstName: record.sellerFirstName,
    sellerLastName: record.sellerLastName,
    sellerPhoneNumber: record.sellerPhoneNumber,
    buyerId: record.buyerId,
    buyerFirstName: record.buyerFirstName,
    buyerLastName: record.buyerLastName,
    buyerPhoneNumber: record.buyerPhoneNumber,
    message: record.message,
  };
}

/** Marking listings rented or sold, and the history that keeps them. */
@Injectable()
export class HistoryService {
  constructor(
    @InjectRepository(HistoryRecord) private readonly history: Repository<HistoryRecord>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly listings: ListingsService,
    private readonly requests: BuyerRequestService,
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
  ) {}

  /**
   * Records the deal, closes the buyer's request and removes the listing, all in one transaction;
   * the listing's photos go once it has committed. The buyer must have asked this seller.
   */
  async markDone(
    type: ListingTypeKey,
    sellerId: number,
    buyerId: number,
    postHash: string,
  ): Promise<HistoryRecord> {
    const listing = await this.listings.findOwned(type, postHash, sellerId);
    const request = await this.requests.findOpen(sellerId, buyerId);
    if (!request) throw new BadRequestException(HISTORY_ERRORS.INVALID_BUYER());
    const [seller, buyer] = await Promise.all([
      this.sellers.findById(sellerId),
      this.buyers.findById(buyerId),
    ]);
    if (!seller) throw new NotFoundException(ACCOUNT_ERRORS.SELLER_NOT_FOUND());
    if (!buyer) throw new BadRequestException(HISTORY_ERRORS.INVALID_BUYER());

    const record = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(HistoryRecord, {
          listingType: type,
          postHash: listing.postHash,
          sellerId,
          sellerFirstName: seller.sellerFirstName,
          sellerLastName: seller.sellerLastName,
          sellerPhoneNumber: seller.PhoneNumber,
          buyerId,
          buyerFirstName: buyer.buyerFirstName,
          buyerLastName: buyer.buyerLastName,
          buyerPhoneNumber: buyer.PhoneNumber,
          message: describeDeal(listing).slice(0, 500),
        }),
      );
      // A second click, another tab or a delete got there first: record nothing twice.
      const closed =
        (await this.requests.deleteWithin(manager, request.buyerRequestId)) &&
        (await this.listings.deleteWithin(manager, listing));
      if (!closed) throw new ConflictException(HISTORY_ERRORS.DEAL_ALREADY_CLOSED());
      return saved;
    });
    await this.listings.removePhotos(listing);
    return record;
  }

  /** Which of these listings were marked rented or sold: postHash → its type. */
  async dealsFor(postHashes: string[]): Promise<Map<string, ListingTypeKey>> {
    if (!postHashes.length) return new Map();
    const records = await this.history.find({
      select: { postHash: true, listingType: true },
      where: { postHash: In([...new Set(postHashes)]) },
    });
    return new Map(records.map((record) => [record.postHash, record.listingType]));
  }

  /** The history in its four groups (or the one asked for), each paged on its own, newest first. */
  async grouped(
    query: HistoryQueryDto,
    sellerId?: number,
  ): Promise<{ data: HistoryGroups; meta: HistoryGroupsMeta }> {
    const types = query.type ? [query.type] : LISTING_TYPE_KEYS;
    const data: HistoryGroups = {};
    const meta: HistoryGroupsMeta = {};
    for (const type of types) {
      const { rows, meta: pageMeta } = await this.page(type, query, sellerId);
      data[type] = rows.map(toHistoryView);
      meta[type] = pageMeta;
    }
    return { data, meta };
  }

  private page(type: ListingTypeKey, query: HistoryQueryDto, sellerId?: number) {
    const qb = this.history.createQueryBuilder('h').where('h.listingType = :type', { type });
    if (sellerId !== undefined) qb.andWhere('h.sellerId = :sellerId', { sellerId });
    whereContainsText(
      qb,
      SEARCHED.map((column) => ({ column: `h.${column}` })),
      query.q,
    );
    return fetchNewestFirst(qb, 'h.historyDate', 'h.historyId', query);
  }
}
