import { Injectable, Logger } from '@nestjs/common';
import { PaymentSettings } from '../payment-settings';

/** The body of Chapa's POST /transaction/initialize. */
export interface ChapaInitialize {
  amount: string;
  currency: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number?: string;
  tx_ref: string;
  callback_url: string;
  return_url: string;
  customization: { title: string; description: string };
  meta?: Record<string, string | number>;
}

/** The parts of Chapa's verify answer the marketplace relies on. */
export interface ChapaTransaction {
  tx_ref: string;
  reference?: string | null;
  amount: number | string;
  currency: string;
  status: string;
  [field: string]: unknown;
}

export interface ChapaVerification {
  /** Chapa answered and knows the transaction. */
  found: boolean;
  message: string;
  data: ChapaTransaction | null;
}

/** Chapa did not answer in time, answered with an error, or answered nonsense. */
export class ChapaUnavailable extends Error {}

interface ChapaAnswer {
  status?: unknown;
  message?: unknown;
  data?: unknown;
}

function messageOf(answer: ChapaAnswer): string {
  const { message } = answer;
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object') {
    // Chapa reports field errors as { field: ['text'] }.
    return Object.values(message as Record<string, unknown>)
      .flat()
      .map(String)
      .join(' ');
  }
  return '';
}

/** Chapa's HTTP API (or the sandbox's emulation of it). */
@Injectable()
export class ChapaClient {
  private readonly logger = new Logger('Chapa');

  constructor(private readonly settings: PaymentSettings) {}

  private async call(path: string, init: RequestInit, timeoutMs: number) {
    const { apiUrl, secretKey } = this.settings.chapa();
    let response: Response;
    let answer: ChapaAnswer;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          'Content-Type': 'application/json',
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = (await response.json()) as ChapaAnswer;
    } catch (error) {
      this.logger.warn(`${init.method ?? 'GET'} ${path}: ${(error as Error).message}`);
      throw new ChapaUnavailable((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');
    }
    return { httpStatus: response.status, answer };
  }

  /** Starts a hosted checkout; returns its URL. */
  async initialize(order: ChapaInitialize): Promise<string> {
    const { createTimeoutMs } = this.settings.chapa();
    const { answer } = await this.call(
      '/transaction/initialize',
      { method: 'POST', body: JSON.stringify(order) },
      createTimeoutMs,
    );
    const data = answer.data as { checkout_url?: unknown } | null | undefined;
    if (answer.status !== 'success' || typeof data?.checkout_url !== 'string') {
      throw new ChapaUnavailable(messageOf(answer) || 'no checkout URL');
    }
    return data.checkout_url;
  }

  /** Asks Chapa what became of a transaction. Unknown references are `found: false`, not errors. */
  async verify(txRef: string): Promise<ChapaVerification> {
    const { verifyTimeoutMs } = this.settings.chapa();
    const { httpStatus, answer } = await this.call(
      `/transaction/verify/${encodeURIComponent(txRef)}`,
      { method: 'GET' },
      verifyTimeoutMs,
    );
    const data = answer.data as ChapaTransaction | null | undefined;
    if (answer.status === 'success' && data && typeof data === 'object') {
      return { found: true, message: messageOf(answer), data };
    }
    if (httpStatus >= 500) throw new ChapaUnavailable(messageOf(answer) || `HTTP ${httpStatus}`);
    return { found: false, message: messageOf(answer) || 'Verification failed', data: null };
  }
}
