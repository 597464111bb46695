import { describe, expect, it } from 'vitest';
import { SELLER_SESSION } from '../../test/render';
import {
  clearSession,
  firstNameOf,
  readSession,
  SESSION_STORAGE_KEY,
  writeSession,
} from './session';

describe('stored session', () => {
  it('round-trips under the key "user"', () => {
    writeSession(SELLER_SESSION);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(SELLER_SESSION);
    expect(readSession()).toEqual(SELLER_SESSION);
    expect(firstNameOf(readSession()!)).toBe('Abebe');
    clearSession();
    expect(readSession()).toBeNull();
  });

  it.each([
    'not json',
    JSON.stringify({ token: '', userType: 'seller', userDetails: {} }),
    JSON.stringify({ token: 't', userType: 'admin', userDetails: {} }),
    JSON.stringify({ token: 't', userType: 'buyer' }),
  ])('treats a malformed session as signed out: %s', (raw) => {
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    expect(readSession()).toBeNull();
  });
});
