import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountService } from '../../common/accounts/account.service';
import { Buyer } from './entities/buyer.entity';

@Injectable()
export class BuyerService extends AccountService<Buyer> {
  constructor(@InjectRepository(Buyer) buyers: Repository<Buyer>) {
    super(buyers, {
      idKey: 'buyerId',
      hashKey: 'buyerHash',
      duplicateEmailMessage: 'A buyer account with this email already exists.',
    });
  }
}
