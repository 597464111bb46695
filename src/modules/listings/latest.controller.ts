import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
  async latest(@Query() query: LatestQueryDto) {
    return { status: 'success', data: await this.listings.latest(query.limit) };
  }
}
