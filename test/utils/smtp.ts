import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process: the app sends through nodemailer, tests read the inbox. */
export class TestSmtpServer {
  readonly inbox: ReceivedMail[] = [];
  private server?: SMTPServer;

  async start(): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits for the next mail to this address that matches the pattern and returns the match. */
  async waitFor(
    to: string,
    pattern: RegExp,
    after = 0,
    timeoutMs = 5000,
  ): Promise<RegExpMatchArray> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.inbox.slice(after).find((m) => m.to.includes(to.toLowerCase()));
      const match = mail?.raw.replace(/=\r?\n/g, '').match(pattern);
      if (match) return match;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${String(pattern)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
