import { describe, expect, it } from 'vitest';
import { SELLER_SESSION } from '../../test/render';
import {
  clearSession,
  firstNameOf,
  readSession,
  SESSION_HINT_COOKIE,
  SESSION_STORAGE_KEY,
  syncSessionHint,
  writeSession,
} from './session';

const hint = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`))
    ?.split('=')[1];

/** A token whose JWT `exp` is `seconds` from now. */
const tokenExpiringIn = (seconds: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.s`;

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

  it('tells the server through a cookie, without the token, whether a live session is kept', () => {
    writeSession(SELLER_SESSION);
    expect(hint()).toBe('1');
    expect(document.cookie).not.toContain(SELLER_SESSION.token);
    clearSession();
    expect(hint()).toBeUndefined();

    // A session stored before the hint existed gets it at the next start; an expired one loses it.
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SELLER_SESSION));
    syncSessionHint();
    expect(hint()).toBe('1');
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...SELLER_SESSION, token: tokenExpiringIn(-60) }),
    );
    syncSessionHint();
    expect(hint()).toBeUndefined();
    localStorage.clear();
  });
});
