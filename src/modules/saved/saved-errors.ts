import { errorCatalogue } from '../../common/errors/coded-error';

/** Favourites, saved searches and their alerts. */
export const SAVED_ERRORS = errorCatalogue({
  FAVOURITE_NOT_FOUND: 'This listing is not in your favourites.',
  TOO_MANY_FAVOURITES: 'You can keep at most {max} favourites. Remove some first.',
  SAVED_SEARCH_NOT_FOUND: 'This saved search does not exist.',
  TOO_MANY_SAVED_SEARCHES: 'You can keep at most {max} saved searches. Delete some first.',
  ALERT_NOT_FOUND: 'This alert does not exist.',
  UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is not valid.',
});
