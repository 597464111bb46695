import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_SENDERS, ContactSenderDef, ContactSenderType } from './contact-senders';
import type { Contact } from './entities/contact.entity';

/** An inquiry as the API shows it, with the spec's field names of its sender type. */
export function toContactView(def: ContactSenderDef, contact: Contact): Record<string, unknown> {
  return {
    [def.contactIdKey]: contact.id,
    [def.idKey]: contact.senderId,
    [def.firstNameKey]: contact.firstName,
    [def.lastNameKey]: contact.lastName,
    PhoneNumber: contact.PhoneNumber,
    title: contact.title,
    description: contact.description,
    reply: contact.reply,
    [def.dateKey]: contact.createdAt,
    replyDate: contact.repliedAt,
  };
}

/** OpenAPI classes for the two inquiry shapes (SellerContact, BuyerContact). */
function buildContactSchema(def: ContactSenderDef): new () => object {
  const name = `${def.title}Contact`;
  const schema = { [name]: class {} }[name];
  const property = (key: string, options: Parameters<typeof ApiProperty>[0]) =>
    ApiProperty(options)(schema.prototype, key);
  property(def.contactIdKey, { type: 'number' });
  property(def.idKey, { type: 'number' });
  property(def.firstNameKey, { type: 'string' });
  property(def.lastNameKey, { type: 'string' });
  property('PhoneNumber', { type: 'string' });
  property('title', { type: 'string' });
  property('description', { type: 'string' });
  property('reply', {
    type: 'string',
    nullable: true,
    description: "Staff's reply; null while waiting for a response.",
  });
  property(def.dateKey, { type: 'string', format: 'date-time' });
  property('replyDate', { type: 'string', format: 'date-time', nullable: true });
  return schema;
}

export const CONTACT_SCHEMAS = Object.fromEntries(
  Object.values(CONTACT_SENDERS).map((def) => [def.type, buildContactSchema(def)]),
) as Record<ContactSenderType, new () => object>;
