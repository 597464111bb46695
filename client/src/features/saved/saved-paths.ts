/** The signed-in seller's or buyer's saved listings, saved searches and alerts. */
export const FAVOURITES_PATH = '/account/favourites';
export const SAVED_SEARCHES_PATH = '/account/saved-searches';
export const ALERTS_PATH = '/alerts';
/** Where an alert e-mail's unsubscribe link leads (no sign-in). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** The account menu's entries of a seller or buyer. */
export const SAVED_MENU = [
  { to: FAVOURITES_PATH, labelKey: 'saved.menu.favourites' },
  { to: SAVED_SEARCHES_PATH, labelKey: 'saved.menu.searches' },
  { to: ALERTS_PATH, labelKey: 'saved.menu.alerts' },
];
