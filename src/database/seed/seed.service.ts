import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appConfig, AppConfig } from '../../config/configuration';
import { BuyerService } from '../../modules/buyer/buyer.service';
import { EmployeeService } from '../../modules/employee/employee.service';
import { SellerService } from '../../modules/seller/seller.service';
import { ListingsService } from '../../modules/listings/listings.service';
import { SellerBalanceService } from '../../modules/subscription/seller-balance.service';
import { withDatabaseLock } from '../database-lock';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoListings } from './demo-listings';
import { demoPhotos } from './demo-photos';

/** Enough for the 39 paid demo posts, leaving 5 500 ETB to try posting. */
const DEMO_SELLER_CREDIT = 25_000;

/**
 * On start: creates the configured administrator if missing, and on an empty embedded database
 * the demo accounts, so a newcomer can try every role at once. Instances starting together take
 * turns (a database lock): the first creates them, the others find them there.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
    private readonly employees: EmployeeService,
    private readonly listings: ListingsService,
    private readonly balances: SellerBalanceService,
    private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return withDatabaseLock(this.dataSource, 'start-up-data', () => this.seed());
  }

  private async seed(): Promise<void> {
    if (this.app.admin) {
      const created = await this.employees.ensureAdmin(
        this.app.admin.email,
        this.app.admin.password,
      );
      if (created) this.logger.log(`Created the administrator ${created.email}`);
    }
    if (this.app.demoData) await this.seedDemoData();
  }

  /** ~40 listings with photo-like pictures of what they describe, so a newcomer sees a living marketplace. */
  private async seedDemoListings(): Promise<void> {
    const seller = await this.sellers.findByEmail(DEMO_ACCOUNTS.seller.email);
    if (!seller || (await this.listings.any())) return;
    // The demo seller pays for the demo posts like anyone else: the first is the free trial.
    await this.balances.credit({
      sellerId: seller.sellerId,
      amount: DEMO_SELLER_CREDIT,
      reason: 'staff-adjustment',
      actor: 'seed',
      idempotencyKey: 'seed:demo-seller-credit',
      note: 'Demo balance',
    });
    const now = Date.now();
    for (const [n, demo] of demoListings().entries()) {
      const [frontImage, backImage, rightImage, leftImage] = (await demoPhotos(demo, n)).map(
        (sent) => ({ sent }),
      );
      await this.listings.createWithImages(
        demo.type,
        seller.sellerId,
        demo.form,
        { frontImage, backImage, rightImage, leftImage },
        { createdAt: new Date(now - demo.ageMinutes * 60_000) },
      );
    }
    this.logger.log('Created the demo listings');
  }

  async seedDemoData(): Promise<void> {
    if ((await this.sellers.count()) === 0) {
      await this.sellers.create(DEMO_ACCOUNTS.seller);
      await this.buyers.create(DEMO_ACCOUNTS.buyer);
      if (!(await this.employees.findByEmail(DEMO_ACCOUNTS.admin.email))) {
        await this.employees.create(DEMO_ACCOUNTS.admin);
      }
      this.logger.log('Created the demo accounts');
    }
    await this.seedDemoListings();
    this.logger.log(
      [
        'Demo logins (embedded database only):',
        ...Object.entries(DEMO_ACCOUNTS).map(
          ([role, account]) => `  ${role.padEnd(7)} ${account.email} / ${account.password}`,
        ),
      ].join('\n'),
    );
  }
}
