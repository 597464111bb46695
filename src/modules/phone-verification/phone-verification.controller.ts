import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow } from '../../common/auth/access.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { RateLimited } from '../../common/security/rate-limits';
import {
  ChangePhoneNumberDto,
  ConfirmPhoneCodeDto,
  PhoneVerificationResponse,
  SendPhoneCodeDto,
} from './dto/phone-verification.dto';
import { PhoneOwner, PhoneVerificationService } from './phone-verification.service';

const SELLERS_AND_BUYERS = { seller: true, buyer: true };

/** The route's rule lets only sellers and buyers in. */
const ownerOf = (user: AuthUser): PhoneOwner => ({
  userType: user.userType as PhoneOwner['userType'],
  id: user.id,
});

@ApiTags('phone verification')
@Controller('phone-verification')
export class PhoneVerificationController {
  constructor(private readonly phones: PhoneVerificationService) {}

  /** Your phone number, whether it is verified, and where the last code stands. */
  @Get()
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Your phone verification status' })
  @ApiOkResponse({ type: PhoneVerificationResponse })
  async status(@CurrentUser() user: AuthUser): Promise<PhoneVerificationResponse> {
    return { status: 'success', data: await this.phones.status(ownerOf(user)) };
  }

  /** Changes your phone number; a new number has to be verified again. */
  @Put('number')
  @RateLimited('phone-verification')
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Change your phone number' })
  @ApiOkResponse({ type: PhoneVerificationResponse })
  async changeNumber(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangePhoneNumberDto,
  ): Promise<PhoneVerificationResponse> {
    return {
      status: 'success',
      message: 'Phone number saved.',
      data: await this.phones.changeNumber(ownerOf(user), body.PhoneNumber),
    };
  }

  /**
   * Sends a 6-digit code by SMS to your number, valid for 10 minutes with 5 tries. One code a
   * minute, five an hour per account and per number (then 429).
   */
  @Post('send-code')
  @RateLimited('phone-verification')
  @HttpCode(200)
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Send a verification code to your phone' })
  @ApiOkResponse({ type: PhoneVerificationResponse })
  async sendCode(
    @CurrentUser() user: AuthUser,
    @Body() body: SendPhoneCodeDto,
  ): Promise<PhoneVerificationResponse> {
    const data = await this.phones.sendCode(ownerOf(user), body.language);
    return { status: 'success', message: `A code was sent to ${data.PhoneNumber}.`, data };
  }

  /** Verifies your number with the last code sent to it. */
  @Post('confirm')
  @RateLimited('phone-verification')
  @HttpCode(200)
  @Allow(SELLERS_AND_BUYERS)
  @ApiOperation({ summary: 'Verify your phone with the code' })
  @ApiOkResponse({ type: PhoneVerificationResponse })
  async confirm(
    @CurrentUser() user: AuthUser,
    @Body() body: ConfirmPhoneCodeDto,
  ): Promise<PhoneVerificationResponse> {
    return {
      status: 'success',
      message: 'Your phone number is verified.',
      data: await this.phones.confirm(ownerOf(user), body.code),
    };
  }
}
