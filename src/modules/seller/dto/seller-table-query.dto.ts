import { SortKey, TableQueryDto } from '../../../common/paging/page-query.dto';

export const SELLER_SORTS = [
  'sellerId',
  'sellerFirstName',
  'sellerLastName',
  'email',
  'sellerCountry',
  'sellerCity',
  'sellerAddedDate',
] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];

/** The staff seller table: search by name, e-mail, phone, country or city. */
export class SellerTableQueryDto extends TableQueryDto {
  @SortKey(SELLER_SORTS)
  sort?: SellerSort;

  /** Sellers per page (15 by default). */
  pageSize: number = 15;
}
