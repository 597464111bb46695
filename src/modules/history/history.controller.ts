import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Allow, SellersOnly, StaffOnly } from '../../common/auth/access.decorator';
import { resolveActingAccountId } from '../../common/auth/acting-account';
import { MANAGER_LEVELS, type AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import {
  HistoryQueryDto,
  HistoryResponse,
  MarkDoneDto,
  MarkDoneParamsDto,
  MarkDoneResponse,
  OwnHistoryQueryDto,
} from './dto/history.dto';
import { HISTORY_ERRORS } from './history-errors';
import { HistoryService, toHistoryView } from './history.service';

const STAFF_VIEW = { staffLevels: MANAGER_LEVELS };

@ApiTags('history')
@Controller()
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  /**
   * Marks your listing rented or sold to a buyer who sent you a request: the history record is
   * saved, that buyer's request and the listing (with its photos) are removed, together.
   */
  @Post('success/:type')
  @SellersOnly()
  @ApiOperation({ summary: 'Mark a listing rented or sold' })
  @ApiCreatedResponse({ type: MarkDoneResponse })
  @ApiBadRequestResponse({
    description: `${HISTORY_ERRORS.SELECT_A_BUYER().message} / ${HISTORY_ERRORS.INVALID_BUYER().message}`,
    type: ErrorBody,
  })
  @ApiConflictResponse({
    description: HISTORY_ERRORS.DEAL_ALREADY_CLOSED().message,
    type: ErrorBody,
  })
  async markDone(
    @CurrentUser() user: AuthUser,
    @Param() params: MarkDoneParamsDto,
    @Body() body: MarkDoneDto,
  ): Promise<MarkDoneResponse> {
    const sellerId = resolveActingAccountId(user, 'seller', body.sellerId);
    const record = await this.history.markDone(params.type, sellerId, body.buyerId, body.postHash);
    return {
      status: 'success',
      message: 'History saved successfully.',
      data: toHistoryView(record),
    };
  }

  /** Your history in four groups (staff of level 2 or 3 name the seller with sellerId). */
  @Get('seller/histroy')
  @Allow({ seller: true, ...STAFF_VIEW })
  @ApiOperation({ summary: "A seller's history" })
  @ApiOkResponse({ type: HistoryResponse })
  async own(
    @CurrentUser() user: AuthUser,
    @Query() query: OwnHistoryQueryDto,
  ): Promise<HistoryResponse> {
    const sellerId = resolveActingAccountId(user, 'seller', query.sellerId, STAFF_VIEW);
    return { status: 'success', ...(await this.history.grouped(query, sellerId)) };
  }

  /** Every seller's history in four groups. */
  @Get('seller/allHistroy')
  @StaffOnly(...MANAGER_LEVELS)
  @ApiOperation({ summary: 'All history' })
  @ApiOkResponse({ type: HistoryResponse })
  async all(@Query() query: HistoryQueryDto): Promise<HistoryResponse> {
    return { status: 'success', ...(await this.history.grouped(query)) };
  }
}
