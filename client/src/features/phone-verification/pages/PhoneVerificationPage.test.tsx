import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codedError, lastCallTo, mockApi } from '../../../test/mock-api';
import { inLanguage } from '../../../test/language';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';

const status = (overrides: Record<string, unknown> = {}) => ({
  PhoneNumber: '+251911234567',
  phoneVerified: false,
  phoneVerifiedAt: null,
  codeExpiresAt: null,
  resendInSeconds: 0,
  ...overrides,
});
const reply = (data: Record<string, unknown>) => () =>
  [200, { status: 'success', data }] as [number, unknown];
const codeSent = status({ codeExpiresAt: '2030-01-01T10:10:00.000Z', resendInSeconds: 60 });

describe('Verify your phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a code, shows the wait before another, and verifies the number with it', async () => {
    let current = status();
    const calls = mockApi({
      'GET /api/phone-verification': () => reply(current)(),
      'POST /api/phone-verification/send-code': () => reply((current = codeSent))(),
      'POST /api/phone-verification/confirm': (body) =>
        (body as { code: string }).code === '123456'
          ? reply(status({ phoneVerified: true, phoneVerifiedAt: '2030-01-01T10:01:00.000Z' }))()
          : codedError(400, 'PHONE_CODE_INVALID', 'Wrong code.', { params: { attemptsLeft: 4 } }),
    });
    renderApp('/account/phone', SELLER_SESSION);
    expect(
      await screen.findByText('Your phone number +251911234567 is not verified yet.'),
    ).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We sent a 6-digit code to +251911234567. It works for 10 minutes.'),
    ).toBeVisible();
    expect(lastCallTo(calls, '/api/phone-verification/send-code', 'POST').body).toEqual({
      language: 'en',
    });
    const resend = screen.getByRole('button', { name: /Send a new code in (60|59) s/ });
    expect(resend).toBeDisabled();

    const field = screen.getByRole('textbox', { name: /Code from the SMS/ });
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6 digits from the SMS.');

    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong code. You have 4 tries left.',
    );

    fireEvent.change(field, { target: { value: '123-456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your phone number is verified.')).toBeVisible();
    expect(screen.getByText('Your phone number +251911234567 is verified.')).toBeVisible();
    expect(screen.getByText('Phone verified')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });

  it('changes the number, which then has to be verified', async () => {
    const calls = mockApi({
      'GET /api/phone-verification': reply(status({ phoneVerified: true })),
      'PUT /api/phone-verification/number': (body) =>
        reply(status({ PhoneNumber: (body as { PhoneNumber: string }).PhoneNumber }))(),
    });
    renderApp('/account/phone', BUYER_SESSION);
    fireEvent.click(await screen.findByRole('button', { name: 'Change number' }));
    const field = screen.getByRole('textbox', { name: /Phone number/ });
    fireEvent.change(field, { target: { value: '+251922000111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('Number saved. Send a code to verify it.')).toBeVisible();
    expect(screen.getByText('Your phone number +251922000111 is not verified yet.')).toBeVisible();
    expect(lastCallTo(calls, '/api/phone-verification/number', 'PUT').body).toEqual({
      PhoneNumber: '+251922000111',
    });
  });

  it('says in Amharic how long to wait, and asks for the SMS in Amharic', async () => {
    await inLanguage('am', async () => {
      const calls = mockApi({
        'GET /api/phone-verification': reply(status()),
        'POST /api/phone-verification/send-code': () =>
          codedError(429, 'PHONE_CODE_RESEND_TOO_SOON', 'Please wait 42 seconds.', {
            params: { seconds: 42 },
          }),
      });
      renderApp('/account/phone', SELLER_SESSION);
      fireEvent.click(await screen.findByRole('button', { name: 'ኮድ ላክ' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'ሌላ ኮድ ከመላክዎ በፊት እባክዎ 42 ሰከንድ ይጠብቁ።',
      );
      expect(lastCallTo(calls, '/api/phone-verification/send-code', 'POST').body).toEqual({
        language: 'am',
      });
    });
  });

  it('is in the account menu of sellers and buyers', async () => {
    mockApi({ 'GET /api/phone-verification': reply(status()) });
    renderApp('/account/phone', BUYER_SESSION);
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Verify your phone' })).toHaveAttribute(
      'href',
      '/account/phone',
    );
  });
});
