import { describe, expect, it } from 'vitest';
import { firstAccountFormError, generateHash, VALIDATION } from './validation';

describe('firstAccountFormError', () => {
  const valid = { email: 'a@b.et', password: 'long enough pw', city: 'Adama' };

  it('accepts a complete, valid form', () => {
    expect(firstAccountFormError(valid)).toBeNull();
  });

  it('reports a blank field before a bad e-mail or a short password', () => {
    expect(firstAccountFormError({ email: 'bad', password: 'short', city: ' ' })).toBe(
      VALIDATION.required,
    );
  });

  it('reports a bad e-mail before a short password', () => {
    expect(firstAccountFormError({ ...valid, email: 'bad@', password: 'short' })).toBe(
      VALIDATION.invalidEmail,
    );
  });

  it('reports a short password', () => {
    expect(firstAccountFormError({ ...valid, password: 'short' })).toBe(
      VALIDATION.passwordTooShort,
    );
  });
});

describe('generateHash', () => {
  it('makes 26 uppercase letters or digits', () => {
    expect(generateHash()).toMatch(/^[A-Z0-9]{26}$/);
  });
});
