import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { PhoneAccountService } from '../../common/accounts/account.service';
import { fetchTablePage } from '../../common/paging/table-page';
import { BuyerAccessService } from '../subscription/buyer-access.service';
import { BuyerSort, BuyerTableQueryDto } from './dto/buyer-table-query.dto';
import { Buyer } from './entities/buyer.entity';

@Injectable()
export class BuyerService extends PhoneAccountService<Buyer> {
  constructor(
    @InjectRepository(Buyer) buyers: Repository<Buyer>,
    private readonly access: BuyerAccessService,
  ) {
    super(buyers, {
      userType: 'buyer',
      idKey: 'buyerId',
      hashKey: 'buyerHash',
      addedKey: 'buyerAddedDate',
    });
  }

  /** Every buyer has an access row from the start: grants can only reach a buyer who exists. */
  protected opened(buyer: Buyer, manager: EntityManager): Promise<void> {
    return this.access.openAccount(manager, buyer.buyerId);
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
