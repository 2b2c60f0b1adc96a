import { createHash } from 'node:crypto';

/**
 * Only this digest of a mailed link's token is stored (password recovery, company invitations):
 * the token itself travels in the mail and nowhere else, so a leaked table opens nothing.
 */
export const digestToken = (token: string) => createHash('sha256').update(token).digest('hex');
