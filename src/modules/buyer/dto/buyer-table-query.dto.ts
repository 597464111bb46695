import { SortKey, TableQueryDto } from '../../../common/paging/page-query.dto';

export const BUYER_SORTS = [
  'buyerId',
  'buyerFirstName',
  'buyerLastName',
  'email',
  'buyerCity',
  'buyerAddedDate',
] as const;
export type BuyerSort = (typeof BUYER_SORTS)[number];

/** The staff buyer table: search by name, e-mail, phone or city. */
export class BuyerTableQueryDto extends TableQueryDto {
  @SortKey(BUYER_SORTS)
  sort?: BuyerSort;

  /** Buyers per page (15 by default). */
  pageSize: number = 15;
}
