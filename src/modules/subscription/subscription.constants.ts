/** ETB charged for one post, and the balance a seller needs to post. */
export const POST_FEE_ETB = 500;
export const SELLER_CURRENCY = 'ETB';

/** A buyer subscription: 250 ETB for 6 months, and 2 free contact trials before it. */
export const BUYER_SUBSCRIPTION_ETB = 250;
export const BUYER_SUBSCRIPTION_MONTHS = 6;
export const BUYER_FREE_TRIALS = 2;
/** How long a free trial started without naming a seller waits for the buyer's next address read. */
export const STARTED_TRIAL_MINUTES = 10;
