// Which page of this browser is sending what, through the Web Locks API: a page holds a lock for as
// long as it sends a message or a playbook change, so another page leaves that send alone — and a
// page that closed mid-send released its locks with it, so its sends can be taken up at once.

// Older browsers and the test environment have no Web Locks.
const webLocks = (): LockManager | undefined => (globalThis.navigator as Navigator | undefined)?.locks;

export const sendLockName = (clientMessageId: string) => `playcaller-send:${clientMessageId}`;
export const playbookOpLockName = (seq: number) => `playcaller-playbook-op:${seq}`;
/** Held by the one page (or the service worker) replaying the outbox. */
export const OUTBOX_FLUSH_LOCK = 'playcaller-outbox-flush';
/** Held by the one page replaying chat renames, pins and deletions. */
export const CHAT_OPS_LOCK = 'playcaller-chat-ops';

/** Runs one send under the named lock, where the browser has the Web Locks API. */
export function holdingLock<T>(name: string, send: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  // The lock is held until the send settles, and request() resolves to what the send resolves to.
  return locks ? (locks.request(name, send) as Promise<T>) : send();
}

/** Runs one message's send under its lock. */
export const holdingSendLock = <T>(clientMessageId: string, send: () => Promise<T>) =>
  holdingLock(sendLockName(clientMessageId), send);

/** The locks pages of this browser hold now; null where the browser cannot tell. */
export async function heldLocks(): Promise<Set<string> | null> {
  const locks = webLocks();
  if (!locks) return null;
  const { held = [] } = await locks.query();
  return new Set(held.map((lock) => lock.name ?? ''));
}

/** The sends other pages of this browser are making now (none known without Web Locks). */
export async function sendsInOtherPages(): Promise<Set<string>> {
  return (await heldLocks()) ?? new Set();
}
