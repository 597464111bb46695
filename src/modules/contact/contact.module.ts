import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BuyerModule } from '../buyer/buyer.module';
import { SellerModule } from '../seller/seller.module';
import { CONTACT_CONTROLLERS } from './contact.controller';
import { ContactService } from './contact.service';
import { Contact } from './entities/contact.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Contact]), SellerModule, BuyerModule],
  controllers: CONTACT_CONTROLLERS,
  providers: [ContactService],
  exports: [ContactService],
})
export class ContactModule {}
