import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { isUniqueViolation } from '../../../common/database/unique-violation';
import { StoredExchangeRate } from '../entities/exchange-rate.entity';
import { PaymentSettings } from '../payment-settings';

export const FALLBACK_ETB_PER_USD = 125;
const LIVE_FOR_MS = 6 * 60 * 60 * 1000;
/** A failed read is retried after a while, not on every page view. */
const FALLBACK_FOR_MS = 10 * 60 * 1000;
const TIMEOUT_MS = 3000;
const USD_ETB = { base: 'USD', currency: 'ETB' } as const;

export interface ExchangeRate {
  base: 'USD';
  currency: 'ETB';
  rate: number;
  source: 'live' | 'fallback';
  fetchedAt: Date;
}

type FoundRate = Pick<ExchangeRate, 'rate' | 'source'> & { validForMs: number };

/**
 * ETB per USD from a public USD-base rate service, cached for hours in the database so that
 * every instance shows the same rate; 125 when the service is unreachable.
 */
@Injectable()
export class ExchangeRateService {
  private readonly logger = new Logger('ExchangeRate');
  private refreshing?: Promise<ExchangeRate>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: PaymentSettings,
  ) {}

  private get rates() {
    return this.dataSource.getRepository(StoredExchangeRate);
  }

  async etbPerUsd(now = new Date()): Promise<ExchangeRate> {
    const stored = await this.rates.findOneBy(USD_ETB);
    if (stored && stored.validUntil > now) return ExchangeRateService.toRate(stored);
    // Concurrent page views on this instance share one request to the service.
    this.refreshing ??= this.refresh(!!stored).finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  /**
   * Reads the service and stores the answer, unless another instance refreshed the lapsed rate
   * meanwhile: then its rate is the one everybody shows.
   */
  private async refresh(hasStoredRate: boolean): Promise<ExchangeRate> {
    const found = await this.fetchRate();
    const fetchedAt = new Date();
    const row: StoredExchangeRate = {
      ...USD_ETB,
      rate: found.rate,
      source: found.source,
      fetchedAt,
      validUntil: new Date(fetchedAt.getTime() + found.validForMs),
    };
    const won = await this.storeUnlessRefreshed(row, hasStoredRate);
    return ExchangeRateService.toRate(won ? row : await this.rates.findOneByOrFail(USD_ETB));
  }

  /** One conditional write: false when another instance stored a fresh rate first. */
  private async storeUnlessRefreshed(
    row: StoredExchangeRate,
    hasStoredRate: boolean,
  ): Promise<boolean> {
    if (hasStoredRate) {
      const { rate, source, fetchedAt, validUntil } = row;
      const updated = await this.rates.update(
        { ...USD_ETB, validUntil: LessThanOrEqual(fetchedAt) },
        { rate, source, fetchedAt, validUntil },
      );
      return !!updated.affected;
    }
    try {
      await this.rates.insert(row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  private async fetchRate(): Promise<FoundRate> {
    try {
      const response = await fetch(this.settings.exchangeRateUrl, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json()) as { rates?: Record<string, unknown> };
      const rate = Number(body.rates?.ETB);
      if (!response.ok || !Number.isFinite(rate) || rate <= 0) {
        throw new Error(`no ETB rate in the answer (HTTP ${response.status})`);
      }
      return { rate, source: 'live', validForMs: LIVE_FOR_MS };
    } catch (error) {
      this.logger.warn(`Using ${FALLBACK_ETB_PER_USD} ETB per USD: ${(error as Error).message}`);
      return { rate: FALLBACK_ETB_PER_USD, source: 'fallback', validForMs: FALLBACK_FOR_MS };
    }
  }

  private static toRate(stored: StoredExchangeRate): ExchangeRate {
    const { rate, source, fetchedAt } = stored;
    return { ...USD_ETB, rate, source, fetchedAt };
  }
}
