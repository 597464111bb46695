import { AuditEntry } from '../modules/audit/entities/audit-entry.entity';
import { PasswordReset } from '../modules/auth/entities/password-reset.entity';
import { BuyerRequest } from '../modules/buyer/entities/buyer-request.entity';
import { Buyer } from '../modules/buyer/entities/buyer.entity';
import { Contact } from '../modules/contact/entities/contact.entity';
import { JobLease } from '../modules/coordination/entities/job-lease.entity';
import { RateLimitCounter } from '../modules/coordination/entities/rate-limit-counter.entity';
import { Employee } from '../modules/employee/entities/employee.entity';
import { HistoryRecord } from '../modules/history/entities/history-record.entity';
import { Cost } from '../modules/finance/entities/cost.entity';
import { ListingSearchGram } from '../modules/listings/entities/listing-search-gram.entity';
import { ListingSearchText } from '../modules/listings/entities/listing-search-text.entity';
import { ListingPageAnchor } from '../modules/listings/entities/listing-page-anchor.entity';
import { ListingTotal } from '../modules/listings/entities/listing-total.entity';
import { Listing } from '../modules/listings/entities/listing.entity';
import { ListingPhotoHash } from '../modules/listings/entities/listing-photo-hash.entity';
import { PhotoJob } from '../modules/listings/entities/photo-job.entity';
import { StagedPhoto } from '../modules/listings/entities/staged-photo.entity';
import { BuyerFreeTrial } from '../modules/subscription/entities/buyer-free-trial.entity';
import { BuyerStartedTrial } from '../modules/subscription/entities/buyer-started-trial.entity';
import { BuyerSubscriptionPayment } from '../modules/subscription/entities/buyer-subscription-payment.entity';
import { BuyerSubscription } from '../modules/subscription/entities/buyer-subscription.entity';
import { SellerAccount } from '../modules/subscription/entities/seller-account.entity';
import { SellerLedgerEntry } from '../modules/subscription/entities/seller-ledger-entry.entity';
import { Payment } from '../modules/payment/entities/payment.entity';
import { SandboxPayment } from '../modules/payment/entities/sandbox-payment.entity';
import { StoredExchangeRate } from '../modules/payment/entities/exchange-rate.entity';
import { DevMail } from '../modules/mail/entities/dev-mail.entity';
import { ListingReport } from '../modules/moderation/entities/listing-report.entity';
import { PhoneCode } from '../modules/phone-verification/entities/phone-code.entity';
import { Favourite } from '../modules/saved/entities/favourite.entity';
import { SavedAlert } from '../modules/saved/entities/saved-alert.entity';
import { SavedSearch } from '../modules/saved/entities/saved-search.entity';
import { DevSms } from '../modules/sms/entities/dev-sms.entity';
import { Seller } from '../modules/seller/entities/seller.entity';

/** Every entity of every module: the migration CLI and the app load the same list. */
export const ENTITIES = [
  Seller,
  Buyer,
  Employee,
  PasswordReset,
  DevMail,
  Listing,
  ListingTotal,
  ListingPageAnchor,
  ListingSearchText,
  ListingSearchGram,
  PhotoJob,
  StagedPhoto,
  ListingPhotoHash,
  SellerAccount,
  SellerLedgerEntry,
  BuyerSubscription,
  BuyerSubscriptionPayment,
  BuyerFreeTrial,
  BuyerStartedTrial,
  BuyerRequest,
  Payment,
  SandboxPayment,
  StoredExchangeRate,
  HistoryRecord,
  Contact,
  AuditEntry,
  Cost,
  JobLease,
  RateLimitCounter,
  DevSms,
  PhoneCode,
  ListingReport,
  Favourite,
  SavedSearch,
  SavedAlert,
];
