import { api, unwrap } from '../../../api/client';
import type { components, paths } from '../../../api/schema';
import { toListingView, type ListingType, type ListingView } from '../../listings/listing-types';

type Schemas = components['schemas'];
export type EmployeeView = Schemas['EmployeeView'];
export type SellerDataRow = Schemas['SellerDataRow'];
export type SellerSubscriptionRow = Schemas['SellerSubscriptionRow'];
export type BuyerDataRow = Schemas['BuyerDataRow'];
export type CostView = Schemas['CostView'];
export type IncomeReport = Schemas['IncomeReport'];
export type IncomeMonth = Schemas['IncomeMonth'];
export type AuditEntryView = Schemas['AuditEntryView'];
export type ListingSeller = Schemas['ListingSellerView'];
export type PageMeta = Schemas['PageMetaDto'];
export type RegisterEmployeeBody = Schemas['RegisterEmployeeDto'];
export type UpdateEmployeeBody = Schemas['UpdateEmployeeDto'];
export type CreateCostBody = Schemas['CreateCostDto'];

/** What every back-office table sends: the page, its size, the sort and the search text. */
export interface TableParams<S extends string = string> {
  page: number;
  pageSize: number;
  sort?: S;
  order?: 'asc' | 'desc';
  q?: string;
}

export interface TablePage<T> {
  rows: T[];
  meta: PageMeta;
}

export interface StaffListing extends ListingView {
  seller: ListingSeller | null;
}

export interface StaffListingPage {
  listings: StaffListing[];
  meta: PageMeta;
  /** The seller the page is narrowed to, when it is. */
  seller: ListingSeller | null;
}

/** Drops an empty search so the server sees no `q` at all. */
function query<P extends TableParams>(params: P) {
  const q = params.q?.trim();
  return { ...params, q: q || undefined };
}

/** The sort keys a GET table endpoint accepts, read from the OpenAPI document. */
type SortOf<P extends keyof paths> = paths[P] extends {
  get: { parameters: { query?: { sort?: infer S } } };
}
  ? NonNullable<S>
  : never;
export type EmployeeSort = SortOf<'/api/employee/get'>;
export type SellerSort = SortOf<'/api/employee/sellerData'>;
export type SellerSubscriptionSort = SortOf<'/api/employee/sellerSubscriptions'>;
export type BuyerSort = SortOf<'/api/employee/buyerData'>;
export type CostSort = SortOf<'/api/employee/costs'>;
export type AuditSort = SortOf<'/api/employee/audit'>;

/** A key under `prefix`; without params it is the prefix itself, which matches every page. */
const keyOf = <P extends string[]>(prefix: P, ...params: unknown[]) =>
  params.some((p) => p !== undefined) ? [...prefix, ...params] : prefix;

/** Query keys: every back-office read under one prefix, so a change can refresh what it touched. */
export const staffKeys = {
  all: ['staff'],
  employees: (params?: TableParams) => keyOf(['staff', 'employees'], params),
  employee: (hash: string) => ['staff', 'employee', hash],
  sellers: (params?: TableParams) => keyOf(['staff', 'sellers'], params),
  sellerSubscriptions: (params?: TableParams) => keyOf(['staff', 'seller-subscriptions'], params),
  buyers: (params?: TableParams) => keyOf(['staff', 'buyers'], params),
  listings: (type?: ListingType, params?: object) => keyOf(['staff', 'listings'], type, params),
  costs: (params?: TableParams) => keyOf(['staff', 'costs'], params),
  income: (range?: { from?: string; to?: string }) => keyOf(['staff', 'income'], range),
  audit: (params?: TableParams) => keyOf(['staff', 'audit'], params),
};

const page = <T>(reply: { data: T[]; meta: PageMeta }): TablePage<T> => ({
  rows: reply.data,
  meta: reply.meta,
});

export const staffApi = {
  employees: async (params: TableParams<EmployeeSort>, fallback: string) => {
    return page(
      await unwrap(api.GET('/api/employee/get', { params: { query: query(params) } }), fallback),
    );
  },

  employee: async (employeeHash: string, fallback: string): Promise<EmployeeView> => {
    const reply = await unwrap(
      api.GET('/api/employee/get/{employeeHash}', { params: { path: { employeeHash } } }),
      fallback,
    );
    return reply.data[0];
  },

  register: async (body: RegisterEmployeeBody, fallback: string) => {
    return unwrap(api.POST('/api/employee/register', { body }), fallback);
  },

  update: async (employeeHash: string, body: UpdateEmployeeBody, fallback: string) => {
    return unwrap(
      api.PUT('/api/employee/update/{employeeHash}', {
        params: { path: { employeeHash } },
        body,
      }),
      fallback,
    );
  },

  remove: async (employeeHash: string, fallback: string) => {
    return unwrap(
      api.DELETE('/api/employee/delete/{employeeHash}', { params: { path: { employeeHash } } }),
      fallback,
    );
  },

  sellers: async (params: TableParams<SellerSort>, fallback: string) => {
    return page(
      await unwrap(
        api.GET('/api/employee/sellerData', { params: { query: query(params) } }),
        fallback,
      ),
    );
  },

  sellerSubscriptions: async (params: TableParams<SellerSubscriptionSort>, fallback: string) => {
    return page(
      await unwrap(
        api.GET('/api/employee/sellerSubscriptions', { params: { query: query(params) } }),
        fallback,
      ),
    );
  },

  buyers: async (params: TableParams<BuyerSort>, fallback: string) => {
    return page(
      await unwrap(
        api.GET('/api/employee/buyerData', { params: { query: query(params) } }),
        fallback,
      ),
    );
  },

  listings: async (
    type: ListingType,
    params: { page: number; pageSize: number; q?: string; sellerId?: number },
    fallback: string,
  ): Promise<StaffListingPage> => {
    const reply = await unwrap(
      api.GET('/api/employee/listings/{type}', {
        params: { path: { type }, query: query(params) },
      }),
      fallback,
    );
    return {
      listings: reply.data.map((wire) => ({
        ...toListingView(wire),
        seller: (wire.seller as ListingSeller | null | undefined) ?? null,
      })),
      meta: reply.meta,
      seller: reply.seller ?? null,
    };
  },

  removeListing: async (type: ListingType, postHash: string, reason: string, fallback: string) => {
    return unwrap(
      api.DELETE('/api/employee/listings/{type}/{postHash}', {
        params: { path: { type, postHash } },
        body: { reason },
      }),
      fallback,
    );
  },

  costs: async (params: TableParams<CostSort>, fallback: string) => {
    return page(
      await unwrap(api.GET('/api/employee/costs', { params: { query: query(params) } }), fallback),
    );
  },

  addCost: async (body: CreateCostBody, fallback: string) => {
    return unwrap(api.POST('/api/employee/costs', { body }), fallback);
  },

  income: async (
    range: { from?: string; to?: string },
    fallback: string,
  ): Promise<IncomeReport> => {
    const reply = await unwrap(
      api.GET('/api/employee/income', {
        params: { query: { from: range.from || undefined, to: range.to || undefined } },
      }),
      fallback,
    );
    return reply.data;
  },

  audit: async (params: TableParams<AuditSort>, fallback: string) => {
    return page(
      await unwrap(api.GET('/api/employee/audit', { params: { query: query(params) } }), fallback),
    );
  },
};
