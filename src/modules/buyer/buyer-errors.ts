import { errorCatalogue } from '../../common/errors/coded-error';

/** The refusals of "Notify the seller" and of the requests a seller receives. */
export const BUYER_ERRORS = errorCatalogue({
  SUBSCRIPTION_NEEDED_TO_NOTIFY: 'You need an active subscription to notify the seller.',
  NOT_THIS_SELLERS_LISTING: "This listing does not exist or is not this seller's.",
  REQUEST_NOT_FOUND: 'This request does not exist.',
  NOT_YOUR_REQUEST: 'You can only delete requests sent to you.',
  REQUEST_ID_REQUIRED: 'buyerRequestId is required.',
  NOTIFY_SELLER_ID_REQUIRED: 'sellerId is required.',
});
