import { errorCatalogue } from '../../common/errors/coded-error';

/** The chat's refusals. Questions it cannot answer get a reply, not an error. */
export const CHAT_ERRORS = errorCatalogue({
  CHAT_TOO_FAST: 'You are sending messages too quickly. Please wait a minute.',
  CHAT_MESSAGE_NOT_TEXT: 'message must be text.',
  CHAT_MESSAGE_TOO_LONG: 'Your message is too long. Please keep it to {max} characters.',
  CHAT_LANGUAGE_UNKNOWN: 'language must be one of: {choices}.',
});
