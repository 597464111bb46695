import { Injectable, Logger } from '@nestjs/common';
import { PaymentSettings } from '../payment-settings';

export const FALLBACK_ETB_PER_USD = 125;
const LIVE_FOR_MS = 6 * 60 * 60 * 1000;
/** A failed read is retried after a while, not on every page view. */
const FALLBACK_FOR_MS = 10 * 60 * 1000;
const TIMEOUT_MS = 3000;

export interface ExchangeRate {
  base: 'USD';
  currency: 'ETB';
  rate: number;
  source: 'live' | 'fallback';
  fetchedAt: Date;
}

/** ETB per USD from a public USD-base rate service, cached for hours; 125 when it is unreachable. */
@Injectable()
export class ExchangeRateService {
  private readonly logger = new Logger('ExchangeRate');
  private cached?: { rate: ExchangeRate; until: number };
  private inFlight?: Promise<ExchangeRate>;

  constructor(private readonly settings: PaymentSettings) {}

  async etbPerUsd(now = Date.now()): Promise<ExchangeRate> {
    if (this.cached && this.cached.until > now) return this.cached.rate;
    // Concurrent page views share one request to the service.
    this.inFlight ??= this.fetchRate().finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  private async fetchRate(): Promise<ExchangeRate> {
    try {
      const response = await fetch(this.settings.exchangeRateUrl, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json()) as { rates?: Record<string, unknown> };
      const rate = Number(body.rates?.ETB);
      if (!response.ok || !Number.isFinite(rate) || rate <= 0) {
        throw new Error(`no ETB rate in the answer (HTTP ${response.status})`);
      }
      return this.remember({ rate, source: 'live' }, LIVE_FOR_MS);
    } catch (error) {
      this.logger.warn(`Using ${FALLBACK_ETB_PER_USD} ETB per USD: ${(error as Error).message}`);
      return this.remember({ rate: FALLBACK_ETB_PER_USD, source: 'fallback' }, FALLBACK_FOR_MS);
    }
  }

  private remember(found: Pick<ExchangeRate, 'rate' | 'source'>, forMs: number): ExchangeRate {
    const rate: ExchangeRate = { base: 'USD', currency: 'ETB', ...found, fetchedAt: new Date() };
    this.cached = { rate, until: Date.now() + forMs };
    return rate;
  }
}
