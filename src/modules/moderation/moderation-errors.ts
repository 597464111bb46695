import { errorCatalogue } from '../../common/errors/coded-error';

/** Reporting a listing, and the moderators' actions on reported, flagged and pending ones. */
export const MODERATION_ERRORS = errorCatalogue({
  REPORT_REASON_INVALID: 'Please choose why you are reporting this listing.',
  REPORT_NOTE_REQUIRED: 'Please say what is wrong when you choose "Other".',
  REPORT_NOTE_TOO_LONG: 'The note must be at most {max} characters long.',
  REPORT_OWN_LISTING: 'You cannot report your own listing.',
  LISTING_ALREADY_REPORTED:
    'You have already reported this listing. A moderator will look at it soon.',
  TOO_MANY_REPORTS:
    'You have sent many reports in a short time. Please try again in {minutes} minutes.',
  MODERATION_REASON_REQUIRED: 'Please give a reason.',
  MODERATION_REASON_TOO_SHORT: 'The reason must be at least {min} characters long.',
  MODERATION_REASON_TOO_LONG: 'The reason must be at most {max} characters long.',
  NOTHING_TO_DISMISS: 'This listing has no open reports and no flag.',
});
