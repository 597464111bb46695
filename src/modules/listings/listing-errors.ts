import { errorCatalogue } from '../../common/errors/coded-error';

/**
 * Every refusal of the listings API, code → English sentence. `{field}` and `{fields}` are form
 * field names (frontImage, vehicleMake) the client shows by their labels; `$property` is the
 * request field a validation message is about.
 */
export const LISTING_ERRORS = errorCatalogue({
  LISTING_NOT_FOUND: 'This listing does not exist or has been removed.',
  LISTING_NOT_OWNER: 'You can only manage your own listings.',
  DUPLICATE_POST_HASH: 'A listing with this postHash already exists.',
  POSTING_TOO_FAST: 'You are already posting. Please wait for your other posts to finish.',
  REQUIRED_IMAGES: 'Please upload all required images: {fields}',
  NO_REPLACEMENT_IMAGE:
    'Send at least one photo to replace: frontImage, backImage, rightImage or leftImage.',
  IMAGE_NOT_SUPPORTED: '{field} must be a JPEG, PNG or WebP image.',
  IMAGE_TOO_MANY_PIXELS: '{field} is too large: at most {megapixels} megapixels.',
  IMAGE_UNREADABLE: '{field} could not be read as an image.',
  IMAGE_TOO_LARGE: '{field} is too large: each image may be at most {megabytes} MB.',
  UNEXPECTED_FILE:
    'Unexpected file field: {field}. Send frontImage, backImage, rightImage and leftImage.',
  UPLOAD_UNREADABLE: 'The upload could not be read.',
  PHOTO_MISSING: 'Choose a photo to upload: a JPEG, PNG or WebP image, sent as photo.',
  PHOTO_SENT_TWICE:
    '{field} was sent both as a photo and as the id of one uploaded before: send one.',
  STAGED_PHOTO_GONE:
    'These photos are no longer waiting to be posted (uploaded more than a day ago, or posted already). Please choose them again: {fields}',
  STAGED_PHOTO_TAKEN:
    'These photos have just been posted in another listing. Please choose them again.',
  TOO_MANY_STAGED_PHOTOS:
    'You have {max} photos waiting to be posted. Post your listing, or wait a day for the unused ones to go.',
  UPLOAD_REFUSED: 'The upload was refused: {reason}.',
  POST_HASH_INVALID: '$property may hold only letters, digits, - and _.',
  NOT_A_NUMBER: '$property must be a number.',
  NOT_A_CURRENCY: '$property must be ETB or USD.',
  FILTER_NOT_FOR_TYPE: '{filter} is not a filter of {type} listings.',
  PRICE_SORT_NEEDS_CURRENCY: 'Sorting by price needs a currency: ETB or USD.',
  PAGE_CURSOR_INVALID: 'This page link is out of date. Please open the page again.',
  RANGE_REVERSED: '{min} must not be more than {max}.',
  ALIAS_MISMATCH: '$property must be the same as {other}.',
  NOT_DUE_FOR_RENEWAL:
    'This listing can be renewed once it has expired, or in the last {days} days before it does.',
  NOT_IN_THAT_STATUS: 'This listing has changed meanwhile. Please reload it.',
  RENEWAL_LINK_INVALID: 'This renewal link is not valid. Sign in to renew the listing.',
  RENEWAL_LINK_EXPIRED: 'This renewal link has expired. Sign in to renew the listing.',
});
