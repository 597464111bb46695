import { errorCatalogue } from '../errors/coded-error';

/**
 * What the validation pipe answers, with the spec's texts word for word (the reset page's
 * password text has no full stop). `$property` is the request field's name.
 */
export const VALIDATION_ERRORS = errorCatalogue({
  REQUIRED: 'All fields are required.',
  INVALID_EMAIL: 'Invalid email format.',
  PASSWORD_TOO_SHORT: 'Password must be at least 10 characters long.',
  RESET_PASSWORD_TOO_SHORT: 'Password must be at least 10 characters long',
  PASSWORD_TOO_LONG: 'Password must be at most {max} characters long.',
  PHONE_TOO_SHORT: 'Phone number must be at least 9 characters long.',
  INVALID_PHONE: 'Invalid phone number. Use the country code and the number without its leading 0.',
  REQUIRED_FIELDS: 'Please fill all required fields: {fields}',
  TOO_LONG: '$property must be at most {max} characters long.',
  NOT_TEXT: '$property must be text.',
  OUT_OF_RANGE: '$property must be a number from {min} to {max}.',
  NOT_A_CHOICE: '$property must be one of: {choices}.',
  NOT_A_PUBLIC_HASH: '$property must be 26 uppercase letters or digits.',
  UNKNOWN_FIELD: 'Unknown field: {field}.',
  INVALID_VALUE: '$property is not valid.',
  FIELD_REQUIRED: '$property is required.',
  NOT_A_WHOLE_NUMBER: '$property must be a whole number.',
  NOT_A_WHOLE_NUMBER_FROM: '$property must be a whole number from {min}.',
  NOT_A_WHOLE_NUMBER_IN_RANGE: '$property must be a whole number from {min} to {max}.',
  NUMBER_TOO_LARGE: '$property is too large.',
  NOT_ONE_OF: '$property must be one of {choices}.',
  NOT_A_SORT_ORDER: '$property must be asc or desc.',
  NOT_A_DATE: '$property must be a date (YYYY-MM-DD).',
  NOT_TRUE_OR_FALSE: '$property must be true or false.',
  BODY_TOO_DEEP: 'The request body is nested too deeply (at most {max} levels).',
});

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** Employee phone numbers: the spec's minimum, country code included. */
export const EMPLOYEE_PHONE_MIN_LENGTH = 9;
