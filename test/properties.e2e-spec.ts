import fc from 'fast-check';
import request from 'supertest';
import { SellerAccount } from '../src/modules/subscription/entities/seller-account.entity';
import { SellerLedgerEntry } from '../src/modules/subscription/entities/seller-ledger-entry.entity';
import { SellerBalanceService } from '../src/modules/subscription/seller-balance.service';
import { SellerService } from '../src/modules/seller/seller.service';
import {
  createStaff,
  registerBuyer,
  registerSeller,
  sellerPayload,
  SignedInUser,
} from './utils/factories';
import { DeclaredRoute, declaredRoutes } from './utils/routes';
import { createTestApp, TestApp } from './utils/test-app';

/** Property-based checks: arbitrary input never breaks the server, and money always adds up. */
describe('Properties', () => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    [seller, buyer] = await Promise.all([registerSeller(t.http), registerBuyer(t.http)]);
    admin = (await createStaff(t, 3)) as SignedInUser;
  });
  afterAll(() => t.close());

  /** A token the route lets in, so the fuzzed input reaches the handler and its validation. */
  function tokenFor(route: DeclaredRoute): string | undefined {
    const rule = route.rule!;
    if (rule.public) return undefined;
    if (rule.seller) return seller.token;
    if (rule.buyer) return buyer.token;
    return admin.token;
  }

  /** Anything a client might send: JSON values, odd keys (__proto__, constructor), deep nesting. */
  const anyBody = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(
      fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(
          '__proto__',
          'constructor',
          'sellerId',
          'buyerId',
          'tx_ref',
          'message',
          'email',
          'password',
          'amount',
        ),
      ),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 8 },
    ),
  );
  const anyQuery = fc.dictionary(
    fc.constantFrom(
      'sellerId',
      'buyerId',
      'tx_ref',
      'page',
      'pageSize',
      'q',
      'minPrice',
      'maxPrice',
      'postHash',
      'x',
    ),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
      fc.constant('-1'),
      fc.constant('1e309'),
    ),
    { maxKeys: 4 },
  );
  const anySegment = fc.oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.constant('..'),
    fc.constant('%00'),
  );

  // Every route, a dozen random requests each: a few hundred requests in all.
  it('never answers arbitrary bodies, queries or path segments with a 5xx', async () => {
    const routes = declaredRoutes(t).filter((r) => !r.path.includes('/sandbox/'));
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const token = tokenFor(route);
      await fc
        .assert(
          fc.asyncProperty(anyBody, anyQuery, anySegment, async (body, query, segment) => {
            const path = route.path.replace(/:\w+/g, encodeURIComponent(segment));
            const call = request(t.http)[method](path).query(query);
            if (token) call.set('x-access-token', token);
            const res = method === 'get' ? await call : await call.send(body as object);
            if (res.status >= 500) {
              failures.push(
                `${route.route} ${JSON.stringify({ body, query, segment })} → ${res.status}`,
              );
            }
            return res.status < 500;
          }),
          { numRuns: 12, seed: 20261122 },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  describe('money', () => {
    type Step = { kind: 'top-up'; payment: number } | { kind: 'post' };
    const steps = fc.array(
      fc.oneof(
        // Few distinct payments, so the same payment is often credited again (a replay).
        fc.record({
          kind: fc.constant('top-up' as const),
          payment: fc.integer({ min: 1, max: 4 }),
        }),
        fc.constant({ kind: 'post' as const }),
      ),
      { minLength: 1, maxLength: 12 },
    );

    it('keeps balance = sum of the ledger ≥ 0 under any interleaving of top-ups, posts and replays', async () => {
      const balances = t.app.get(SellerBalanceService);
      let run = 0;
      await fc.assert(
        fc.asyncProperty(steps, async (plan: Step[]) => {
          run += 1;
          // Money reaches only sellers who exist: each run has a seller of its own.
          const { sellerId } = await t.app.get(SellerService).create(sellerPayload());
          let listingId = run * 1000;
          // Every step at once: the database decides the interleaving.
          const outcomes = await Promise.allSettled(
            plan.map((step) =>
              step.kind === 'top-up'
                ? balances.credit({
                    sellerId,
                    amount: 500,
                    reason: 'top-up',
                    actor: 'payment:chapa',
                    idempotencyKey: `payment:P-${run}-${step.payment}`,
                  })
                : t.dataSource.transaction((manager) =>
                    balances.chargeForPost(manager, {
                      sellerId,
                      listingId: ++listingId,
                    }),
                  ),
            ),
          );
          const unexpected = outcomes.filter(
            (o) => o.status === 'rejected' && (o.reason as { status?: number }).status !== 402,
          );
          const ledger = await t.dataSource.getRepository(SellerLedgerEntry).findBy({ sellerId });
          const account = await t.dataSource.getRepository(SellerAccount).findOneBy({ sellerId });
          const balance = account?.balance ?? 0;
          const sum = ledger.reduce((total, entry) => total + entry.amount, 0);
          const distinctPayments = new Set(
            plan.filter((s) => s.kind === 'top-up').map((s) => (s as { payment: number }).payment),
          ).size;
          const credits = ledger.filter((e) => e.reason === 'top-up').length;
          return (
            unexpected.length === 0 &&
            balance === sum &&
            balance >= 0 &&
            credits === distinctPayments
          );
        }),
        { numRuns: 25, seed: 20261122 },
      );
    });
  });
});
