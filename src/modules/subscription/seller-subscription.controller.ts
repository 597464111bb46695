import { Body, Controller, Get, HttpCode, NotFoundException, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Allow, SellersOnly, StaffOnly } from '../../common/auth/access.decorator';
import { resolveActingAccountId } from '../../common/auth/acting-account';
import { MANAGER_LEVELS, type AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { PageQueryDto } from '../../common/paging/page-query.dto';
import { AuditService } from '../audit/audit.service';
import {
  AddSellerSubscriptionDto,
  LegacyUseResponse,
  SellerBalancePageResponse,
  SellerBalanceResponse,
  SellerFreeTrialStartResponse,
  SellerFreeTrialStatusResponse,
  SellerIdBodyDto,
  SellerIdQueryDto,
  SellerSubscriptionQueryDto,
  SellerSubscriptionResponse,
  SellerTopUpDto,
  toSellerBalance,
  toTopUp,
  TopUpListQueryDto,
  TopUpPageResponse,
} from './dto/seller-subscription.dto';
import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import { balanceTooLow, SellerBalanceService } from './seller-balance.service';
import { SUBSCRIPTION_ERRORS } from './subscription-errors';

const STAFF_VIEW = { staffLevels: MANAGER_LEVELS };

@ApiTags('seller subscription')
@Controller('seller')
export class SellerSubscriptionController {
  constructor(
    private readonly balances: SellerBalanceService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The seller's balance ("subscription"), status 'Subscription found'. A seller never credited
   * is a 404, which the spec's post check reads as "try the free trial"; with ifNone=empty it is
   * 200 with data null instead, for clients that know that already.
   */
  @Get('subscription')
  @Allow({ seller: true, ...STAFF_VIEW })
  @ApiOperation({ summary: "A seller's balance" })
  @ApiOkResponse({ type: SellerSubscriptionResponse })
  @ApiNotFoundResponse({
    description: SUBSCRIPTION_ERRORS.NO_SELLER_SUBSCRIPTION().message,
    type: ErrorBody,
  })
  async subscription(
    @CurrentUser() user: AuthUser,
    @Query() query: SellerSubscriptionQueryDto,
  ): Promise<SellerSubscriptionResponse> {
    const sellerId = resolveActingAccountId(user, 'seller', query.sellerId, STAFF_VIEW);
    const account = await this.balances.findSubscription(sellerId);
    if (account) return { status: 'Subscription found', data: toSellerBalance(account) };
    if (query.ifNone !== 'empty') {
      throw new NotFoundException(SUBSCRIPTION_ERRORS.NO_SELLER_SUBSCRIPTION());
    }
    return { status: 'No subscription found', data: null };
  }

  /** Staff (level 2 or 3) add to a seller's balance; recorded with who did it. Payments credit on their own. */
  @Post('subscription/add')
  @StaffOnly(2, 3)
  @ApiOperation({ summary: 'Staff adjustment of a seller balance' })
  @ApiCreatedResponse({ type: SellerBalanceResponse })
  @ApiNotFoundResponse({ description: ACCOUNT_ERRORS.SELLER_NOT_FOUND().message, type: ErrorBody })
  async add(@CurrentUser() user: AuthUser, @Body() body: AddSellerSubscriptionDto) {
    await this.balances.credit({
      sellerId: body.sellerId,
      amount: body.sellerSubscriptionAmount,
      reason: 'staff-adjustment',
      actor: `employee:${user.id}`,
      note: body.note,
      // The audit entry commits with the credit, or neither does.
      alsoInTransaction: (manager) =>
        this.audit.record(
          user,
          {
            action: 'seller.balance.add',
            targetType: 'seller',
            targetId: body.sellerId,
            details: { amount: body.sellerSubscriptionAmount, note: body.note ?? null },
          },
          manager,
        ),
    });
    const account = await this.balances.subscriptionOf(body.sellerId);
    return { status: 'success', message: 'Subscription updated.', data: toSellerBalance(account) };
  }

  /** Staff (level 2 or 3) top up a seller's balance; recorded with who did it. */
  @Post('topup')
  @StaffOnly(2, 3)
  @ApiOperation({ summary: 'Staff top-up of a seller balance' })
  @ApiCreatedResponse({ type: SellerBalanceResponse })
  @ApiNotFoundResponse({ description: ACCOUNT_ERRORS.SELLER_NOT_FOUND().message, type: ErrorBody })
  async topUp(@CurrentUser() user: AuthUser, @Body() body: SellerTopUpDto) {
    await this.balances.credit({
      sellerId: body.sellerId,
      amount: body.topUpAmount,
      reason: 'staff-adjustment',
      actor: `employee:${user.id}`,
      note: body.note,
      // The audit entry commits with the credit, or neither does.
      alsoInTransaction: (manager) =>
        this.audit.record(
          user,
          {
            action: 'seller.topup',
            targetType: 'seller',
            targetId: body.sellerId,
            details: { amount: body.topUpAmount, note: body.note ?? null },
          },
          manager,
        ),
    });
    const account = await this.balances.subscriptionOf(body.sellerId);
    return { status: 'success', message: 'Top-up recorded.', data: toSellerBalance(account) };
  }

  /** Top-ups: a seller sees their own, staff (2, 3) everyone's or one seller's. */
  @Get('topup')
  @Allow({ seller: true, ...STAFF_VIEW })
  @ApiOperation({ summary: 'Top-ups' })
  @ApiOkResponse({ type: TopUpPageResponse })
  async topUps(@CurrentUser() user: AuthUser, @Query() query: TopUpListQueryDto) {
    const sellerId =
      user.userType === 'seller' || query.sellerId !== undefined
        ? resolveActingAccountId(user, 'seller', query.sellerId, STAFF_VIEW)
        : undefined;
    const [entries, total] = await this.balances.ledger(
      { sellerId, reasons: ['top-up', 'staff-adjustment'] },
      query.page,
      query.pageSize,
    );
    return {
      status: 'success',
      data: entries.map(toTopUp),
      meta: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /** Every seller's balance (staff 2, 3). */
  @Get('allSubscription')
  @StaffOnly(2, 3)
  @ApiOperation({ summary: 'All seller balances' })
  @ApiOkResponse({ type: SellerBalancePageResponse })
  async all(@Query() query: PageQueryDto) {
    const [accounts, total] = await this.balances.accounts(query.page, query.pageSize);
    return {
      status: 'success',
      data: accounts.map(toSellerBalance),
      meta: { page: query.page, pageSize: query.pageSize, total },
    };
  }

  /**
   * Kept for older clients. Posts are charged when they are stored (free trial or 500 ETB, in the
   * same transaction), so this never deducts anything: it returns the balance as it is.
   */
  @Get('subscription/use')
  @SellersOnly()
  @ApiOperation({ summary: 'Legacy: never charges; posts are charged when stored' })
  @ApiOkResponse({ type: LegacyUseResponse })
  @ApiPaymentRequiredResponse({ description: balanceTooLow().message, type: ErrorBody })
  async use(@CurrentUser() user: AuthUser, @Query() query: SellerIdQueryDto) {
    const sellerId = resolveActingAccountId(user, 'seller', query.sellerId);
    const account = await this.balances.findAccount(sellerId);
    return {
      status: 'success',
      message: 'Posts are charged when they are stored; nothing more was deducted.',
      data: account ? toSellerBalance(account) : null,
    };
  }

  /** Grants the one free-trial post (if never granted). */
  @Post('free-trial/start')
  @HttpCode(200)
  @SellersOnly()
  @ApiOperation({ summary: 'Start the free trial' })
  @ApiOkResponse({ type: SellerFreeTrialStartResponse })
  async startFreeTrial(@CurrentUser() user: AuthUser, @Body() body: SellerIdBodyDto) {
    const sellerId = resolveActingAccountId(user, 'seller', body.sellerId);
    const freeTrialUsed = await this.balances.startFreeTrial(sellerId);
    return {
      status: 'success',
      message:
        freeTrialUsed === 1
          ? 'The free trial has already been used.'
          : 'Free trial started successfully.',
      freeTrialUsed,
    };
  }

  /** freeTrialUsed: 1 used, 0 granted and unused, null never started. */
  @Get('free-trial/status')
  @Allow({ seller: true, ...STAFF_VIEW })
  @ApiOperation({ summary: 'Free-trial state' })
  @ApiOkResponse({ type: SellerFreeTrialStatusResponse })
  async freeTrialStatus(@CurrentUser() user: AuthUser, @Query() query: SellerIdQueryDto) {
    const sellerId = resolveActingAccountId(user, 'seller', query.sellerId, STAFF_VIEW);
    const account = await this.balances.findAccount(sellerId);
    return { status: 'success', freeTrialUsed: account?.freeTrialUsed ?? null };
  }
}
