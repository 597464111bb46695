/** The back-office's moderation queue (managers and admins). */
export const MODERATION_PATH = '/employee/moderation';
