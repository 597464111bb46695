import type { SellerAccount } from '../entities/seller-account.entity';
import type { SellerLedgerEntry } from '../entities/seller-ledger-entry.entity';

/** A seller's balance under the spec's "subscription" names, for the seller and for staff. */
export function toBalanceView(account: SellerAccount) {
  return {
    sellerSubscriptionDate: account.updatedAt,
    sellerSubscriptionAmount: account.balance,
    sellerSubscriptionCurrency: account.currency,
    freeTrialUsed: account.freeTrialUsed,
  };
}

/** One credit of the ledger as a top-up: a verified payment or a staff adjustment. */
export function toTopUpView(entry: SellerLedgerEntry) {
  return {
    topUpId: entry.id,
    topUpDate: entry.createdAt,
    topUpAmount: entry.amount,
    topUpCurrency: 'ETB',
    source: entry.reason === 'top-up' ? ('payment' as const) : ('staff' as const),
  };
}
