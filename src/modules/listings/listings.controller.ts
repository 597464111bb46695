import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Allow, SellersOnly, SignedInOrPublicBrowsing } from '../../common/auth/access.decorator';
import { resolveActingAccountId } from '../../common/auth/acting-account';
import { MANAGER_LEVELS, type AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, CurrentUserOrVisitor } from '../../common/auth/current-user.decorator';
import { MessageResponse } from '../../common/http/message-response.dto';
import { listOf, oneOf, pageOf } from '../../common/http/response-schemas';
import { validateAs } from '../../common/pipes/validation.pipe';
import { BrowseQueryDto, SellerListingsQueryDto } from './dto/browse-query.dto';
import {
  CarRentEditDto,
  CarRentFormDto,
  CarSellFormDto,
  HouseRentEditDto,
  HouseRentFormDto,
  HouseSellEditDto,
  HouseSellFormDto,
} from './dto/listing-form.dto';
import { ListingImagesInterceptor } from './images/listing-images.interceptor';
import { LISTING_SCHEMAS } from './listing-mapper';
import { IMAGE_SLOTS, LISTING_TYPES, ListingTypeDef, ListingTypeKey } from './listing-types';
import { ListingsService } from './listings.service';
import { PostAdmissionInterceptor, UploadAdmissionInterceptor } from './post-admission.interceptor';

/** A photo slot of a multipart form: the photo, or the id of one uploaded before. */
const PHOTO_SLOT_SCHEMA = {
  type: 'string',
  format: 'binary',
  description:
    'The photo (JPEG, PNG or WebP, 10 MB at most); or, as a text field, the photoId POST /api/seller/photos gave for it.',
};

/** The per-type part of the API: which DTO validates the post form and which the edit form. */
const FORMS: Record<ListingTypeKey, { post: Type<object>; edit: Type<object> }> = {
  carRent: { post: CarRentFormDto, edit: CarRentEditDto },
  carSell: { post: CarSellFormDto, edit: CarSellFormDto },
  houseRent: { post: HouseRentFormDto, edit: HouseRentEditDto },
  houseSell: { post: HouseSellFormDto, edit: HouseSellEditDto },
};

/** A post's reply: the listing, and how it was paid for. */
function postedReply(schema: Type<object>) {
  const reply = oneOf(schema, true);
  return {
    schema: {
      ...reply.schema,
      properties: {
        ...reply.schema.properties,
        charge: {
          type: 'object',
          required: ['method', 'amount'],
          properties: {
            method: { type: 'string', enum: ['free-trial', 'balance'] },
            amount: {
              type: 'number',
              description: 'ETB taken from the balance (0 for the trial).',
            },
          },
        },
        notice: {
          type: 'object',
          description:
            'Present when a photo looks like one of your own listings: said to the seller, never a refusal.',
          required: ['code', 'listing'],
          properties: {
            code: { type: 'string', enum: ['LOOKS_LIKE_OWN_LISTING'] },
            listing: {
              type: 'object',
              required: ['type', 'postHash'],
              properties: {
                type: { type: 'string', enum: Object.keys(LISTING_TYPES) },
                postHash: { type: 'string' },
              },
            },
          },
        },
      },
    },
  };
}

/** The own-listing path of a type, with the spec's other spelling of it where it has one. */
function ownPaths(def: ListingTypeDef): string[] {
  return [def.key, ...(def.ownPathSpelling ? [def.ownPathSpelling] : [])].map(
    (segment) => `perSeller/${segment}/:postHash`,
  );
}

/**
 * Builds the controller of one listing type. The four controllers differ only in their paths,
 * DTOs and documented shapes; every behaviour is the shared ListingsService.
 */
