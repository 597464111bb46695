import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountService } from '../../common/accounts/account.service';
import { Seller } from './entities/seller.entity';

@Injectable()
export class SellerService extends AccountService<Seller> {
  constructor(@InjectRepository(Seller) sellers: Repository<Seller>) {
    super(sellers, {
      idKey: 'sellerId',
      hashKey: 'sellerHash',
      duplicateEmailMessage: 'A seller account with this email already exists.',
    });
  }
}
