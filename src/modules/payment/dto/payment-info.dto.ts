import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ExchangeRateResponse {
  @ApiProperty({ enum: ['USD'] })
  base: 'USD';
  @ApiProperty({ enum: ['ETB'] })
  currency: 'ETB';
  /** ETB per USD. */
  rate: number;
  @ApiProperty({ enum: ['live', 'fallback'] })
  source: 'live' | 'fallback';
  fetchedAt: Date;
}

export class ProductPrice {
  @ApiProperty({ enum: ['Account Top Up', 'Buyer Subscription'] })
  purpose: string;
  /** Charged through Chapa, and credited (top-up) or paid for the subscription. */
  etb: number;
  /** Charged by card. */
  usd: number;
}

export class CardOptions {
  @ApiProperty({ enum: ['live', 'sandbox', 'off'] })
  mode: 'live' | 'sandbox' | 'off';
  @ApiPropertyOptional()
  publishableKey?: string;
}

export class PaymentOptionsResponse {
  /** Payments go to the built-in sandbox: no real money moves. */
  sandbox: boolean;
  topUp: ProductPrice;
  subscription: ProductPrice;
  /** Months a subscription lasts. */
  subscriptionMonths: number;
  /** ETB a post takes from the balance once the free trial is used. */
  postFee: number;
  /** Sellers whose contact details a buyer may unlock without a subscription. */
  buyerFreeTrials: number;
  card: CardOptions;
}
