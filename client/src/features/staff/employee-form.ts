import {
  COUNTRY_CODES,
  composePhone,
  phoneRequiredParts,
  type PhoneValue,
} from '../auth/components/PhoneField';
import { firstAccountFormError } from '../auth/validation';

/** The spec's minimum for an employee's phone, country code included. */
export const EMPLOYEE_PHONE_MIN_LENGTH = 9;

export interface EmployeeFormValues {
  email: string;
  /** Only when adding. */
  password?: string;
  firstName: string;
  lastName: string;
  phone: PhoneValue;
  role: 1 | 2 | 3;
  active: boolean;
}

/**
 * The i18n key of the first problem, in the spec's order: everything filled, the e-mail, the
 * password (when adding), then the phone's length.
 */
export function firstEmployeeFormError(values: EmployeeFormValues): string | null {
  const problem = firstAccountFormError({
    email: values.email,
    ...(values.password !== undefined ? { password: values.password } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    ...phoneRequiredParts(values.phone),
  });
  if (problem) return problem;
  if (composePhone(values.phone).length < EMPLOYEE_PHONE_MIN_LENGTH) {
    return 'staff.form.phoneTooShort';
  }
  return null;
}

/** A stored number back into the picker: a known country code, else 'Other' with its code. */
export function splitPhone(stored: string): PhoneValue {
  const known = COUNTRY_CODES.filter((c) => c.code !== 'other')
    .map((c) => c.code as string)
    // +1 must not win over a longer code that starts the same way.
    .sort((a, b) => b.length - a.length)
    .find((code) => stored.startsWith(code));
  if (known) return { code: known, customCode: '', number: stored.slice(known.length) };
  const match = /^(\+\d{1,3})(\d+)$/.exec(stored);
  return match
    ? { code: 'other', customCode: match[1], number: match[2] }
    : { code: 'other', customCode: '', number: stored };
}
