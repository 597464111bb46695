import type { QueryRunner } from 'typeorm';

/**
 * Since accounts open their balance (sellers) and access row (buyers) when they register, every
 * older account gets its row here. Rows naming an account that never existed could only come from
 * staff credits sent to unused ids; they are removed so a later registration inherits nothing.
 * Written in SQL both engines read, with the quoting of the engine at hand.
 */
export async function openAccountsOfExistingUsers(
  queryRunner: QueryRunner,
  quote: (name: string) => string,
): Promise<void> {
  const q = quote;
  const orphans: [table: string, column: string, owners: string, ownerId: string][] = [
    ['seller_ledger', 'sellerId', 'sellers', 'sellerId'],
    ['seller_accounts', 'sellerId', 'sellers', 'sellerId'],
    ['buyer_subscription_payments', 'buyerId', 'buyers', 'buyerId'],
    ['buyer_subscriptions', 'buyerId', 'buyers', 'buyerId'],
    ['buyer_free_trials', 'buyerId', 'buyers', 'buyerId'],
    ['buyer_free_trials', 'sellerId', 'sellers', 'sellerId'],
  ];
  for (const [table, column, owners, ownerId] of orphans) {
    await queryRunner.query(
      `DELETE FROM ${q(table)} WHERE ${q(column)} NOT IN (SELECT ${q(ownerId)} FROM ${q(owners)})`,
    );
  }
  await queryRunner.query(
    `INSERT INTO ${q('seller_accounts')} (${q('sellerId')}, ${q('balance')}, ${q('currency')}, ${q('freeTrialUsed')})
     SELECT s.${q('sellerId')}, 0, 'ETB', NULL FROM ${q('sellers')} s
     WHERE s.${q('sellerId')} NOT IN (SELECT ${q('sellerId')} FROM ${q('seller_accounts')})`,
  );
  await queryRunner.query(
    `INSERT INTO ${q('buyer_subscriptions')} (${q('buyerId')}, ${q('amount')}, ${q('currency')}, ${q('endDate')}, ${q('status')})
     SELECT b.${q('buyerId')}, 0, 'ETB', NULL, 'none' FROM ${q('buyers')} b
     WHERE b.${q('buyerId')} NOT IN (SELECT ${q('buyerId')} FROM ${q('buyer_subscriptions')})`,
  );
}
