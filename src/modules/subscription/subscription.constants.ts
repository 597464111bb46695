/** ETB charged for one post, and the balance a seller needs to post. */
export const POST_FEE_ETB = 500;
export const SELLER_CURRENCY = 'ETB';
