import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BuyerModule } from '../buyer/buyer.module';
import { ListingsModule } from '../listings/listings.module';
import { SellerModule } from '../seller/seller.module';
import { HistoryRecord } from './entities/history-record.entity';
import { HistoryController } from './history.controller';
import { HistoryService } from './history.service';

@Module({
  imports: [TypeOrmModule.forFeature([HistoryRecord]), ListingsModule, BuyerModule, SellerModule],
  controllers: [HistoryController],
  providers: [HistoryService],
  exports: [HistoryService],
})
export class HistoryModule {}
