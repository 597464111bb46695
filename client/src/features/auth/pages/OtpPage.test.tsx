import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { apiError, codedError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

async function toStepTwo() {
  await userEvent.type(await screen.findByLabelText('Email', { exact: true }), 'abebe@example.et');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText('OTP has been sent to abebe@example.et');
}

async function fillStepTwo(otp: string, password: string, confirmation: string) {
  if (otp) await userEvent.type(screen.getByLabelText('OTP code'), otp);
  await userEvent.type(screen.getByLabelText('New password', { exact: true }), password);
  await userEvent.type(screen.getByLabelText('Confirm password', { exact: true }), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('Password reset', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the code, then resets with the otpToken and goes to login', async () => {
    const calls = mockApi({
      'POST /api/user/send-otp': () => [
        200,
        { status: 'success', message: 'sent', otpToken: 'tok-123' },
      ],
      'POST /api/user/verify-otp-reset': () => [200, { status: 'success', message: 'done' }],
    });
    const { router } = renderApp('/otp');
    await toStepTwo();
    await fillStepTwo('123456', 'a new long password', 'a new long password');
    expect(
      await screen.findByText('Password reset successfully! Redirecting to login...'),
    ).toBeInTheDocument();
    expect(calls[1].body).toEqual({
      email: 'abebe@example.et',
      otp: '123456',
      newPassword: 'a new long password',
      otpToken: 'tok-123',
    });
    await vi.waitFor(() => expect(router.location.pathname).toBe('/login'), {
      timeout: 3000,
    });
  });

  it.each([
    ['', 'a new long password', 'a new long password', 'All fields are required.'],
    ['123456', 'a new long password', 'another password!', 'Passwords do not match'],
    ['123456', 'short', 'short', 'Password must be at least 10 characters long'],
  ])('checks step two: otp=%s', async (otp, password, confirmation, message) => {
    mockApi({
      'POST /api/user/send-otp': () => [200, { status: 'success', message: 'sent', otpToken: 't' }],
    });
    renderApp('/otp');
    await toStepTwo();
    await fillStepTwo(otp, password, confirmation);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("shows the server's message when the code is wrong", async () => {
    mockApi({
      'POST /api/user/send-otp': () => [200, { status: 'success', message: 'sent', otpToken: 't' }],
      'POST /api/user/verify-otp-reset': () => apiError(400, 'Invalid or expired OTP.'),
    });
    renderApp('/otp');
    await toStepTwo();
    await fillStepTwo('000000', 'a new long password', 'a new long password');
    expect(await screen.findByText('Invalid or expired OTP.')).toBeInTheDocument();
  });

  it("says a wrong code and the success in Amharic, never the server's English", async () => {
    await inLanguage('am', async () => {
      let attempts = 0;
      mockApi({
        'POST /api/user/send-otp': () => [
          200,
          { status: 'success', message: 'If an account uses this email, …', otpToken: 't' },
        ],
        'POST /api/user/verify-otp-reset': () =>
          ++attempts === 1
            ? codedError(400, 'OTP_INVALID', 'Invalid or expired OTP.')
            : [200, { status: 'success', message: 'Password reset successfully!' }],
      });
      renderApp('/otp');
      await userEvent.type(await screen.findByLabelText('ኢሜይል', { exact: true }), 'a@b.et');
      await userEvent.click(screen.getByRole('button', { name: 'OTP ላክ' }));
      await screen.findByText('OTP ወደ a@b.et ተልኳል');
      await userEvent.type(screen.getByLabelText('የOTP ኮድ'), '000000');
      await userEvent.type(screen.getByLabelText('አዲስ የይለፍ ቃል', { exact: true }), 'a new long pw');
      await userEvent.type(
        screen.getByLabelText('የይለፍ ቃሉን ያረጋግጡ', { exact: true }),
        'a new long pw',
      );
      await userEvent.click(screen.getByRole('button', { name: 'የይለፍ ቃል ቀይር' }));
      expect(await screen.findByText('OTP ትክክል አይደለም ወይም ጊዜው አልፎበታል።')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'የይለፍ ቃል ቀይር' }));
      expect(
        await screen.findByText('የይለፍ ቃሉ በተሳካ ሁኔታ ተቀይሯል! ወደ መግቢያ በመሄድ ላይ...'),
      ).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/Invalid or expired|Password reset successfully/);
    });
  });

  it('says so when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderApp('/otp');
    await userEvent.type(
      await screen.findByLabelText('Email', { exact: true }),
      'abebe@example.et',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
  });
});
