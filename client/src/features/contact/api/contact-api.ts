import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';

type Schemas = components['schemas'];

/** Who writes to staff: sellers and buyers each through their own calls. */
export type SenderType = 'seller' | 'buyer';

/** An inquiry with plain names; the wire names carry the sender type (sellerContactId, …). */
export interface Inquiry {
  id: number;
  title: string;
  description: string;
  reply: string | null;
  date: string;
  replyDate: string | null;
}

export interface InquiryPage {
  inquiries: Inquiry[];
  meta: Schemas['PageMeta'];
}

/** The spec's page size of the contact lists. */
export const CONTACT_PAGE_SIZE = 10;
/** The server's limits on the form. */
export const TITLE_MAX_LENGTH = 150;
export const DESCRIPTION_MAX_LENGTH = 2000;

export const contactKeys = {
  all: ['contact'] as const,
  own: (type: SenderType, page: number) => [...contactKeys.all, type, page] as const,
};

function toInquiry(wire: Schemas['SellerContact'] | Schemas['BuyerContact']): Inquiry {
  const [id, date] =
    'sellerContactId' in wire
      ? [wire.sellerContactId, wire.sellerContactDate]
      : [wire.buyerContactId, wire.buyerContactDate];
  return {
    id,
    title: wire.title,
    description: wire.description,
    reply: wire.reply || null,
    date,
    replyDate: wire.replyDate || null,
  };
}

export const contactApi = {
  async own(type: SenderType, page: number, fallback: string): Promise<InquiryPage> {
    const reply = await unwrap(
      api.GET(`/api/${type}/contact`, {
        params: { query: { page, pageSize: CONTACT_PAGE_SIZE } },
      }),
      fallback,
    );
    return {
      inquiries: (reply.data ?? []).map(toInquiry),
      meta: {
        page: reply.meta?.page ?? page,
        pageSize: reply.meta?.pageSize ?? CONTACT_PAGE_SIZE,
        total: reply.meta?.total ?? 0,
      },
    };
  },

  /** Returns the server's success message. */
  async send(
    type: SenderType,
    form: { title: string; description: string },
    fallback: string,
  ): Promise<string> {
    const reply = await unwrap(api.POST(`/api/${type}/contact`, { body: form }), fallback);
    return reply.message ?? '';
  },

  async remove(type: SenderType, id: number, fallback: string): Promise<void> {
    await unwrap(
      api.DELETE(`/api/${type}/deleteContact`, {
        // The field is named after the sender type.
        body: type === 'seller' ? { sellerContactId: id } : { buyerContactId: id },
      }),
      fallback,
    );
  },
};
