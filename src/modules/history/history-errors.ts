import { errorCatalogue } from '../../common/errors/coded-error';

/** Marking a listing rented or sold, with the spec's texts. */
export const HISTORY_ERRORS = errorCatalogue({
  SELECT_A_BUYER: 'Please select a buyer.',
  INVALID_BUYER: 'Invalid buyer selection.',
  POST_MISSING: 'Missing seller credentials or post identifier.',
  DEAL_ALREADY_CLOSED: 'This listing or request has just changed. Please reload and try again.',
});
