import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { withCode } from '../../../common/errors/coded-error';
import { PAYMENT_ERRORS } from '../payment-errors';

/** The card price is the server's; amount and currency are accepted as the spec's client sends them. */
class CreateIntentDto {
  @ApiPropertyOptional({ description: 'The card price in USD; must equal it when sent.' })
  @IsOptional()
  @IsNumber({}, withCode(PAYMENT_ERRORS.PAYMENT_AMOUNT_NOT_NUMBER()))
  amount?: number;

  @ApiPropertyOptional({ enum: ['usd', 'USD'] })
  @IsOptional()
  @IsIn(['usd', 'USD'], withCode(PAYMENT_ERRORS.PAYMENT_CARD_CURRENCY()))
  currency?: string;
}

export class CreateSellerIntentDto extends CreateIntentDto {
  @ApiPropertyOptional({ description: 'Must be the caller.' })
  @IsOptional()
  sellerId?: number | string;
}

export class CreateBuyerIntentDto extends CreateIntentDto {
  @ApiPropertyOptional({ description: 'Must be the caller.' })
  @IsOptional()
  buyerId?: number | string;
}

class ConfirmPaymentDto {
  @IsNotEmpty(withCode(PAYMENT_ERRORS.PAYMENT_INTENT_ID_REQUIRED()))
  @IsString()
  @MaxLength(255)
  paymentIntentId: string;
}

export class ConfirmSellerPaymentDto extends ConfirmPaymentDto {
  @ApiPropertyOptional({ description: 'Must be the caller.' })
  @IsOptional()
  sellerId?: number | string;

  /** Ignored: the credit is the top-up's ETB price. */
  @IsOptional()
  @IsNumber()
  amountInETB?: number;
}

export class ConfirmBuyerPaymentDto extends ConfirmPaymentDto {
  @ApiPropertyOptional({ description: 'Must be the caller.' })
  @IsOptional()
  buyerId?: number | string;

  /** Ignored: the subscription's price is the server's. */
  @IsOptional()
  @IsNumber()
  amount?: number;
}

export class CardIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
}
