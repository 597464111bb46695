import { describe, expect, it } from 'vitest';
import { EMPTY_PHONE } from '../auth/components/PhoneField';
import { firstEmployeeFormError, splitPhone, type EmployeeFormValues } from './employee-form';
import { niceCeiling } from './components/IncomeChart';

const complete: EmployeeFormValues = {
  email: 'hana@gebeya.et',
  password: 'a long password',
  firstName: 'Hana',
  lastName: 'Girma',
  phone: { ...EMPTY_PHONE, number: '911223344' },
  role: 1,
  active: true,
};

describe('employee form checks', () => {
  it('accepts a complete form, and an edit without a password', () => {
    expect(firstEmployeeFormError(complete)).toBeNull();
    expect(firstEmployeeFormError({ ...complete, password: undefined })).toBeNull();
  });

  it('reports the first problem in the spec order', () => {
    expect(firstEmployeeFormError({ ...complete, email: 'x', firstName: ' ' })).toBe(
      'validation.required',
    );
    expect(firstEmployeeFormError({ ...complete, email: 'x', password: 'short' })).toBe(
      'validation.invalidEmail',
    );
    expect(firstEmployeeFormError({ ...complete, password: 'short' })).toBe(
      'validation.passwordTooShort',
    );
    expect(firstEmployeeFormError({ ...complete, phone: { ...EMPTY_PHONE, number: '0911' } })).toBe(
      'staff.form.phoneTooShort',
    );
  });

  it("needs the custom code when 'Other' is chosen", () => {
    expect(
      firstEmployeeFormError({
        ...complete,
        phone: { code: 'other', customCode: '', number: '8012345678' },
      }),
    ).toBe('validation.required');
  });
});

describe('splitPhone', () => {
  it.each([
    ['+251911223344', { code: '+251', customCode: '', number: '911223344' }],
    ['+12025550143', { code: '+1', customCode: '', number: '2025550143' }],
    ['+447911123456', { code: '+44', customCode: '', number: '7911123456' }],
    ['+2348012345678', { code: 'other', customCode: '+234', number: '8012345678' }],
  ])('reads %s back into the picker', (stored, value) => {
    expect(splitPhone(stored)).toEqual(value);
  });
});

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [800, 1000],
    [1200, 2000],
    [2050, 5000],
    [5000, 5000],
    [0.4, 0.5],
  ])('rounds %d up to %d', (value, ceiling) => {
    expect(niceCeiling(value)).toBeCloseTo(ceiling);
  });
});
