import { describe, expect, it } from 'vitest';
import i18n from '../../../app/i18n';
import { APP_ROUTES } from '../../../app/router/routes';
import '../i18n';
import { resolveNavigation } from './resolve-navigation';

/** The app's own pages, names and chat words: what the assistant resolves against in use. */
function resolve(message: string, viewer: object) {
  const english = i18n.getFixedT('en');
  const words = (path: string) => {
    const byPath = english('chat.pageWords', { returnObjects: true }) as Record<string, unknown>;
    const found = byPath?.[path];
    return Array.isArray(found) ? (found as string[]) : [];
  };
  return resolveNavigation(message, APP_ROUTES, viewer as never, (key) => [english(key)], words);
}

const SELLER = { session: { userType: 'seller', token: 't', userDetails: {} } };
const staff = (level: number) => ({
  session: { userType: 'employee', token: 't', userDetails: {} },
  employeeRole: level,
});

describe('Chat navigation over the app’s pages', () => {
  it.each(['take me to post history', 'take me to history'])(
    'takes a seller to their own history: %s',
    (message) => {
      expect(resolve(message, SELLER)).toMatchObject({ kind: 'navigate', path: '/seller/history' });
    },
  );

  it.each(['take me to post history', 'take me to history'])(
    'takes an admin to the back-office history: %s',
    (message) => {
      expect(resolve(message, staff(3))).toMatchObject({
        kind: 'navigate',
        path: '/employee/seller/history',
      });
    },
  );

  it('tells a level-1 employee the back-office history is for managers and admins', () => {
    expect(resolve('take me to history', staff(1))).toMatchObject({
      kind: 'denied',
      required: ['manager', 'admin'],
    });
  });
});
