import request from 'supertest';
import { DataSource } from 'typeorm';
import { SeedService } from '../src/database/seed/seed.service';
import { DEMO_ACCOUNTS } from '../src/database/seed/demo-accounts';
import { verifyPassword } from '../src/common/security/password';
import { photosDerived } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';

function rows(dataSource: DataSource, table: string) {
  return dataSource.query<Record<string, unknown>[]>(`SELECT * FROM ${table}`);
}

describe('Start-up data', () => {
  describe('with demo data on', () => {
    let t: TestApp;
    // Drawing and encoding some 160 demo photos takes a while on a busy machine.
    beforeAll(async () => {
      t = await createTestApp({ env: { DEMO_DATA: 'true' } });
      await photosDerived(t);
    }, 180_000);
    afterAll(() => t.close());

    it('creates one demo seller, buyer and admin with hashed passwords', async () => {
      const [sellers, buyers, employees] = await Promise.all(
        ['sellers', 'buyers', 'employees'].map((table) => rows(t.dataSource, table)),
      );
      expect(sellers.map((s) => s.email)).toEqual([DEMO_ACCOUNTS.seller.email]);
      expect(buyers.map((b) => b.email)).toEqual([DEMO_ACCOUNTS.buyer.email]);
      expect(employees).toEqual([
        expect.objectContaining({ email: DEMO_ACCOUNTS.admin.email, companyRoleId: 3 }),
      ]);
      expect(sellers[0].passwordHash).not.toContain(DEMO_ACCOUNTS.seller.password);
      expect(
        await verifyPassword(String(sellers[0].passwordHash), DEMO_ACCOUNTS.seller.password),
      ).toBe(true);
      expect(String(sellers[0].sellerHash)).toMatch(/^[A-Z0-9]{26}$/);
    });

    it('creates about 40 listings of all four types, with their photos', async () => {
      const listings = await rows(t.dataSource, 'listings');
      expect(listings).toHaveLength(40);
      expect(new Set(listings.map((l) => l.type))).toEqual(
        new Set(['carRent', 'carSell', 'houseRent', 'houseSell']),
      );
      const res = await request(t.http).get('/api/listings/latest').query({ limit: 8 }).expect(200);
      const thumbnail = Object.entries(res.body.data[0] as Record<string, string>).find(([key]) =>
        key.endsWith('Thumbnail'),
      )![1];
      await request(t.http).get(thumbnail).expect(200).expect('content-type', 'image/webp');
    });

    it('does not duplicate them on the next start', async () => {
      await t.app.get(SeedService).onApplicationBootstrap();
      expect(await rows(t.dataSource, 'sellers')).toHaveLength(1);
      expect(await rows(t.dataSource, 'employees')).toHaveLength(1);
      expect(await rows(t.dataSource, 'listings')).toHaveLength(40);
    });
  });

  describe('with demo data off and an administrator configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: {
          DEMO_DATA: 'false',
          ADMIN_EMAIL: 'Boss@Gebeya.et',
          ADMIN_PASSWORD: 'a long admin pass',
        },
      });
    });
    afterAll(() => {
      delete process.env.ADMIN_EMAIL;
      delete process.env.ADMIN_PASSWORD;
      return t.close();
    });

    it('creates only the level-3 administrator, once', async () => {
      await t.app.get(SeedService).onApplicationBootstrap();
      expect(await rows(t.dataSource, 'sellers')).toHaveLength(0);
      const employees = await rows(t.dataSource, 'employees');
      expect(employees).toEqual([
        expect.objectContaining({
          email: 'boss@gebeya.et',
          companyRoleId: 3,
          employeeActiveStatus: 1,
        }),
      ]);
    });
  });
});
