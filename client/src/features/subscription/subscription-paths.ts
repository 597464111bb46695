/** The spec spells the buyer's page 'subscibe'; links across the app already point there. */
export const BUYER_SUBSCRIBE_PATH = '/buyer/subscibe';

/** Linked from the seller's low-balance message: it leads each user to their own page. */
export const SUBSCRIBE_REDIRECT_PATH = '/subscribe';
