import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The API client and the app's texts as a page has them before any error was shown. */
async function freshApp() {
  vi.resetModules();
  const i18n = await import('../app/i18n');
  const client = await import('./client');
  return { ...i18n, ...client };
}

function refusal(body: unknown, status = 401) {
  return Promise.resolve({
    error: body,
    response: new Response(JSON.stringify(body), { status }),
  });
}

describe('error texts loaded when first needed', () => {
  beforeEach(() => localStorage.clear());

  it('are not part of the app as it starts', async () => {
    const { default: i18n, errorTextsReady } = await freshApp();
    expect(i18n.exists('errors.WRONG_CREDENTIALS')).toBe(false);
    await errorTextsReady();
    expect(i18n.t('errors.WRONG_CREDENTIALS')).toBe('Invalid email or password.');
  });

  it('are there when the first refusal is named', async () => {
    const { unwrap, ApiError } = await freshApp();
    const failure = unwrap(
      refusal({ code: 'WRONG_CREDENTIALS', message: 'wrong credentials' }),
      'Could not log in',
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Invalid email or password.' });
  });

  it('in Amharic too, with the English ones loaded beside them', async () => {
    localStorage.setItem('lang', 'am');
    const { unwrap, languageReady, default: i18n } = await freshApp();
    await languageReady;
    expect(i18n.language).toBe('am');
    const failure = unwrap(refusal({ code: 'WRONG_CREDENTIALS', message: 'x' }), 'fallback');
    const error = (await failure.catch((e: unknown) => e)) as Error;
    expect(error.message).not.toBe('x');
    expect(error.message).not.toBe('Invalid email or password.');
    expect(i18n.getFixedT('en')('errors.WRONG_CREDENTIALS')).toBe('Invalid email or password.');
  });
});
