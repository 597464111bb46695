import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/access.decorator';
import {
  BUYER_SUBSCRIPTION_MONTHS,
  BUYER_FREE_TRIALS,
  POST_FEE_ETB,
} from '../subscription/subscription.constants';
import { ExchangeRateResponse, PaymentOptionsResponse } from './dto/payment-info.dto';
import { ExchangeRateService } from './exchange-rate/exchange-rate.service';
import { PaymentSettings } from './payment-settings';

@ApiTags('payment')
@Controller()
export class PaymentInfoController {
  constructor(
    private readonly settings: PaymentSettings,
    private readonly exchangeRates: ExchangeRateService,
  ) {}

  @Get('exchange-rate')
  @Public()
  @ApiOperation({ summary: 'ETB per USD (cached; 125 when the rate service is unreachable)' })
  exchangeRate(): Promise<ExchangeRateResponse> {
    return this.exchangeRates.etbPerUsd();
  }

  @Get('payment/options')
  @Public()
  @ApiOperation({ summary: 'Prices and how card payments are taken (live, sandbox or off)' })
  options(): PaymentOptionsResponse {
    return {
      sandbox: this.settings.sandbox,
      topUp: this.settings.product('seller'),
      subscription: this.settings.product('buyer'),
      subscriptionMonths: BUYER_SUBSCRIPTION_MONTHS,
      postFee: POST_FEE_ETB,
      buyerFreeTrials: BUYER_FREE_TRIALS,
      card: this.settings.cardMode(),
    };
  }
}
