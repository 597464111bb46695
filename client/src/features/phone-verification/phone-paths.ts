/** The page where a seller or buyer verifies (or changes) their phone number. */
export const PHONE_VERIFICATION_PATH = '/account/phone';