function createListingsController(def: ListingTypeDef): Type<unknown> {
  const { key } = def;
  const schema = LISTING_SCHEMAS[key];
  const { post: PostForm, edit: EditForm } = FORMS[key];

  @ApiTags(`listings: ${key}`)
  @ApiExtraModels(schema)
  @Controller()
  class ListingsController {
    constructor(readonly listings: ListingsService) {}

    /**
     * Posts a listing: a multipart form with the four photos (JPEG, PNG or WebP, 10 MB each), each
     * sent with it or uploaded before (POST /api/seller/photos) and named by its photoId.
     */
    @Post(`seller/${key}`)
    @SellersOnly()
    @UseInterceptors(PostAdmissionInterceptor, ListingImagesInterceptor)
    @ApiOperation({ summary: `Post a ${def.label}` })
    @ApiConsumes('multipart/form-data')
    @ApiBody({
      schema: {
        allOf: [
          { $ref: getSchemaPath(PostForm) },
          {
            type: 'object',
            required: [...IMAGE_SLOTS],
            properties: Object.fromEntries(IMAGE_SLOTS.map((slot) => [slot, PHOTO_SLOT_SCHEMA])),
          },
        ],
      },
    })
    @ApiExtraModels(PostForm)
    @ApiOkResponse(postedReply(schema))
    async create(
      @CurrentUser() user: AuthUser,
      @Body(validateAs(PostForm)) body: object,
      @Req() req: Request,
    ) {
      const form = body as { sellerId?: string; postHash?: string };
      const sellerId = resolveActingAccountId(user, 'seller', form.sellerId);
      const { listing, charge, looksLike } = await this.listings.create(
        key,
        sellerId,
        form,
        req.formPhotos ?? {},
      );
      const paid =
        charge?.method === 'balance'
          ? ` ${charge.amount} ETB deducted from your subscription.`
          : '';
      const trial = charge?.method === 'free-trial' ? ' Free trial used.' : '';
      return {
        status: 'success',
        message: `${def.title} posted successfully!${trial}${paid}`,
        charge,
        ...(looksLike && { notice: { code: 'LOOKS_LIKE_OWN_LISTING', listing: looksLike } }),
        data: await this.listings.wire(listing, user),
      };
    }

    /** Browse and search, newest first. */
    @Get(`seller/${key}`)
    @SignedInOrPublicBrowsing()
    @ApiOperation({ summary: `Browse ${def.label} listings` })
    @ApiOkResponse(pageOf(schema, { capped: true }))
    async browse(@CurrentUserOrVisitor() user: AuthUser | null, @Query() query: BrowseQueryDto) {
      return { status: 'success', ...(await this.listings.browse(key, query, {}, user)) };
    }

    @Get(`seller/${key}/:postHash`)
    @SignedInOrPublicBrowsing()
    @ApiOperation({ summary: `One ${def.label} listing by its postHash` })
    @ApiOkResponse(oneOf(schema))
    async detail(
      @CurrentUserOrVisitor() user: AuthUser | null,
      @Param('postHash') postHash: string,
    ) {
      return {
        status: 'success',
        data: await this.listings.wireByPostHash(key, postHash, user),
      };
    }

    /** Up to six public listings like this one: its city, a price within ±30 % in its currency. */
    @Get(`seller/${key}/:postHash/similar`)
    @SignedInOrPublicBrowsing()
    @ApiOperation({ summary: `${def.title} listings like this one, newest first` })
    @ApiOkResponse(listOf(schema))
    async similar(
      @CurrentUserOrVisitor() user: AuthUser | null,
      @Param('postHash') postHash: string,
    ) {
      return { status: 'success', data: await this.listings.similar(key, postHash, user) };
    }

    /** The seller's own listings (staff of level 2 or 3 name the seller with sellerId). */
    @Get(`perSeller/${key}`)
    @Allow({ seller: true, staffLevels: MANAGER_LEVELS })
    @ApiOperation({ summary: `A seller's own ${def.label} listings` })
    @ApiOkResponse(pageOf(schema, { capped: true }))
    async ownList(@CurrentUser() user: AuthUser, @Query() query: SellerListingsQueryDto) {
      const sellerId = resolveActingAccountId(user, 'seller', query.sellerId, {
        staffLevels: MANAGER_LEVELS,
      });
      return {
        status: 'success',
        ...(await this.listings.listBySeller(key, sellerId, query, user)),
      };
    }

    @Get(ownPaths(def))
    @SellersOnly()
    @ApiHeader({
      name: 'sellerid',
      required: false,
      description: 'sellerId: must be your own id when sent.',
    })
    @ApiOperation({ summary: `One of your own ${def.label} listings` })
    @ApiOkResponse(oneOf(schema))
    async ownOne(
      @CurrentUser() user: AuthUser,
      @Param('postHash') postHash: string,
      @Headers('sellerid') claimed?: string,
    ) {
      const sellerId = resolveActingAccountId(user, 'seller', claimed);
      return {
        status: 'success',
        data: await this.listings.wire(
          await this.listings.findOwned(key, postHash, sellerId),
          user,
        ),
      };
    }

    /** Edits your listing (no images). */
    @Put(`perSeller/${key}/:postHash`)
    @SellersOnly()
    @ApiHeader({
      name: 'sellerid',
      required: false,
      description: 'sellerId: must be your own id when sent.',
    })
    @ApiOperation({ summary: `Edit one of your ${def.label} listings` })
    @ApiBody({ type: EditForm })
    @ApiOkResponse(oneOf(schema, true))
    async edit(
      @CurrentUser() user: AuthUser,
      @Param('postHash') postHash: string,
      @Body(validateAs(EditForm)) body: object,
      @Headers('sellerid') claimed?: string,
    ) {
      const form = body as { sellerId?: string };
      const sellerId = resolveActingAccountId(user, 'seller', claimed ?? form.sellerId);
      const listing = await this.listings.update(key, postHash, sellerId, form);
      return {
        status: 'success',
        message: `${def.title} details updated successfully!`,
        data: await this.listings.wire(listing, user),
      };
    }

    /** Replaces any of your listing's four photos, sent or uploaded before (as a post's). */
    @Put(`perSeller/${key}/:postHash/images`)
    @SellersOnly()
    @UseInterceptors(UploadAdmissionInterceptor, ListingImagesInterceptor)
    @ApiHeader({
      name: 'sellerid',
      required: false,
      description: 'sellerId: must be your own id when sent.',
    })
    @ApiOperation({ summary: `Replace photos of one of your ${def.label} listings` })
    @ApiConsumes('multipart/form-data')
    @ApiBody({
      schema: {
        type: 'object',
        description: 'Any of the four photos, at least one.',
        properties: Object.fromEntries(IMAGE_SLOTS.map((slot) => [slot, PHOTO_SLOT_SCHEMA])),
      },
    })
    @ApiOkResponse(oneOf(schema, true))
    async replacePhotos(
      @CurrentUser() user: AuthUser,
      @Param('postHash') postHash: string,
      @Req() req: Request,
      @Headers('sellerid') claimed?: string,
    ) {
      const sellerId = resolveActingAccountId(user, 'seller', claimed);
      const listing = await this.listings.replacePhotos(
        key,
        postHash,
        sellerId,
        req.formPhotos ?? {},
      );
      return {
        status: 'success',
        message: `${def.title} photos updated successfully!`,
        data: await this.listings.wire(listing, user),
      };
    }

    /** Deletes your listing and its images. */
    @Delete(`perSeller/${key}/:postHash`)
    @HttpCode(200)
    @SellersOnly()
    @ApiHeader({
      name: 'sellerid',
      required: false,
      description: 'sellerId: must be your own id when sent.',
    })
    @ApiOperation({ summary: `Delete one of your ${def.label} listings` })
    @ApiOkResponse({ type: MessageResponse })
    async remove(
      @CurrentUser() user: AuthUser,
      @Param('postHash') postHash: string,
      @Headers('sellerid') claimed?: string,
    ) {
      const sellerId = resolveActingAccountId(user, 'seller', claimed);
      await this.listings.remove(key, postHash, sellerId);
      return { status: 'success', message: `${def.title} deleted successfully.` };
    }
  }

  Object.defineProperty(ListingsController, 'name', {
    value: `${key[0].toUpperCase()}${key.slice(1)}Controller`,
  });
  return ListingsController;
}

export const LISTINGS_CONTROLLERS = Object.values(LISTING_TYPES).map(createListingsController);
