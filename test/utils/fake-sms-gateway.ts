import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  headers: IncomingMessage['headers'];
  body: { to?: string; from?: string; text?: string };
}

/** An HTTP SMS gateway on a local port: records each SMS the app posts, or refuses them. */
export class FakeSmsGateway {
  readonly received: ReceivedSms[] = [];
  /** The status every SMS is answered with (e.g. 500 to make the gateway fail). */
  answer = 200;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        if (this.answer < 300) {
          this.received.push({
            headers: req.headers,
            body: JSON.parse(raw) as ReceivedSms['body'],
          });
        }
        res.writeHead(this.answer, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ status: this.answer < 300 ? 'queued' : 'failed' }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms/send`;
    return this;
  }

  /** The 6-digit code of the last SMS to this number. */
  lastCodeTo(phoneNumber: string): string {
    const sms = this.received.filter((r) => r.body.to === phoneNumber).pop();
    const code = /\b(\d{6})\b/.exec(sms?.body.text ?? '')?.[1];
    if (!code) throw new Error(`No code was sent to ${phoneNumber}`);
    return code;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
