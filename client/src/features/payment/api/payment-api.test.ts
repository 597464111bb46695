import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { changeLanguage } from '../../../app/i18n';
import { mockApi } from '../../../test/mock-api';
import '../i18n';
import { paymentApi } from './payment-api';

const INTENT = { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' };
const CONFIRM = 'POST /api/sandbox/stripe/v1/payment_intents/pi_1/confirm';
const decline = (code: string, message: string) => () =>
  [402, { error: { type: 'card_error', code, message }, message }] as [number, unknown];

async function refusal(): Promise<ApiError> {
  try {
    await paymentApi.confirmSandboxCard(INTENT, '4000 0000 0000 0002', 'Payment failed');
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the card was not refused');
}

describe("The card provider's refusals", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it.each([
    ['en', 'card_declined', 'Your card was declined.'],
    ['en', 'incorrect_number', 'Your card number is incorrect.'],
    ['am', 'card_declined', 'ካርድዎ ክፍያውን አልተቀበለም።'],
    ['am', 'incorrect_number', 'የካርድ ቁጥርዎ ትክክል አይደለም።'],
  ] as const)('are in the user’s language (%s, %s)', async (language, code, text) => {
    await changeLanguage(language);
    mockApi({ [CONFIRM]: decline(code, 'Stripe’s own words.') });
    const error = await refusal();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(402);
    expect(error.message).toBe(text);
  });

  it('keep the provider’s own words for a code the app does not know', async () => {
    mockApi({ [CONFIRM]: decline('expired_card', 'Your card has expired.') });
    expect((await refusal()).message).toBe('Your card has expired.');
  });
});
