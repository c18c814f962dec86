// Small values kept by the browser (SPEC §3 "Browser-kept data"). Larger, structured data lives
// in Dexie (db.ts). Storage can throw in private modes or when full: reads fall back, writes are
// best effort.

const KEYS = {
  token: 'token',
  cachedUser: 'user',
  theme: 'theme',
  fingerprint: 'browserFingerprint',
  hasSeenWelcomeDialog: 'hasSeenWelcomeDialog',
  hasInteractedWithChat: 'hasInteractedWithChat',
} as const;

const SESSION_KEYS = {
  paidReloadDone: 'subscriptionRefreshReloadDone',
  lastQuizPoints: 'lastQuizPoints',
  refreshedNoticeHeld: 'subscriptionRefreshedNoticeHeld',
  premiumActivatedFor: 'premiumActivatedFor',
} as const;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // storage unavailable: the value lives only as long as the page
  }
}

/** The stored theme (SPEC §3): 'system' or 'dark', dark by default. */
export type Theme = 'system' | 'dark';
const THEMES: readonly Theme[] = ['system', 'dark'];
const DEFAULT_THEME: Theme = 'dark';

const local = () => window.localStorage;

// The page that shows the landing story listens for messages sent, to make way for the chat.
const interactionListeners = new Set<() => void>();
const session = () => window.sessionStorage;

export const browserStore = {
  getToken: () => read(local, KEYS.token),
  setToken: (token: string | null) => write(local, KEYS.token, token),
  /** The signed-in user as the server last sent it (JSON; parsed by the auth feature's schema). */
  getCachedUserRaw: () => read(local, KEYS.cachedUser),
  setCachedUserRaw: (json: string | null) => write(local, KEYS.cachedUser, json),
  hasSeenWelcome: () => read(local, KEYS.hasSeenWelcomeDialog) === 'true',
  markWelcomeSeen: () => write(local, KEYS.hasSeenWelcomeDialog, 'true'),
  hasInteractedWithChat: () => read(local, KEYS.hasInteractedWithChat) === 'true',
  markInteractedWithChat: () => {
    write(local, KEYS.hasInteractedWithChat, 'true');
    for (const listener of interactionListeners) listener();
  },
  /** Calls back on each message sent, here or (the first) in another tab; returns the unsubscribe. */
  onInteractedWithChat: (listener: () => void) => {
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === KEYS.hasInteractedWithChat) listener();
    };
    interactionListeners.add(listener);
    window.addEventListener('storage', fromOtherTab);
    return () => {
      interactionListeners.delete(listener);
      window.removeEventListener('storage', fromOtherTab);
    };
  },
  /** The stored theme; a missing or unknown value is replaced by the default, which is stored. */
  theme: (): Theme => {
    const stored = read(local, KEYS.theme);
    const theme = THEMES.find((candidate) => candidate === stored);
    if (theme) return theme;
    write(local, KEYS.theme, DEFAULT_THEME);
    return DEFAULT_THEME;
  },
  getFingerprintRaw: () => read(local, KEYS.fingerprint),
  setFingerprint: (value: string) => write(local, KEYS.fingerprint, value),
  paidReloadDone: () => read(session, SESSION_KEYS.paidReloadDone) === 'true',
  markPaidReloadDone: () => write(session, SESSION_KEYS.paidReloadDone, 'true'),
  holdRefreshedNotice: () => write(session, SESSION_KEYS.refreshedNoticeHeld, 'true'),
  takeRefreshedNotice: () => {
    const held = read(session, SESSION_KEYS.refreshedNoticeHeld) === 'true';
    write(session, SESSION_KEYS.refreshedNoticeHeld, null);
    return held;
  },
  markPremiumActivated: (userId: string) => write(session, SESSION_KEYS.premiumActivatedFor, userId),
  /** The user whose Premium became active in this tab, if any. */
  premiumActivatedFor: () => read(session, SESSION_KEYS.premiumActivatedFor),
  setLastQuizPoints: (points: number) => write(session, SESSION_KEYS.lastQuizPoints, String(points)),
  getLastQuizPoints: () => Number(read(session, SESSION_KEYS.lastQuizPoints) ?? 0) || 0,
};

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A 21-character random id (nanoid's alphabet), from the platform's secure random source. */
export function randomId(length = 21): string {
  let id = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(length))) id += ID_ALPHABET[byte & 63];
  return id;
}

/** 'fp_' + a random id, created once per browser. */
export function browserFingerprint(): string {
  const stored = browserStore.getFingerprintRaw();
  if (stored && /^fp_[A-Za-z0-9_-]{21}$/.test(stored)) return stored;
  const created = `fp_${randomId()}`;
  browserStore.setFingerprint(created);
  return created;
}
