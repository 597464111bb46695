import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { BuyersOnly, SellersOnly } from '../../common/auth/access.decorator';
import { resolveActingAccountId } from '../../common/auth/acting-account';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { MessageResponse } from '../../common/http/message-response.dto';
import { CountResponse } from '../../common/http/page.dto';
import { BUYER_ERRORS } from './buyer-errors';
import { BuyerRequestService } from './buyer-request.service';
import {
  BuyerRequestListQueryDto,
  BuyerRequestListResponse,
  DeleteBuyerRequestQueryDto,
  NotifySellerResponse,
} from './dto/buyer-request.dto';
import { NotifySellerDto } from './dto/notify-seller.dto';

@ApiTags('buyer requests')
@Controller('buyer')
export class BuyerRequestController {
  constructor(private readonly requests: BuyerRequestService) {}

  /**
   * Notifies the seller that this buyer is interested (needs an active subscription), with an
   * optional short message. From a detail page, postHash names the listing; asking again about
   * another listing, or with a new message, updates the request.
   */
  @Post('request')
  @HttpCode(200)
  @BuyersOnly()
  @ApiOperation({ summary: 'Notify a seller' })
  @ApiOkResponse({ type: NotifySellerResponse })
  @ApiForbiddenResponse({
    description: BUYER_ERRORS.SUBSCRIPTION_NEEDED_TO_NOTIFY().message,
    type: ErrorBody,
  })
  @ApiBadRequestResponse({
    description: BUYER_ERRORS.NOT_THIS_SELLERS_LISTING().message,
    type: ErrorBody,
  })
  async notify(
    @CurrentUser() user: AuthUser,
    @Body() body: NotifySellerDto,
  ): Promise<NotifySellerResponse> {
    const buyerId = resolveActingAccountId(user, 'buyer', body.buyerId);
    const { request, created } = await this.requests.notify(buyerId, body.sellerId, body);
    return {
      status: 'success',
      message: created ? 'Seller notified successfully!' : 'You have already notified this seller.',
      data: {
        buyerRequestId: request.buyerRequestId,
        sellerId: request.sellerId,
        buyerRequestDate: request.buyerRequestDate,
      },
    };
  }

  /** The requests sent to you, newest first. Opening the list marks them read. */
  @Get('request')
  @SellersOnly()
  @ApiOperation({ summary: 'Requests sent to you by buyers' })
  @ApiOkResponse({ type: BuyerRequestListResponse })
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: BuyerRequestListQueryDto,
  ): Promise<BuyerRequestListResponse> {
    const sellerId = resolveActingAccountId(user, 'seller', query.sellerId);
    const { data, total } = await this.requests.listForSeller(sellerId, query);
    return {
      status: 'success',
      data,
      meta: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /** How many requests arrived since you last opened the list (the menu badge). */
  @Get('request/unread')
  @SellersOnly()
  @ApiOperation({ summary: 'Unread requests count' })
  @ApiOkResponse({ type: CountResponse })
  async unread(@CurrentUser() user: AuthUser): Promise<CountResponse> {
    return { status: 'success', data: { count: await this.requests.countUnread(user.id) } };
  }

  /** Deletes a request sent to you. */
  @Delete('request')
  @HttpCode(200)
  @SellersOnly()
  @ApiOperation({ summary: 'Delete a request sent to you' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ description: BUYER_ERRORS.REQUEST_NOT_FOUND().message, type: ErrorBody })
  async remove(
    @CurrentUser() user: AuthUser,
    @Query() query: DeleteBuyerRequestQueryDto,
  ): Promise<MessageResponse> {
    await this.requests.removeForSeller(user.id, query.buyerRequestId);
    return { status: 'success', message: 'Request deleted.' };
  }
}
