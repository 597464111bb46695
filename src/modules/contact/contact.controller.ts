import { Body, Controller, Delete, Get, HttpCode, Post, Query, type Type } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Allow, StaffOnly, type AccessRule } from '../../common/auth/access.decorator';
import { parseAccountId, resolveActingAccountId } from '../../common/auth/acting-account';
import { MANAGER_LEVELS, type AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { CountResponse } from '../../common/http/page.dto';
import { oneOf, pageOf } from '../../common/http/response-schemas';
import { BuyerIdQueryDto } from '../subscription/dto/buyer-subscription.dto';
import { SellerIdQueryDto } from '../subscription/dto/seller-subscription.dto';
import { CONTACT_SCHEMAS, toContactView } from './contact-mapper';
import { CONTACT_ERRORS } from './contact-errors';
import {
  CONTACT_SENDERS,
  ContactSenderDef,
  ContactSenderType,
  INQUIRY_DELETED,
  INQUIRY_SENT,
  REPLY_DELETED,
  REPLY_SAVED,
} from './contact-senders';
import { ContactService } from './contact.service';

const INQUIRY_NOT_FOUND = CONTACT_ERRORS.INQUIRY_NOT_FOUND().message;
import {
  AllContactsQueryDto,
  BuyerContactListQueryDto,
  BuyerDeleteContactDto,
  BuyerReplyContactDto,
  ContactFormDto,
  SellerContactListQueryDto,
  SellerDeleteContactDto,
  SellerReplyContactDto,
} from './dto/contact.dto';

/** The per-sender part of the API: the DTOs carrying the spec's field names. */
const DTOS: Record<
  ContactSenderType,
  Record<'idQuery' | 'listQuery' | 'reply' | 'remove', Type>
> = {
  seller: {
    idQuery: SellerIdQueryDto,
    listQuery: SellerContactListQueryDto,
    reply: SellerReplyContactDto,
    remove: SellerDeleteContactDto,
  },
  buyer: {
    idQuery: BuyerIdQueryDto,
    listQuery: BuyerContactListQueryDto,
    reply: BuyerReplyContactDto,
    remove: BuyerDeleteContactDto,
  },
};

type Fields = Record<string, unknown>;

/**
 * Builds the contact-us controller of one sender type. The seller and buyer controllers differ
 * only in their paths and field names; every behaviour is the shared ContactService.
 */
function createContactController(def: ContactSenderDef): Type<unknown> {
  const { type, idKey, contactIdKey } = def;
  const schema = CONTACT_SCHEMAS[type];
  const dtos = DTOS[type];
  const sender: AccessRule = type === 'seller' ? { seller: true } : { buyer: true };
  const senderOrStaff: AccessRule = { ...sender, staffLevels: MANAGER_LEVELS };
  const view = (contact: Parameters<typeof toContactView>[1]) => toContactView(def, contact);
  const page = (query: { page: number; pageSize: number }, total: number) => ({
    page: query.page,
    pageSize: query.pageSize,
    total,
  });

  @ApiTags(`contact: ${type}`)
  @ApiExtraModels(schema)
  @Controller(type)
  class ContactController {
    constructor(readonly contacts: ContactService) {}

    /** Sends an inquiry to staff. */
    @Post('contact')
    @Allow(sender)
    @ApiOperation({ summary: `Send a contact-us inquiry (${type})` })
    @ApiCreatedResponse(oneOf(schema, true))
    async send(
      @CurrentUser() user: AuthUser,
      @Query() query: Fields,
      @Body() body: ContactFormDto,
    ) {
      const senderId = resolveActingAccountId(user, type, query[idKey]);
      const contact = await this.contacts.send(type, senderId, body);
      return { status: 'success', message: INQUIRY_SENT, data: view(contact) };
    }

    /** Your own inquiries with any reply, newest first (staff of level 2 or 3 name the sender). */
    @Get('contact')
    @Allow(senderOrStaff)
    @ApiOperation({ summary: `Your contact-us inquiries (${type})` })
    @ApiOkResponse(pageOf(schema))
    async own(@CurrentUser() user: AuthUser, @Query() query: Fields & SellerContactListQueryDto) {
      const senderId = resolveActingAccountId(user, type, query[idKey], {
        staffLevels: MANAGER_LEVELS,
      });
      const [rows, total] = await this.contacts.listOwn(type, senderId, query);
      return { status: 'success', data: rows.map(view), meta: page(query, total) };
    }

    /** How many inquiries wait for a reply (the staff menu badge). */
    @Get('contact/unanswered')
    @StaffOnly(...MANAGER_LEVELS)
    @ApiOperation({ summary: `Unanswered ${type} inquiries count` })
    @ApiOkResponse({ type: CountResponse })
    async unanswered(): Promise<CountResponse> {
      return { status: 'success', data: { count: await this.contacts.countUnanswered(type) } };
    }

    /** Every inquiry from a ${type}, newest first. */
    @Get('allContact')
    @StaffOnly(...MANAGER_LEVELS)
    @ApiOperation({ summary: `All ${type} inquiries` })
    @ApiOkResponse(pageOf(schema))
    async all(@Query() query: AllContactsQueryDto) {
      const { rows, meta } = await this.contacts.listAll(type, query);
      return { status: 'success', data: rows.map(view), meta };
    }

    /** Replies to an inquiry (a second reply replaces the first). */
    @Post('replyContact')
    @HttpCode(200)
    @StaffOnly(...MANAGER_LEVELS)
    @ApiOperation({ summary: `Reply to a ${type} inquiry` })
    @ApiOkResponse(oneOf(schema, true))
    @ApiNotFoundResponse({ description: INQUIRY_NOT_FOUND, type: ErrorBody })
    async reply(@CurrentUser() user: AuthUser, @Body() body: Fields & { reply: string }) {
      const contact = await this.contacts.reply(
        type,
        body[contactIdKey] as number,
        parseAccountId(body[idKey]),
        body.reply,
        user.id,
      );
      return { status: 'success', message: REPLY_SAVED, data: view(contact) };
    }

    /**
     * Senders delete their own inquiry. Staff (level 2 or 3) delete the reply instead: the inquiry
     * stays, waiting for a response again.
     */
    @Delete('deleteContact')
    @HttpCode(200)
    @Allow(senderOrStaff)
    @ApiOperation({ summary: `Delete your ${type} inquiry, or (staff) its reply` })
    @ApiNotFoundResponse({ description: INQUIRY_NOT_FOUND, type: ErrorBody })
    async remove(@CurrentUser() user: AuthUser, @Body() body: Fields) {
      const id = body[contactIdKey] as number;
      if (user.userType === 'employee') {
        const contact = await this.contacts.clearReply(type, id, parseAccountId(body[idKey]));
        return { status: 'success', message: REPLY_DELETED, data: view(contact) };
      }
      const senderId = resolveActingAccountId(user, type, body[idKey]);
      await this.contacts.removeOwn(type, senderId, id);
      return { status: 'success', message: INQUIRY_DELETED };
    }
  }

  // The query and body types are per sender type, so they are bound here rather than above.
  const bind = (method: keyof ContactController, types: unknown[]) =>
    Reflect.defineMetadata('design:paramtypes', types, ContactController.prototype, method);
  bind('send', [Object, dtos.idQuery, ContactFormDto]);
  bind('own', [Object, dtos.listQuery]);
  bind('reply', [Object, dtos.reply]);
  bind('remove', [Object, dtos.remove]);
  Object.defineProperty(ContactController, 'name', { value: `${def.title}ContactController` });
  return ContactController;
}

export const CONTACT_CONTROLLERS = Object.values(CONTACT_SENDERS).map(createContactController);
