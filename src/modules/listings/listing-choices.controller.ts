import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorator';
import { COMMON_ERRORS } from '../../common/errors/coded-error';
import { ListingChoicesReply } from './dto/listing-choices.dto';
import { ListingChoices } from './listing-choices';
import { LISTING_TYPE_KEYS, ListingTypeKey } from './listing-types';

@ApiTags('listings')
@Controller('listings')
export class ListingChoicesController {
  constructor(private readonly choices: ListingChoices) {}

  /**
   * The makes and models (cars) and the regions, cities and subcities a type's public listings
   * hold, for the browse filters' pick-lists. Names only, no listing: open to anyone and
   * cacheable for a few minutes.
   */
  @Get(':type/choices')
  @Public()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Makes, models and places present among a type’s listings' })
  @ApiParam({ name: 'type', enum: LISTING_TYPE_KEYS })
  @ApiOkResponse({ type: ListingChoicesReply })
  async choicesOf(@Param('type') type: string): Promise<ListingChoicesReply> {
    if (!LISTING_TYPE_KEYS.includes(type as ListingTypeKey)) {
      throw new NotFoundException(COMMON_ERRORS.NOT_FOUND());
    }
    return { status: 'success', data: await this.choices.of(type as ListingTypeKey) };
  }
}
