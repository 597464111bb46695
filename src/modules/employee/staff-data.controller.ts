import { Body, Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../common/auth/access.decorator';
import { MANAGER_LEVELS, type AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ErrorBody } from '../../common/http/error-body.dto';
import { MessageResponse } from '../../common/http/message-response.dto';
import { BuyerTableQueryDto } from '../buyer/dto/buyer-table-query.dto';
import { LISTING_TYPES } from '../listings/listing-types';
import { SellerTableQueryDto } from '../seller/dto/seller-table-query.dto';
import {
  BuyerDataResponse,
  ListingPostParamDto,
  ListingTypeParamDto,
  RemoveListingDto,
  SellerDataResponse,
  SellerSubscriptionQueryDto,
  SellerSubscriptionsResponse,
  StaffListingsQueryDto,
  StaffListingsResponse,
} from './dto/staff-data.dto';
import { StaffDataService } from './staff-data.service';

/** The back-office's views of sellers, buyers and listings: managers and admins (levels 2, 3). */
@ApiTags('employee')
@Controller('employee')
@StaffOnly(...MANAGER_LEVELS)
export class StaffDataController {
  constructor(private readonly staffData: StaffDataService) {}

  /** Sellers with their balance (the spec's subscription), top-ups and post count; paged (15). */
  @Get('sellerData')
  @ApiOperation({ summary: 'Sellers for staff' })
  @ApiOkResponse({ type: SellerDataResponse })
  async sellerData(@Query() query: SellerTableQueryDto): Promise<SellerDataResponse> {
    return { status: 'success', ...(await this.staffData.sellerData(query)) };
  }

  /** Seller balances, sortable by amount and date; q finds sellers by name, e-mail, phone or id. */
  @Get('sellerSubscriptions')
  @ApiOperation({ summary: 'Seller balances for staff' })
  @ApiOkResponse({ type: SellerSubscriptionsResponse })
  async sellerSubscriptions(
    @Query() query: SellerSubscriptionQueryDto,
  ): Promise<SellerSubscriptionsResponse> {
    return { status: 'success', ...(await this.staffData.sellerSubscriptions(query)) };
  }

  /** Buyers with their subscription (none, active or expired) and free trials; paged (15). */
  @Get('buyerData')
  @ApiOperation({ summary: 'Buyers for staff' })
  @ApiOkResponse({ type: BuyerDataResponse })
  async buyerData(@Query() query: BuyerTableQueryDto): Promise<BuyerDataResponse> {
    return { status: 'success', ...(await this.staffData.buyerData(query)) };
  }

  /** Every listing of a type, or one seller's (sellerId), newest first, with its seller. */
  @Get('listings/:type')
  @ApiOperation({ summary: 'Listings of a type for staff' })
  @ApiOkResponse({ type: StaffListingsResponse })
  async listings(
    @Param() params: ListingTypeParamDto,
    @Query() query: StaffListingsQueryDto,
  ): Promise<StaffListingsResponse> {
    return { status: 'success', ...(await this.staffData.listings(params.type, query)) };
  }

  /** Removes anyone's listing and its images; the reason goes to the audit log. */
  @Delete('listings/:type/:postHash')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a listing (staff)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ description: 'The listing does not exist.', type: ErrorBody })
  async removeListing(
    @CurrentUser() user: AuthUser,
    @Param() params: ListingPostParamDto,
    @Body() body: RemoveListingDto,
  ): Promise<MessageResponse> {
    await this.staffData.removeListing(user, params.type, params.postHash, body.reason);
    return {
      status: 'success',
      message: `${LISTING_TYPES[params.type].title} listing removed.`,
    };
  }
}
