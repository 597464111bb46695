import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  NotFoundException,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Allow, Public } from '../../common/auth/access.decorator';
import { RateLimited } from '../../common/security/rate-limits';
import { MANAGER_LEVELS, type AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ACCOUNT_ERRORS } from '../../common/errors/account-errors';
import { BuyerAccessService } from '../subscription/buyer-access.service';
import { SUBSCRIPTION_ERRORS } from '../subscription/subscription-errors';
import {
  SellerAddressQueryDto,
  SellerAddressResponse,
  toSellerAddress,
} from './dto/seller-address.dto';
import { ErrorBody } from '../../common/http/error-body.dto';
import { RegisterSellerDto } from './dto/register-seller.dto';
import { RegisterSellerResponse, toSellerProfile } from './dto/seller-profile.dto';
import { SELLER_ERRORS } from './seller-errors';
import { SellerService } from './seller.service';

@ApiTags('seller')
@Controller('seller')
export class SellerController {
  constructor(
    private readonly sellers: SellerService,
    private readonly buyerAccess: BuyerAccessService,
  ) {}

  /** Creates a seller account. Errors: 400 with the spec's message, 409 when the e-mail is taken. */
  @Post('register')
  @Public()
  @RateLimited('registration')
  @ApiOperation({ summary: 'Register a seller' })
  @ApiCreatedResponse({ type: RegisterSellerResponse })
  @ApiConflictResponse({ description: 'The e-mail is already registered.', type: ErrorBody })
  async register(@Body() body: RegisterSellerDto): Promise<RegisterSellerResponse> {
    const seller = await this.sellers.create(body);
    return {
      status: 'success',
      message: 'Successfully registered!',
      data: toSellerProfile(seller),
    };
  }

  /**
   * A seller's contact details: for a buyer with an active subscription or who unlocked this seller
   * with a free trial (POST /api/buyer/free-trial), for the seller themself, and for staff 2 and 3.
   */
  @Get('getAdress')
  @Allow({ seller: true, buyer: true, staffLevels: MANAGER_LEVELS })
  @ApiOperation({ summary: "A seller's contact details (gated)" })
  @ApiOkResponse({ type: SellerAddressResponse })
  async address(
    @CurrentUser() user: AuthUser,
    @Query() query: SellerAddressQueryDto,
  ): Promise<SellerAddressResponse> {
    if (user.userType === 'seller' && user.id !== query.sellerId) {
      throw new ForbiddenException(SELLER_ERRORS.CONTACT_FOR_BUYERS_ONLY());
    }
    if (
      user.userType === 'buyer' &&
      !(await this.buyerAccess.contactAccess(user.id, query.sellerId))
    ) {
      throw new ForbiddenException(SUBSCRIPTION_ERRORS.SUBSCRIBE_FOR_CONTACT());
    }
    const seller = await this.sellers.findById(query.sellerId);
    if (!seller) throw new NotFoundException(ACCOUNT_ERRORS.SELLER_NOT_FOUND());
    return { status: 'success', data: [toSellerAddress(seller)] };
  }
}
