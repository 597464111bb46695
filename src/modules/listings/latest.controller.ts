import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { LISTING_SCHEMAS } from './listing-mapper';
import { Public } from '../../common/auth/access.decorator';
import { LatestQueryDto } from './dto/browse-query.dto';
import { ListingsService } from './listings.service';

@ApiTags('listings')
@Controller('listings')
export class LatestListingsController {
  constructor(private readonly listings: ListingsService) {}

  /** The newest listings of all four types, for the home page. No contact data. */
  @Get('latest')
  @Public()
  @ApiOperation({ summary: 'Newest listings of every type' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['success'] },
        data: {
          type: 'array',
          items: {
            oneOf: Object.values(LISTING_SCHEMAS).map((schema) => ({
              $ref: getSchemaPath(schema),
            })),
          },
        },
      },
    },
  })
  async latest(@Query() query: LatestQueryDto) {
    return { status: 'success', data: await this.listings.latest(query.limit) };
  }
}
