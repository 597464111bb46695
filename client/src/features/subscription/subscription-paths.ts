/** The spec spells the buyer's page 'subscibe'; links across the app already point there. */
export const BUYER_SUBSCRIBE_PATH = '/buyer/subscibe';
