import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { BuyerModule } from '../buyer/buyer.module';
import { ListingsModule } from '../listings/listings.module';
import { SellerModule } from '../seller/seller.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { AuditLogController } from './audit-log.controller';
import { EmployeeController } from './employee.controller';
import { EmployeeService } from './employee.service';
import { Employee } from './entities/employee.entity';
import { StaffDataController } from './staff-data.controller';
import { StaffDataService } from './staff-data.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Employee]),
    AuditModule,
    SellerModule,
    BuyerModule,
    ListingsModule,
    SubscriptionModule,
  ],
  controllers: [EmployeeController, StaffDataController, AuditLogController],
  providers: [EmployeeService, StaffDataService],
  exports: [EmployeeService],
})
export class EmployeeModule {}
