import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import type { ErrorMaker } from '../../common/errors/coded-error';

/** Who sends contact-us inquiries. Everything per sender type is data here; the logic is shared. */
export type ContactSenderType = 'seller' | 'buyer';

export interface ContactSenderDef {
  type: ContactSenderType;
  /** The spec's per-type field names: sellerId / buyerId, sellerContactId / buyerContactId, … */
  idKey: `${ContactSenderType}Id`;
  contactIdKey: `${ContactSenderType}ContactId`;
  firstNameKey: `${ContactSenderType}FirstName`;
  lastNameKey: `${ContactSenderType}LastName`;
  dateKey: `${ContactSenderType}ContactDate`;
  /** 'Seller', 'Buyer': class and tag names. */
  title: string;
  /** The refusal when the sender's account does not exist. */
  notFound: ErrorMaker;
}

function senderDef(type: ContactSenderType, notFound: ErrorMaker): ContactSenderDef {
  return {
    type,
    idKey: `${type}Id`,
    contactIdKey: `${type}ContactId`,
    firstNameKey: `${type}FirstName`,
    lastNameKey: `${type}LastName`,
    dateKey: `${type}ContactDate`,
    title: `${type[0].toUpperCase()}${type.slice(1)}`,
    notFound,
  };
}

export const CONTACT_SENDERS: Record<ContactSenderType, ContactSenderDef> = {
  seller: senderDef('seller', ACCOUNT_ERRORS.SELLER_NOT_FOUND),
  buyer: senderDef('buyer', ACCOUNT_ERRORS.BUYER_NOT_FOUND),
};

export const INQUIRY_SENT = 'Your inquiry has been sent successfully.';
export const REPLY_SAVED = 'Reply submitted successfully!';
export const REPLY_DELETED = 'Reply deleted successfully!';
export const INQUIRY_DELETED = 'Your inquiry has been deleted.';
