// Which page of this browser is sending which message, through the Web Locks API: a page holds a
// message's lock for as long as it sends it, so a page starting up leaves that send alone.

// Older browsers and the test environment have no Web Locks.
const webLocks = (): LockManager | undefined => (globalThis.navigator as Navigator | undefined)?.locks;

export const sendLockName = (clientMessageId: string) => `playcaller-send:${clientMessageId}`;

/** Runs one send under its lock, where the browser has the Web Locks API. */
export function holdingSendLock<T>(clientMessageId: string, send: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  // The lock is held until the send settles, and request() resolves to what the send resolves to.
  return locks ? (locks.request(sendLockName(clientMessageId), send) as Promise<T>) : send();
}

/** The sends other pages of this browser are making now (none known without Web Locks). */
export async function sendsInOtherPages(): Promise<Set<string>> {
  const locks = webLocks();
  if (!locks) return new Set();
  const { held = [] } = await locks.query();
  return new Set(held.map((lock) => lock.name ?? ''));
}
