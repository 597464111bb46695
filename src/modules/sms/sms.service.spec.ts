import type { Repository } from 'typeorm';
import type { AppConfig, SmsConfig } from '../../config/configuration';
import type { DevSms } from './entities/dev-sms.entity';
import { SmsNotSentError, SmsService } from './sms.service';

function serviceWith(options: { production: boolean; publicUrl?: string; gateway?: string }) {
  const saved: Partial<DevSms>[] = [];
  const outbox = {
    create: (sms: Partial<DevSms>) => sms,
    save: (sms: Partial<DevSms>) => {
      saved.push(sms);
      return Promise.resolve(sms);
    },
  } as unknown as Repository<DevSms>;
  const config = {
    sender: 'Gebeya',
    gateway: options.gateway ? { url: options.gateway, timeoutMs: 500 } : undefined,
  } as SmsConfig;
  const app = {
    isProduction: options.production,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
  } as AppConfig;
  return { sms: new SmsService(config, app, outbox), saved };
}

describe('SmsService', () => {
  it('keeps SMS in the dev outbox outside production when no gateway is set', async () => {
    const { sms, saved } = serviceWith({ production: false });
    await sms.send({ to: '+251911234567', text: 'Your Gebeya code is 123456.' });
    expect(saved).toEqual([{ to: '+251911234567', text: 'Your Gebeya code is 123456.' }]);
    expect(sms.devOutboxAvailable).toBe(true);
  });

  it('refuses to pretend in production without a gateway: nothing is kept, the caller is told', async () => {
    const { sms, saved } = serviceWith({ production: true });
    await expect(sms.send({ to: '+251911234567', text: 'x' })).rejects.toBeInstanceOf(
      SmsNotSentError,
    );
    expect(saved).toEqual([]);
    expect(sms.devOutboxAvailable).toBe(false);
  });

  it('opens the outbox only to a site on this machine, and never with a gateway', () => {
    expect(
      serviceWith({ production: false, publicUrl: 'https://gebeya.example.et' }).sms
        .devOutboxAvailable,
    ).toBe(false);
    expect(
      serviceWith({ production: false, gateway: 'http://127.0.0.1:9/sms' }).sms.devOutboxAvailable,
    ).toBe(false);
  });

  it('says the SMS was not sent when the gateway cannot be reached', async () => {
    const { sms, saved } = serviceWith({ production: false, gateway: 'http://127.0.0.1:9/sms' });
    await expect(sms.send({ to: '+251911234567', text: 'x' })).rejects.toBeInstanceOf(
      SmsNotSentError,
    );
    expect(saved).toEqual([]);
  });
});
