import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BuyerModule } from '../buyer/buyer.module';
import { CoordinationModule } from '../coordination/coordination.module';
import { HistoryModule } from '../history/history.module';
import { ListingsModule } from '../listings/listings.module';
import { MailModule } from '../mail/mail.module';
import { SellerModule } from '../seller/seller.module';
import { AlertsService } from './alerts.service';
import { Favourite } from './entities/favourite.entity';
import { SavedAlert } from './entities/saved-alert.entity';
import { SavedSearch } from './entities/saved-search.entity';
import { FavouritesService } from './favourites.service';
import { SavedAlertsJob } from './saved-alerts.job';
import { SavedSearchesService } from './saved-searches.service';
import {
  AlertsController,
  FavouritesController,
  SavedSearchesController,
} from './saved.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([Favourite, SavedSearch, SavedAlert]),
    ListingsModule,
    HistoryModule,
    MailModule,
    SellerModule,
    BuyerModule,
    CoordinationModule,
  ],
  controllers: [FavouritesController, SavedSearchesController, AlertsController],
  providers: [FavouritesService, SavedSearchesService, AlertsService, SavedAlertsJob],
})
export class SavedModule {}
