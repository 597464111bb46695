import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { BuyerModule } from '../buyer/buyer.module';
import { ListingsModule } from '../listings/listings.module';
import { SellerModule } from '../seller/seller.module';
import { ListingReport } from './entities/listing-report.entity';
import { ListingReportsService } from './listing-reports.service';
import { ListingReportController, ModerationController } from './moderation.controller';
import { ModerationService } from './moderation.service';

/** Users' reports of listings and the moderators' queue and actions. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ListingReport]),
    ListingsModule,
    AuditModule,
    SellerModule,
    BuyerModule,
  ],
  controllers: [ListingReportController, ModerationController],
  providers: [ListingReportsService, ModerationService],
  exports: [ModerationService],
})
export class ModerationModule {}
