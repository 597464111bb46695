import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { StoredSession } from '../../../app/auth/session';

type Schemas = components['schemas'];
export type RegisterSellerInput = Schemas['RegisterSellerDto'];
export type RegisterBuyerInput = Schemas['RegisterBuyerDto'];

export const authApi = {
  registerSeller: (body: RegisterSellerInput) =>
    unwrap(api.POST('/api/seller/register', { body }), 'An error occurred during registration.'),
  registerBuyer: (body: RegisterBuyerInput) =>
    unwrap(api.POST('/api/buyer/register', { body }), 'An error occurred during registration.'),
  login: async (email: string, password: string): Promise<StoredSession> => {
    const reply = await unwrap(
      api.POST('/api/user/login', { body: { email, password } }),
      'An error occurred during login.',
    );
    return reply.data as unknown as StoredSession;
  },
  me: () => unwrap(api.GET('/api/user/me'), 'Failed to check your session.'),
  sendOtp: (email: string) =>
    unwrap(api.POST('/api/user/send-otp', { body: { email } }), 'Failed to send OTP'),
  resetPassword: (body: Schemas['VerifyOtpResetDto']) =>
    unwrap(api.POST('/api/user/verify-otp-reset', { body }), 'Failed to reset password'),
};
