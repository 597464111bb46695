import { Body, Controller, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { Public, SellersOnly } from '../../common/auth/access.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { oneOf } from '../../common/http/response-schemas';
import { validateAs } from '../../common/pipes/validation.pipe';
import { RenewByLinkDto, RenewedByLinkDto } from './dto/renewal.dto';
import { LISTING_ERRORS } from './listing-errors';
import { LISTING_SCHEMAS } from './listing-mapper';
import { LISTING_TYPES, ListingTypeKey } from './listing-types';
import { ListingRenewal } from './listing-renewal';
import { ListingsService } from './listings.service';

/**
 * Renewal, free of charge: the seller's own listing once it has expired or in the last days
 * before it does (public again, at the top, for another full period), signed in or with the
 * one-click link of the reminder e-mail.
 */
@ApiTags('listings')
@ApiExtraModels(RenewedByLinkDto)
@Controller()
export class ListingRenewalController {
  constructor(
    private readonly renewal: ListingRenewal,
    private readonly listings: ListingsService,
  ) {}

  @Post('perSeller/:type/:postHash/renew')
  @HttpCode(200)
  @SellersOnly()
  @ApiParam({ name: 'type', enum: Object.keys(LISTING_TYPES) })
  @ApiOperation({ summary: 'Renew one of your listings' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['success'] },
        message: { type: 'string' },
        data: {
          oneOf: Object.values(LISTING_SCHEMAS).map((schema) => ({ $ref: getSchemaPath(schema) })),
        },
      },
    },
  })
  async renew(
    @CurrentUser() user: AuthUser,
    @Param('type') type: string,
    @Param('postHash') postHash: string,
  ) {
    if (!Object.hasOwn(LISTING_TYPES, type)) {
      throw new NotFoundException(LISTING_ERRORS.LISTING_NOT_FOUND());
    }
    const listing = await this.renewal.renewOwn(type as ListingTypeKey, postHash, user.id);
    return {
      status: 'success',
      message: 'Listing renewed.',
      data: await this.listings.wire(listing, user),
    };
  }

  /** The reminder e-mail's link: renews the one listing it names, without signing in. */
  @Post('listings/renew-by-link')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: "Renew a listing with its reminder e-mail's link" })
  @ApiOkResponse(oneOf(RenewedByLinkDto))
  async renewByLink(@Body(validateAs(RenewByLinkDto)) body: RenewByLinkDto) {
    return { status: 'success', data: await this.renewal.renewByLink(body.token) };
  }
}
