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
}

function senderDef(type: ContactSenderType): ContactSenderDef {
  return {
    type,
    idKey: `${type}Id`,
    contactIdKey: `${type}ContactId`,
    firstNameKey: `${type}FirstName`,
    lastNameKey: `${type}LastName`,
    dateKey: `${type}ContactDate`,
    title: `${type[0].toUpperCase()}${type.slice(1)}`,
  };
}

export const CONTACT_SENDERS: Record<ContactSenderType, ContactSenderDef> = {
  seller: senderDef('seller'),
  buyer: senderDef('buyer'),
};

export const CONTACT_NOT_FOUND = 'This inquiry does not exist.';
export const INQUIRY_SENT = 'Your inquiry has been sent successfully.';
export const REPLY_SAVED = 'Reply submitted successfully!';
export const REPLY_DELETED = 'Reply deleted successfully!';
export const INQUIRY_DELETED = 'Your inquiry has been deleted.';
