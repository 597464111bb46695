import { PasswordReset } from '../modules/auth/entities/password-reset.entity';
import { Buyer } from '../modules/buyer/entities/buyer.entity';
import { Employee } from '../modules/employee/entities/employee.entity';
import { Listing } from '../modules/listings/entities/listing.entity';
import { SellerAccount } from '../modules/subscription/entities/seller-account.entity';
import { SellerLedgerEntry } from '../modules/subscription/entities/seller-ledger-entry.entity';
import { DevMail } from '../modules/mail/entities/dev-mail.entity';
import { Seller } from '../modules/seller/entities/seller.entity';

/** Every entity of every module: the migration CLI and the app load the same list. */
export const ENTITIES = [
  Seller,
  Buyer,
  Employee,
  PasswordReset,
  DevMail,
  Listing,
  SellerAccount,
  SellerLedgerEntry,
];
