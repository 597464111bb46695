import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { PhoneAccountService } from '../../common/accounts/account.service';
import { fetchTablePage, TableSpec, whereContainsText } from '../../common/paging/table-page';
import { SellerBalanceService } from '../subscription/seller-balance.service';
import { SellerSort, SellerTableQueryDto } from './dto/seller-table-query.dto';
import { Seller } from './entities/seller.entity';

const SELLER_TABLE: TableSpec<SellerSort> = {
  sortable: {
    sellerId: 's.sellerId',
    sellerFirstName: 's.sellerFirstName',
    sellerLastName: 's.sellerLastName',
    email: 's.email',
    sellerCountry: 's.sellerCountry',
    sellerCity: 's.sellerCity',
    sellerAddedDate: 's.sellerAddedDate',
  },
  defaultSort: 'sellerAddedDate',
  defaultOrder: 'desc',
  tieBreaker: 's.sellerId',
  searchable: [
    { column: 's.sellerFirstName' },
    { column: 's.sellerLastName' },
    { column: 's.email' },
    { column: 's.PhoneNumber' },
    { column: 's.sellerCountry' },
    { column: 's.sellerCity' },
  ],
};

/** A seller as the public profile shows them: never the e-mail, phone number or last name. */
export interface PublicSeller {
  sellerId: number;
  sellerHash: string;
  /** The first name and the last name's initial, e.g. "Abebe K.". */
  displayName: string;
  city: string;
  memberSince: Date;
  phoneVerified: boolean;
}

/** At most this many sellers narrow another table by a search (a name is rarely that common). */
const MAX_MATCHING_IDS = 1000;

/** A seller as a listing's reply tells of them (ListingSellers decides who sees the e-mail). */
export interface SellerListingFacts {
  sellerId: number;
  sellerHash: string;
  email: string;
  phoneVerified: boolean;
}

@Injectable()
export class SellerService extends PhoneAccountService<Seller> {
  constructor(
    @InjectRepository(Seller) sellers: Repository<Seller>,
    private readonly balances: SellerBalanceService,
  ) {
    super(sellers, {
      userType: 'seller',
      idKey: 'sellerId',
      hashKey: 'sellerHash',
      addedKey: 'sellerAddedDate',
    });
  }

  /** Every seller has a balance from the start: money can only ever reach a seller who exists. */
  protected opened(seller: Seller, manager: EntityManager): Promise<void> {
    return this.balances.openAccount(manager, seller.sellerId);
  }

  /** What anyone who may browse sees of a seller, by their public hash; null if none has it. */
  async findPublicByHash(sellerHash: string): Promise<PublicSeller | null> {
    const seller = await this.repository.findOneBy({ sellerHash });
    if (!seller) return null;
    const initial = seller.sellerLastName.trim().charAt(0);
    return {
      sellerId: seller.sellerId,
      sellerHash: seller.sellerHash,
      displayName: initial ? `${seller.sellerFirstName} ${initial}.` : seller.sellerFirstName,
      city: seller.sellerCity,
      memberSince: seller.sellerAddedDate,
      phoneVerified: seller.phoneVerifiedAt !== null,
    };
  }

  /**
   * What a page of listings says of each of these sellers, read as plain rows: a browse asks for
   * up to a page's worth of sellers on every request.
   */
  async listingFactsOf(ids: number[]): Promise<SellerListingFacts[]> {
    if (!ids.length) return [];
    const rows = await this.statements.rows<{
      sellerId: number | string;
      sellerHash: string;
      email: string;
      phoneVerifiedAt: unknown;
    }>(
      'listing-facts',
      (values) =>
        this.repository
          .createQueryBuilder('s')
          .select('s.sellerId', 'sellerId')
          .addSelect('s.sellerHash', 'sellerHash')
          .addSelect('s.email', 'email')
          .addSelect('s.phoneVerifiedAt', 'phoneVerifiedAt')
          .where('s.sellerId IN (:...ids)', values),
      { ids },
    );
    return rows.map((row) => ({
      sellerId: Number(row.sellerId),
      sellerHash: row.sellerHash,
      email: row.email,
      phoneVerified: row.phoneVerifiedAt !== null,
    }));
  }

  page(query: SellerTableQueryDto) {
    return fetchTablePage(this.repository.createQueryBuilder('s'), query, SELLER_TABLE);
  }

  /** Ids of the sellers a search finds (a number also finds that seller id). */
  async idsMatching(q: string): Promise<number[]> {
    const qb = whereContainsText(
      this.repository.createQueryBuilder('s').select('s.sellerId', 'sellerId'),
      SELLER_TABLE.searchable,
      q,
    );
    if (/^\d+$/.test(q.trim())) qb.orWhere('s.sellerId = :id', { id: Number(q.trim()) });
    const rows = await qb.orderBy('s.sellerId').limit(MAX_MATCHING_IDS).getRawMany<{
      sellerId: number;
    }>();
    return rows.map((row) => Number(row.sellerId));
  }
}
