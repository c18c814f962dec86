// Every header name the PWA and the API agree on, declared once for both sides.

/** Carries the session token of a signed-in user. */
export const AUTH_HEADER = 'x-auth-token';

/** Identifies an anonymous browser, so its chats stay its own until it signs in. */
export const FINGERPRINT_HEADER = 'x-browser-fingerprint';
