import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';

export type PhoneStatus = components['schemas']['PhoneVerificationStatusDto'];
export type SmsLanguage = 'en' | 'am';

export const phoneKeys = { status: ['phone-verification', 'status'] as const };

/** The signed-in seller's or buyer's phone number and its verification. */
export const phoneVerificationApi = {
  async status(fallback: string): Promise<PhoneStatus> {
    return (await unwrap(api.GET('/api/phone-verification'), fallback)).data;
  },

  async sendCode(language: SmsLanguage, fallback: string): Promise<PhoneStatus> {
    return (
      await unwrap(api.POST('/api/phone-verification/send-code', { body: { language } }), fallback)
    ).data;
  },

  async confirm(code: string, fallback: string): Promise<PhoneStatus> {
    return (await unwrap(api.POST('/api/phone-verification/confirm', { body: { code } }), fallback))
      .data;
  },

  async changeNumber(PhoneNumber: string, fallback: string): Promise<PhoneStatus> {
    return (
      await unwrap(api.PUT('/api/phone-verification/number', { body: { PhoneNumber } }), fallback)
    ).data;
  },
};
