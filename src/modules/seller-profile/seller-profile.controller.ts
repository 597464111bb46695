import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { SignedInOrPublicBrowsing } from '../../common/auth/access.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { PAGE_CURSORS } from '../../common/http/response-schemas';
import { CurrentUserOrVisitor } from '../../common/auth/current-user.decorator';
import { LISTING_SCHEMAS } from '../listings/listing-mapper';
import {
  PublicSellerProfileResponse,
  SellerProfileListingsQueryDto,
} from './dto/seller-profile.dto';
import { SellerProfileService } from './seller-profile.service';

const ANY_LISTING = {
  oneOf: Object.values(LISTING_SCHEMAS).map((schema) => ({ $ref: getSchemaPath(schema) })),
};

/** A seller's public profile: read like the browse pages, by whoever may browse. */
@ApiTags('sellers')
@ApiExtraModels(...Object.values(LISTING_SCHEMAS))
@Controller('sellers')
export class SellerProfileController {
  constructor(private readonly profiles: SellerProfileService) {}

  /** Member since, whether the phone is verified, and how many public listings of each type. */
  @Get(':sellerHash')
  @SignedInOrPublicBrowsing()
  @ApiOperation({ summary: "A seller's public profile" })
  @ApiOkResponse({ type: PublicSellerProfileResponse })
  async profile(@Param('sellerHash') sellerHash: string): Promise<PublicSellerProfileResponse> {
    return { status: 'success', data: await this.profiles.profile(sellerHash) };
  }

  /** The seller's public listings of one type, newest first. */
  @Get(':sellerHash/listings')
  @SignedInOrPublicBrowsing()
  @ApiOperation({ summary: "A seller's public listings of one type" })
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['success'] },
        data: { type: 'array', items: ANY_LISTING },
        meta: {
          type: 'object',
          required: ['page', 'pageSize', 'total', 'totalCapped'],
          properties: {
            page: { type: 'number' },
            pageSize: { type: 'number' },
            total: { type: 'number' },
            totalCapped: { type: 'boolean' },
            ...PAGE_CURSORS,
          },
        },
      },
    },
  })
  async listings(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Param('sellerHash') sellerHash: string,
    @Query() query: SellerProfileListingsQueryDto,
  ) {
    return {
      status: 'success',
      ...(await this.profiles.listingsOf(sellerHash, query.type, query, user)),
    };
  }
}
