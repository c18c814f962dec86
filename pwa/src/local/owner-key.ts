// Whose data a row is, without the database: first paint names the owner before Dexie loads.

/** Whose chat list a session appears in: the signed-in user's, or this browser's guest list. */
export const GUEST_OWNER_KEY = 'guest';
export const ownerKeyOf = (userId: string | null) => (userId ? `user:${userId}` : GUEST_OWNER_KEY);
