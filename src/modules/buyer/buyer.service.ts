import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountService } from '../../common/accounts/account.service';
import { fetchTablePage } from '../../common/paging/table-page';
import { BuyerSort, BuyerTableQueryDto } from './dto/buyer-table-query.dto';
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

  page(query: BuyerTableQueryDto) {
    return fetchTablePage<Buyer, BuyerSort>(this.repository.createQueryBuilder('b'), query, {
      sortable: {
        buyerId: 'b.buyerId',
        buyerFirstName: 'b.buyerFirstName',
        buyerLastName: 'b.buyerLastName',
        email: 'b.email',
        buyerCity: 'b.buyerCity',
        buyerAddedDate: 'b.buyerAddedDate',
      },
      defaultSort: 'buyerAddedDate',
      defaultOrder: 'desc',
      tieBreaker: 'b.buyerId',
      searchable: [
        { column: 'b.buyerFirstName' },
        { column: 'b.buyerLastName' },
        { column: 'b.email' },
        { column: 'b.PhoneNumber' },
        { column: 'b.buyerCity' },
      ],
    });
  }
}
