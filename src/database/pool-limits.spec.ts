import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { requestScope } from '../common/http/request-scope';
import { ABANDONED_QUERY_GRACE_MS, applyPoolLimits } from './pool-limits';

/** A pooled connection as mysql2 lends it, recording what is done with it. */
function pooledConnection(threadId: number) {
  return {
    threadId,
    released: 0,
    destroyed: 0,
    release() {
      this.released += 1;
    },
    destroy() {
      this.destroyed += 1;
    },
    query(_sql: string, done: (error: Error | null) => void) {
      done(null);
    },
    on() {},
  };
}

/** A MariaDB data source whose pool lends `connection`; its kills answer as told (else succeed). */
async function limitedSource(connection: ReturnType<typeof pooledConnection>) {
  const kills: string[] = [];
  let killAnswer: (Error & { errno?: number }) | null = null;
  const driver = {
    options: {},
    obtainMasterConnection: () => Promise.resolve(connection),
    createConnectionOptions: () => ({ connectionLimit: 3 }),
    mysql: {
      createConnection: () => ({
        on() {},
        destroy() {},
        query(sql: string, done: (error: Error | null) => void) {
          kills.push(sql);
          setImmediate(() => done(killAnswer));
        },
      }),
    },
  };
  const dataSource = {
    options: { type: 'mariadb' },
    driver,
    query: () => Promise.resolve([{ version: '11.8.3-MariaDB' }]),
  } as unknown as DataSource;
  await applyPoolLimits(dataSource, { poolSize: 3, acquireTimeoutMs: 1000, queryTimeoutMs: 5000 });
  return {
    kills,
    answerKillsWith: (error: Error & { errno?: number }) => (killAnswer = error),
    obtain: () => driver.obtainMasterConnection(),
  };
}

/** Runs `work` as a GET whose client can be made to leave. */
function inRead<T>(work: () => Promise<T>): { result: Promise<T>; leave: () => void } {
  const res = Object.assign(new EventEmitter(), { writableFinished: false });
  let result!: Promise<T>;
  requestScope({ method: 'GET' } as Request, res as unknown as Response, () => {
    result = work();
  });
  return { result, leave: () => res.emit('close') };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A pooled connection with thread id `threadId`, lent to a read whose client can leave. */
async function lentToRead(threadId: number) {
  const connection = pooledConnection(threadId);
  const source = await limitedSource(connection);
  const read = inRead(() => source.obtain());
  const held = await read.result;
  return { connection, source, read, held };
}

/** The client of `read` leaves and its query is still running when the grace has passed. */
async function leaveForGood(read: { leave: () => void }): Promise<void> {
  read.leave();
  jest.advanceTimersByTime(ABANDONED_QUERY_GRACE_MS);
  await settled();
}

describe('pool limits: a read whose client leaves', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
  });

  it('has its query killed and its connection closed, never pooled again', async () => {
    const { connection, source, read, held } = await lentToRead(41);
    read.leave();
    jest.advanceTimersByTime(ABANDONED_QUERY_GRACE_MS - 1);
    await settled();
    expect(source.kills).toEqual([]);
    jest.advanceTimersByTime(1);
    await settled();
    expect(source.kills).toEqual(['KILL QUERY 41']);
    held.release();
    expect(connection.destroyed).toBe(1);
    expect(connection.released).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('says nothing when its query ended and the connection was gone before the kill came', async () => {
    const { source, read } = await lentToRead(42);
    source.answerKillsWith(Object.assign(new Error('Unknown thread id: 42'), { errno: 1094 }));
    await leaveForGood(read);
    await settled();
    expect(source.kills).toEqual(['KILL QUERY 42']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns when the kill failed for another reason', async () => {
    const { source, read } = await lentToRead(43);
    source.answerKillsWith(
      Object.assign(new Error('Access denied; you need the PROCESS privilege'), { errno: 1227 }),
    );
    await leaveForGood(read);
    await settled();
    expect(warn).toHaveBeenCalledWith(
      'Could not stop an abandoned query: Access denied; you need the PROCESS privilege',
    );
  });

  it('lets a query that ends within the grace finish, and pools its connection again', async () => {
    const { connection, source, read, held } = await lentToRead(45);
    read.leave();
    jest.advanceTimersByTime(ABANDONED_QUERY_GRACE_MS / 2);
    held.release();
    jest.advanceTimersByTime(ABANDONED_QUERY_GRACE_MS);
    await settled();
    expect(source.kills).toEqual([]);
    expect(connection.released).toBe(1);
    expect(connection.destroyed).toBe(0);
  });

  it('leaves the connection to the pool when its client stayed', async () => {
    const { connection, source, read, held } = await lentToRead(44);
    held.release();
    read.leave();
    await settled();
    expect(source.kills).toEqual([]);
    expect(connection.released).toBe(1);
    expect(connection.destroyed).toBe(0);
  });
});
