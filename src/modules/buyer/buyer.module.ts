import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Buyer } from './entities/buyer.entity';
import { BuyerService } from './buyer.service';

@Module({
  imports: [TypeOrmModule.forFeature([Buyer])],
  providers: [BuyerService],
  exports: [BuyerService],
})
export class BuyerModule {}
