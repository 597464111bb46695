import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import { appConfig, AppConfig, mailConfig, MailConfig } from '../../config/configuration';
import { isLoopbackUrl } from '../../common/http/loopback';
import { DevMail } from './entities/dev-mail.entity';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail over SMTP when configured; otherwise keeps it in the dev mailbox and logs it. */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

  constructor(
    @Inject(mailConfig.KEY) private readonly config: MailConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @InjectRepository(DevMail) private readonly devMailbox: Repository<DevMail>,
  ) {
    if (config.smtp) {
      this.transport = createTransport({
        ...config.smtp,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
    }
  }

  /**
   * Only outside production, only while no SMTP server is configured, and only for a site on this
   * machine: anyone who can read the mailbox can reset any account's password.
   */
  get devMailboxAvailable(): boolean {
    return (
      this.transport === undefined && !this.app.isProduction && isLoopbackUrl(this.app.publicUrl)
    );
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.from, ...mail });
      return;
    }
    if (this.app.isProduction) {
      this.logger.error(`No SMTP server configured: the e-mail to ${mail.to} was not sent.`);
      return;
    }
    await this.devMailbox.save(this.devMailbox.create(mail));
    this.logger.log(`Dev mailbox: to ${mail.to}: ${mail.subject}\n${mail.text}`);
  }

  /** Newest first; for the developer's mailbox page. */
  listDevMailbox(to?: string): Promise<DevMail[]> {
    return this.devMailbox.find({
      where: to ? { to: to.trim().toLowerCase() } : {},
      order: { id: 'DESC' },
      take: 50,
    });
  }
}
