import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, AppConfig, storageConfig, StorageConfig } from '../../config/configuration';
import { CoordinationModule } from '../coordination/coordination.module';
import { MailModule } from '../mail/mail.module';
import { SellerModule } from '../seller/seller.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { Listing } from './entities/listing.entity';
import { ListingPhotoHash } from './entities/listing-photo-hash.entity';
import { PhotoJob } from './entities/photo-job.entity';
import { StagedPhoto } from './entities/staged-photo.entity';
import { ImageStorage } from './images/image-storage';
import { ListingPhotoHashes } from './images/listing-photo-hashes';
import { ListingPhotos } from './images/listing-photos.service';
import { PHOTO_ORIGINALS } from './images/photo-originals';
import { StagedPhotos } from './images/staged-photos';
import { LocalImageStorage } from './images/local-image-storage';
import { PhotoSizeBackfill } from './images/photo-size-backfill';
import { PageAnchorsJob } from './page-anchors';
import { S3ImageStorage } from './images/s3-image-storage';
import { ListingExpiry } from './listing-expiry';
import { ListingLifecycle } from './listing-lifecycle';
import { ListingRenewal } from './listing-renewal';
import { ListingRenewalController } from './listing-renewal.controller';
import { ListingRenewalLinks } from './listing-renewal-links';
import { ListingQueries } from './listing-queries';
import { LatestListingsController } from './latest.controller';
import { ListingChoices } from './listing-choices';
import { ListingChoicesController } from './listing-choices.controller';
import { LISTINGS_CONTROLLERS } from './listings.controller';
import { StagedPhotosController } from './staged-photos.controller';
import { ListingSellers } from './listing-sellers';
import { ListingSummaries } from './listing-summaries';
import { ListingTextSearch } from './listing-text-search';
import { UploadsInFlight } from './post-admission.interceptor';
import { ListingsService } from './listings.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Listing, PhotoJob, StagedPhoto, ListingPhotoHash]),
    SubscriptionModule,
    SellerModule,
    MailModule,
    CoordinationModule,
  ],
  controllers: [
    ...LISTINGS_CONTROLLERS,
    StagedPhotosController,
    LatestListingsController,
    ListingChoicesController,
    ListingRenewalController,
  ],
  providers: [
    ListingsService,
    ListingQueries,
    ListingLifecycle,
    ListingExpiry,
    ListingRenewal,
    ListingRenewalLinks,
    ListingPhotos,
    StagedPhotos,
    ListingPhotoHashes,
    PhotoSizeBackfill,
    PageAnchorsJob,
    ListingTextSearch,
    ListingChoices,
    ListingSellers,
    ListingSummaries,
    UploadsInFlight,
    {
      provide: ImageStorage,
      inject: [appConfig.KEY, storageConfig.KEY],
      useFactory: (app: AppConfig, storage: StorageConfig) =>
        storage.s3
          ? new S3ImageStorage(storage.s3)
          : new LocalImageStorage(LocalImageStorage.rootIn(app.dataDir)),
    },
    {
      // Beside the images, out of public reach: a prefix the bucket's public policy leaves out.
      provide: PHOTO_ORIGINALS,
      inject: [appConfig.KEY, storageConfig.KEY],
      useFactory: (app: AppConfig, storage: StorageConfig) =>
        storage.s3
          ? new S3ImageStorage(storage.s3, {
              keyPrefix: 'private/pending-photos/',
              cacheControl: 'private, no-store',
            })
          : new LocalImageStorage(join(app.dataDir, 'pending-photos')),
    },
  ],
  exports: [ListingsService, ListingLifecycle, ListingSummaries],
})
export class ListingsModule {}
