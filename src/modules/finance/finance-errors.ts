import { errorCatalogue } from '../../common/errors/coded-error';

/** Costs and the income report. */
export const FINANCE_ERRORS = errorCatalogue({
  COST_AMOUNT_INVALID: 'amount must be a number above 0 with at most 2 decimals.',
  COST_AMOUNT_TOO_LARGE: 'amount must be at most {max}.',
  COST_DATE_IN_FUTURE: 'costDate cannot be in the future.',
  INCOME_RANGE_REVERSED: 'from must not be after to.',
});
