import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { fetchNewestFirst, whereContainsText } from '../../common/paging/table-page';
import { BuyerService } from '../buyer/buyer.service';
import type { PageQueryDto } from '../../common/paging/page-query.dto';
import { SellerService } from '../seller/seller.service';
import { CONTACT_ERRORS } from './contact-errors';
import { CONTACT_SENDERS, ContactSenderType } from './contact-senders';
import type { AllContactsQueryDto, ContactFormDto } from './dto/contact.dto';
import { Contact } from './entities/contact.entity';

/** The columns `q` searches in staff's list. */
const SEARCHED = ['title', 'description', 'firstName', 'lastName', 'PhoneNumber'];

interface SenderAccounts {
  findById(id: number): Promise<object | null>;
}

/** Contact-us inquiries from sellers and buyers alike: one store, one set of rules. */
@Injectable()
export class ContactService {
  private readonly accounts: Record<ContactSenderType, SenderAccounts>;

  constructor(
    @InjectRepository(Contact) private readonly contacts: Repository<Contact>,
    sellers: SellerService,
    buyers: BuyerService,
  ) {
    this.accounts = { seller: sellers, buyer: buyers };
  }

  async send(type: ContactSenderType, senderId: number, form: ContactFormDto): Promise<Contact> {
    const def = CONTACT_SENDERS[type];
    const account = (await this.accounts[type].findById(senderId)) as Record<string, string> | null;
    if (!account) throw new NotFoundException(def.notFound());
    return this.contacts.save(
      this.contacts.create({
        senderType: type,
        senderId,
        firstName: account[def.firstNameKey],
        lastName: account[def.lastNameKey],
        PhoneNumber: account.PhoneNumber,
        title: form.title,
        description: form.description,
        reply: null,
        repliedAt: null,
        repliedBy: null,
      }),
    );
  }

  /** The sender's own inquiries, newest first. */
  listOwn(type: ContactSenderType, senderId: number, paging: PageQueryDto) {
    return this.contacts.findAndCount({
      where: { senderType: type, senderId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (paging.page - 1) * paging.pageSize,
      take: paging.pageSize,
    });
  }

  /** Every inquiry of one sender type (staff), newest first, optionally searched and filtered. */
  listAll(type: ContactSenderType, query: AllContactsQueryDto) {
    const qb = this.contacts.createQueryBuilder('c').where('c.senderType = :type', { type });
    if (query.answered === true) qb.andWhere('c.repliedAt IS NOT NULL');
    if (query.answered === false) qb.andWhere('c.repliedAt IS NULL');
    whereContainsText(
      qb,
      SEARCHED.map((column) => ({ column: `c.${column}` })),
      query.q,
    );
    return fetchNewestFirst(qb, 'c.createdAt', 'c.id', query);
  }

  /** Inquiries still waiting for a reply (staff menu badges). */
  countUnanswered(type: ContactSenderType): Promise<number> {
    return this.contacts.countBy({ senderType: type, repliedAt: IsNull() });
  }

  /**
   * One inquiry of this sender type; with `senderId`, only if that account sent it. Anything else
   * is the same 404, so nobody learns which inquiries exist.
   */
  private async find(type: ContactSenderType, id: number, senderId?: number): Promise<Contact> {
    const contact = await this.contacts.findOneBy({ id, senderType: type });
    if (!contact || (senderId !== undefined && contact.senderId !== senderId)) {
      throw new NotFoundException(CONTACT_ERRORS.INQUIRY_NOT_FOUND());
    }
    return contact;
  }

  async reply(
    type: ContactSenderType,
    id: number,
    senderId: number | undefined,
    reply: string,
    employeeId: number,
  ): Promise<Contact> {
    const contact = await this.find(type, id, senderId);
    Object.assign(contact, { reply, repliedAt: new Date(), repliedBy: employeeId });
    return this.contacts.save(contact);
  }

  /** Staff take their reply back: the inquiry waits for a response again. */
  async clearReply(type: ContactSenderType, id: number, senderId?: number): Promise<Contact> {
    const contact = await this.find(type, id, senderId);
    Object.assign(contact, { reply: null, repliedAt: null, repliedBy: null });
    return this.contacts.save(contact);
  }

  /** Senders delete their own inquiries. */
  async removeOwn(type: ContactSenderType, senderId: number, id: number): Promise<void> {
    const contact = await this.find(type, id, senderId);
    await this.contacts.delete({ id: contact.id });
  }
}
