import { api, unwrap } from '../../../api/client';
import type { components, paths } from '../../../api/schema';
import {
  toListingView,
  type ListingType,
  type ListingView,
  type ListingWire,
} from '../../listings/listing-types';

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
export type HistoryRecord = Schemas['HistoryRecordView'];

/** Who sent a contact-us inquiry: each has its own endpoints with the same shape. */
export type ContactSender = 'seller' | 'buyer';

/** A seller's or a buyer's inquiry, under one set of names for the one contacts page. */
export interface ContactRow {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  title: string;
  description: string;
  reply: string | null;
  date: string;
  replyDate: string | null;
}

const fromSeller = (c: Schemas['SellerContact']): ContactRow => ({
  id: c.sellerContactId,
  firstName: c.sellerFirstName,
  lastName: c.sellerLastName,
  phone: c.PhoneNumber,
  title: c.title,
  description: c.description,
  reply: c.reply,
  date: c.sellerContactDate,
  replyDate: c.replyDate,
});

const fromBuyer = (c: Schemas['BuyerContact']): ContactRow => ({
  id: c.buyerContactId,
  firstName: c.buyerFirstName,
  lastName: c.buyerLastName,
  phone: c.PhoneNumber,
  title: c.title,
  description: c.description,
  reply: c.reply,
  date: c.buyerContactDate,
  replyDate: c.replyDate,
});

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
  /** `totalCapped`: the server stopped counting at `total`; at least that many match. */
  meta: PageMeta & { totalCapped: boolean };
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
  contacts: (sender?: ContactSender, params?: object) =>
    keyOf(['staff', 'contacts'], ...[sender, params].filter((p) => p !== undefined)),
  unanswered: (sender?: ContactSender) => keyOf(['staff', 'unanswered'], sender),
  history: (type?: ListingType, params?: object) =>
    keyOf(['staff', 'history'], ...[type, params].filter((p) => p !== undefined)),
};

/** The inquiry and history lists take no sort: newest first on the server. */
const unsorted = ({ page, pageSize, q }: TableParams) => query({ page, pageSize, q });

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
        // The schema types staff rows as plain objects; they are listings of `type` plus `seller`.
        ...toListingView(wire as ListingWire),
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

  contacts: async (
    sender: ContactSender,
    params: TableParams & { answered?: boolean },
    fallback: string,
  ): Promise<TablePage<ContactRow>> => {
    const q = { ...unsorted(params), answered: params.answered };
    const meta = (m?: Partial<PageMeta>): PageMeta => ({
      page: m?.page ?? params.page,
      pageSize: m?.pageSize ?? params.pageSize,
      total: m?.total ?? 0,
    });
    if (sender === 'seller') {
      const reply = await unwrap(
        api.GET('/api/seller/allContact', { params: { query: q } }),
        fallback,
      );
      return { rows: (reply.data ?? []).map(fromSeller), meta: meta(reply.meta) };
    }
    const reply = await unwrap(
      api.GET('/api/buyer/allContact', { params: { query: q } }),
      fallback,
    );
    return { rows: (reply.data ?? []).map(fromBuyer), meta: meta(reply.meta) };
  },

  replyContact: async (sender: ContactSender, id: number, reply: string, fallback: string) => {
    return sender === 'seller'
      ? unwrap(
          api.POST('/api/seller/replyContact', { body: { sellerContactId: id, reply } }),
          fallback,
        )
      : unwrap(
          api.POST('/api/buyer/replyContact', { body: { buyerContactId: id, reply } }),
          fallback,
        );
  },

  /** As staff, deleting an inquiry clears its reply: it waits for a response again. */
  deleteReply: async (sender: ContactSender, id: number, fallback: string) => {
    return sender === 'seller'
      ? unwrap(api.DELETE('/api/seller/deleteContact', { body: { sellerContactId: id } }), fallback)
      : unwrap(api.DELETE('/api/buyer/deleteContact', { body: { buyerContactId: id } }), fallback);
  },

  unanswered: async (sender: ContactSender, fallback: string): Promise<number> => {
    const reply = await unwrap(
      sender === 'seller'
        ? api.GET('/api/seller/contact/unanswered')
        : api.GET('/api/buyer/contact/unanswered'),
      fallback,
    );
    return reply.data.count;
  },

  /** One of the four history groups of every seller, paged on its own. */
  history: async (
    type: ListingType,
    params: TableParams,
    fallback: string,
  ): Promise<TablePage<HistoryRecord>> => {
    const reply = await unwrap(
      api.GET('/api/seller/allHistroy', { params: { query: { ...unsorted(params), type } } }),
      fallback,
    );
    return {
      rows: reply.data[type] ?? [],
      meta: reply.meta[type] ?? { page: params.page, pageSize: params.pageSize, total: 0 },
    };
  },
};
