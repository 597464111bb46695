import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, AppConfig, storageConfig, StorageConfig } from '../../config/configuration';
import { SubscriptionModule } from '../subscription/subscription.module';
import { Listing } from './entities/listing.entity';
import { ImageStorage } from './images/image-storage';
import { ListingPhotos } from './images/listing-photos.service';
import { LocalImageStorage } from './images/local-image-storage';
import { S3ImageStorage } from './images/s3-image-storage';
import { LatestListingsController } from './latest.controller';
import { LISTINGS_CONTROLLERS } from './listings.controller';
import { ListingTextSearch } from './listing-text-search';
import { ListingsService } from './listings.service';

@Module({
  imports: [TypeOrmModule.forFeature([Listing]), SubscriptionModule],
  controllers: [...LISTINGS_CONTROLLERS, LatestListingsController],
  providers: [
    ListingsService,
    ListingPhotos,
    ListingTextSearch,
    {
      provide: ImageStorage,
      inject: [appConfig.KEY, storageConfig.KEY],
      useFactory: (app: AppConfig, storage: StorageConfig) =>
        storage.s3
          ? new S3ImageStorage(storage.s3)
          : new LocalImageStorage(LocalImageStorage.rootIn(app.dataDir)),
    },
  ],
  exports: [ListingsService],
})
export class ListingsModule {}
