import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isLoopbackUrl } from '../../common/http/loopback';
import { appConfig, AppConfig, smsConfig, SmsConfig } from '../../config/configuration';
import { DevSms } from './entities/dev-sms.entity';

export interface OutgoingSms {
  /** International format, e.g. +251911234567. */
  to: string;
  text: string;
}

/** The SMS could not be handed to anyone: the gateway refused it, or there is none in production. */
export class SmsNotSentError extends Error {}

/** Sends SMS through the HTTP gateway when configured; otherwise keeps them in the dev outbox. */
@Injectable()
export class SmsService {
  private readonly logger = new Logger('Sms');

  constructor(
    @Inject(smsConfig.KEY) private readonly config: SmsConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @InjectRepository(DevSms) private readonly outbox: Repository<DevSms>,
  ) {}

  /**
   * Only outside production, only while no gateway is configured, and only for a site on this
   * machine: anyone who can read the outbox can verify any phone number.
   */
  get devOutboxAvailable(): boolean {
    return (
      this.config.gateway === undefined &&
      !this.app.isProduction &&
      isLoopbackUrl(this.app.publicUrl)
    );
  }

  /** Resolves once the gateway (or the dev outbox) has the SMS; throws SmsNotSentError if not. */
  async send(sms: OutgoingSms): Promise<void> {
    const gateway = this.config.gateway;
    if (gateway) {
      let status: number;
      try {
        const response = await fetch(gateway.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...(gateway.token ? { Authorization: `Bearer ${gateway.token}` } : {}),
          },
          body: JSON.stringify({ to: sms.to, from: this.config.sender, text: sms.text }),
          signal: AbortSignal.timeout(gateway.timeoutMs),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        this.logger.error(`The SMS gateway could not be reached for ${sms.to}`, error);
        throw new SmsNotSentError('SMS gateway unreachable');
      }
      if (status < 200 || status >= 300) {
        this.logger.error(`The SMS gateway answered ${status} for ${sms.to}`);
        throw new SmsNotSentError(`SMS gateway answered ${status}`);
      }
      return;
    }
    if (this.app.isProduction) {
      this.logger.error(`No SMS gateway configured: the SMS to ${sms.to} was not sent.`);
      throw new SmsNotSentError('No SMS gateway configured');
    }
    await this.outbox.save(this.outbox.create(sms));
    this.logger.log(`Dev SMS outbox: to ${sms.to}: ${sms.text}`);
  }

  /** Newest first; for the developer reading the outbox. */
  listDevOutbox(to?: string): Promise<DevSms[]> {
    return this.outbox.find({
      where: to ? { to: to.trim() } : {},
      order: { id: 'DESC' },
      take: 50,
    });
  }
}
