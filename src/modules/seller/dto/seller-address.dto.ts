import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';

export class SellerAddressQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'sellerId is required!' })
  @Min(1, { message: 'sellerId is required!' })
  sellerId: number;
}
