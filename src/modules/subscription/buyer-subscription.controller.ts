import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Allow, BuyersOnly, StaffOnly } from '../../common/auth/access.decorator';
import { resolveActingAccountId } from '../../common/auth/acting-account';
import { MANAGER_LEVELS, type AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import { BuyerAccessService } from './buyer-access.service';
import {
  AddBuyerSubscriptionDto,
  BuyerFreeTrialsResponse,
  BuyerIdQueryDto,
  BuyerSubscriptionPageResponse,
  BuyerSubscriptionResponse,
  toBuyerSubscription,
  UseFreeTrialDto,
  UseFreeTrialResponse,
} from './dto/buyer-subscription.dto';
import { AuditService } from '../audit/audit.service';
import { BUYER_FREE_TRIALS, BUYER_SUBSCRIPTION_ETB } from './subscription.constants';
import { SUBSCRIPTION_ERRORS } from './subscription-errors';

const STAFF_VIEW = { staffLevels: MANAGER_LEVELS };

@ApiTags('buyer subscription')
@Controller('buyer')
export class BuyerSubscriptionController {
  constructor(
    private readonly access: BuyerAccessService,
    private readonly audit: AuditService,
  ) {}

  /** status: none, active (end date in the future) or expired. */
  @Get('subscription')
  @Allow({ buyer: true, ...STAFF_VIEW })
  @ApiOperation({ summary: "A buyer's subscription" })
  @ApiOkResponse({ type: BuyerSubscriptionResponse })
  async subscription(@CurrentUser() user: AuthUser, @Query() query: BuyerIdQueryDto) {
    const buyerId = resolveActingAccountId(user, 'buyer', query.buyerId, STAFF_VIEW);
    return { status: 'success', data: toBuyerSubscription(await this.access.state(buyerId)) };
  }

  /** Staff (level 2 or 3) grant six months; recorded with who did it. Payments grant on their own. */
  @Post('subscription')
  @StaffOnly(2, 3)
  @ApiOperation({ summary: 'Staff grant of a buyer subscription' })
  @ApiCreatedResponse({ type: BuyerSubscriptionResponse })
  @ApiNotFoundResponse({ description: ACCOUNT_ERRORS.BUYER_NOT_FOUND().message, type: ErrorBody })
  async add(@CurrentUser() user: AuthUser, @Body() body: AddBuyerSubscriptionDto) {
    const amount = body.subscriptionAmount ?? BUYER_SUBSCRIPTION_ETB;
    await this.access.grantPeriod({
      buyerId: body.buyerId,
      amount,
      currency: 'ETB',
      actor: `employee:${user.id}`,
      // The audit entry commits with the grant, or neither does.
      alsoInTransaction: (manager) =>
        this.audit.record(
          user,
          {
            action: 'buyer.subscription.grant',
            targetType: 'buyer',
            targetId: body.buyerId,
            details: { amount },
          },
          manager,
        ),
    });
    return {
      status: 'success',
      message: 'Subscription added.',
      data: toBuyerSubscription(await this.access.state(body.buyerId)),
    };
  }

  /** Every buyer who has or had a subscription (staff 2, 3). */
  @Get('AllSubscription')
  @StaffOnly(2, 3)
  @ApiOperation({ summary: 'All buyer subscriptions' })
  @ApiOkResponse({ type: BuyerSubscriptionPageResponse })
  async all(@Query() query: PageQueryDto) {
    const [rows, total] = await this.access.allSubscriptions(query.page, query.pageSize);
    return {
      status: 'success',
      data: rows.map((row) => toBuyerSubscription(this.access.toView(row.buyerId, row))),
      meta: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /** How many of the two free trials the buyer has used. */
  @Get('free-trial')
  @Allow({ buyer: true, ...STAFF_VIEW })
  @ApiOperation({ summary: 'Free trials used' })
  @ApiOkResponse({ type: BuyerFreeTrialsResponse })
  async freeTrials(@CurrentUser() user: AuthUser, @Query() query: BuyerIdQueryDto) {
    const buyerId = resolveActingAccountId(user, 'buyer', query.buyerId, STAFF_VIEW);
    const freeTrialsUsed = await this.access.freeTrialsUsed(buyerId);
    return {
      status: 'success',
      message:
        freeTrialsUsed >= BUYER_FREE_TRIALS
          ? SUBSCRIPTION_ERRORS.ALL_FREE_TRIALS_USED().message
          : `${BUYER_FREE_TRIALS - freeTrialsUsed} free trial(s) left.`,
      freeTrialsUsed,
      freeTrials: BUYER_FREE_TRIALS,
    };
  }

  /**
   * Uses a free trial. The spec's body `{buyerId}` starts it: the buyer's next seller address read
   * (GET /api/seller/getAdress, within 10 minutes) spends it on that seller. `{sellerId}` unlocks
   * that seller at once. Spends nothing with an active subscription or for a seller already
   * unlocked; refused once both trials are used.
   */
  @Post('free-trial')
  @HttpCode(200)
  @BuyersOnly()
  @ApiOperation({ summary: 'Use a free trial' })
  @ApiOkResponse({ type: UseFreeTrialResponse })
  @ApiNotFoundResponse({ description: ACCOUNT_ERRORS.SELLER_NOT_FOUND().message, type: ErrorBody })
  @ApiForbiddenResponse({
    description: SUBSCRIPTION_ERRORS.ALL_FREE_TRIALS_USED().message,
    type: ErrorBody,
  })
  async useFreeTrial(@CurrentUser() user: AuthUser, @Body() body: UseFreeTrialDto) {
    const buyerId = resolveActingAccountId(user, 'buyer', body.buyerId);
    const result = await this.access.useFreeTrial(buyerId, body.sellerId);
    return {
      status: 'success',
      message:
        result.access === 'subscription'
          ? 'You have an active subscription.'
          : 'Free trial started successfully.',
      freeTrialsUsed: result.freeTrialsUsed,
      freeTrials: BUYER_FREE_TRIALS,
      access: result.access,
    };
  }
}
