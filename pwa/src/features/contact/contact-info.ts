/**
 * The support address shown on /contact. The server sends contact requests to its own
 * SUPPORT_EMAIL setting; this is only what visitors read, and matches that setting's default.
 */
export { SUPPORT_EMAIL as SUPPORT_EMAIL_DISPLAY } from '../../../../shared/constants';

/** Support terms from SPEC §2 (Contact) and §9 (response time). */
export const SUPPORT_TERMS = {
  chat: 'Available for Premium subscribers',
  responseTimes: '1-2 business days; Premium subscribers receive priority support',
} as const;
