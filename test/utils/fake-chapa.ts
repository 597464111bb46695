import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

export interface FakeTransaction {
  status: 'success' | 'failed' | 'pending';
  amount?: number;
  currency?: string;
}

/**
 * A stand-in for Chapa's API on a local port, recording what the app sends. Tests decide what
 * each transaction's verification says, and can make Chapa slow or silent.
 */
export class FakeChapa {
  readonly requests: RecordedRequest[] = [];
  /** tx_ref → what verify answers; unknown references get Chapa's 'not paid yet'. */
  readonly transactions = new Map<string, FakeTransaction>();
  /** Milliseconds to wait before answering, per endpoint. */
  delay = { initialize: 0, verify: 0 };
  /** When false, initialize answers without a checkout URL. */
  giveCheckoutUrl = true;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const path = req.url ?? '';
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
        this.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
        const reply = (status: number, answer: unknown) => {
          if (res.destroyed) return;
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(answer));
        };
        if (path === '/v1/transaction/initialize') {
          setTimeout(() => {
            if (!this.giveCheckoutUrl) {
              reply(400, {
                message: { currency: ['Unsupported currency'] },
                status: 'failed',
                data: null,
              });
              return;
            }
            const txRef = String(body?.tx_ref);
            reply(200, {
              message: 'Hosted Link',
              status: 'success',
              data: { checkout_url: `https://checkout.chapa.test/pay/${txRef}` },
            });
          }, this.delay.initialize);
          return;
        }
        const verify = /^\/v1\/transaction\/verify\/(.+)$/.exec(path);
        if (verify) {
          setTimeout(() => {
            const txRef = decodeURIComponent(verify[1]);
            const tx = this.transactions.get(txRef);
            if (!tx || tx.status === 'pending') {
              reply(200, { message: 'Payment not paid yet', status: 'null', data: null });
              return;
            }
            reply(200, {
              message: 'Payment details',
              status: 'success',
              data: {
                tx_ref: txRef,
                reference: `APfake${txRef.slice(-6)}`,
                amount: tx.amount ?? 500,
                currency: tx.currency ?? 'ETB',
                status: tx.status,
              },
            });
          }, this.delay.verify);
          return;
        }
        reply(404, { message: 'Not found', status: 'failed', data: null });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  requestsTo(pathStart: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path.startsWith(pathStart));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
