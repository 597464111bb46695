import type { Payer } from './payment-paths';

/** Kept for the tab's session, so the return page finds the reference even without a query. */
const KEY: Record<Payer, string> = { seller: 'chapa_tx_ref', buyer: 'chapa_buyer_tx_ref' };

// Storage can be unavailable (private modes, blocked storage): the query string still works then.
export const paymentReference = {
  save(payer: Payer, reference: string): void {
    try {
      sessionStorage.setItem(KEY[payer], reference);
    } catch {
      /* the return URL carries the reference too */
    }
  },
  read(payer: Payer): string | null {
    try {
      return sessionStorage.getItem(KEY[payer]);
    } catch {
      return null;
    }
  },
  /** Forgets the reference once it is settled, unless a newer payment replaced it meanwhile. */
  clear(payer: Payer, reference: string): void {
    try {
      if (sessionStorage.getItem(KEY[payer]) === reference) sessionStorage.removeItem(KEY[payer]);
    } catch {
      /* nothing stored */
    }
  },
};
