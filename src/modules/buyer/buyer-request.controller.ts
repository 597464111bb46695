import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BuyersOnly } from '../../common/auth/access.decorator';
import { resolveActingAccountId } from '../../common/auth/acting-account';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { BuyerRequestService, SUBSCRIPTION_NEEDED_TO_NOTIFY } from './buyer-request.service';
import { NotifySellerDto } from './dto/notify-seller.dto';

@ApiTags('buyer requests')
@Controller('buyer')
export class BuyerRequestController {
  constructor(private readonly requests: BuyerRequestService) {}

  /** Notifies the seller that this buyer is interested (needs an active subscription). */
  @Post('request')
  @HttpCode(200)
  @BuyersOnly()
  @ApiOperation({ summary: 'Notify a seller' })
  @ApiForbiddenResponse({ description: SUBSCRIPTION_NEEDED_TO_NOTIFY, type: ErrorBody })
  async notify(@CurrentUser() user: AuthUser, @Body() body: NotifySellerDto) {
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
}
