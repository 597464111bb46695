import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { appConfig, AppConfig } from '../../config/configuration';
import { BuyerService } from '../../modules/buyer/buyer.service';
import { EmployeeService } from '../../modules/employee/employee.service';
import { SellerService } from '../../modules/seller/seller.service';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * On start: creates the configured administrator if missing, and on an empty embedded database
 * the demo accounts, so a newcomer can try every role at once.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    private readonly sellers: SellerService,
    private readonly buyers: BuyerService,
    private readonly employees: EmployeeService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.app.admin) {
      const created = await this.employees.ensureAdmin(
        this.app.admin.email,
        this.app.admin.password,
      );
      if (created) this.logger.log(`Created the administrator ${created.email}`);
    }
    if (this.app.demoData) await this.seedDemoData();
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
