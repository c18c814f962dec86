// The playbook as this browser keeps it, and the queue of changes that carries a signed-in user's
// edits to the server. A guest's items stay here until signing in claims them; a signed-in user's
// are written here first (so everything works offline) and replayed to the server in order, each
// change once: a change leaves the queue only when the server has acknowledged it, and every call
// it makes is idempotent (POST by the item's own id, PATCH with the same fields, DELETE).
import type { CreatePlaybookItem, PlaybookItem } from '../../../shared/contract/playbook';
import { db, GUEST_OWNER_KEY, type LocalPlaybookItem, type PlaybookOp, type PlaycallerDb } from './database';
import { heldLocks, holdingLock, playbookOpLockName } from './send-locks';

/** How long a deletion can be undone before it is carried out (a toast lasts 5 s). */
export const PLAYBOOK_UNDO_MS = 6_000;
/** How long a replayer keeps a change to itself before another page may take it over. */
const LEASE_MS = 30_000;

/** What the server said to one change. */
export type PlaybookOpResult =
  | { kind: 'done'; item?: PlaybookItem }
  /** The network failed or the server was busy: the queue stops and is tried again later. */
  | { kind: 'retry' }
  /** The token was refused: the queue waits for the next sign-in. */
  | { kind: 'auth' }
  /** The plan's limit refused a new item: it stays on this device, unsynced, until the plan allows it. */
  | { kind: 'limit' };

export type NewPlaybookItem = Omit<
  LocalPlaybookItem,
  'ownerKey' | 'createdAt' | 'updatedAt' | 'serverUpdatedAt' | 'deletedAt' | 'syncBlocked'
>;
export type PlaybookEdit = Partial<
  Pick<LocalPlaybookItem, 'title' | 'kind' | 'tags' | 'notes' | 'markdown' | 'plan' | 'scheduledAt'>
>;

const isGuest = (ownerKey: string) => ownerKey === GUEST_OWNER_KEY;

export function createBodyOf(item: LocalPlaybookItem): CreatePlaybookItem {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    tags: item.tags,
    notes: item.notes,
    markdown: item.markdown,
    plan: item.plan,
    scheduledAt: item.scheduledAt,
    sport: item.sport,
    mode: item.mode,
    question: item.question,
    sessionId: item.sessionId,
  };
}

export function createPlaybookStore(database: PlaycallerDb = db) {
  const ownersItems = (ownerKey: string) =>
    database.playbook.where('[ownerKey+updatedAt]').between([ownerKey, -Infinity], [ownerKey, Infinity]);

  /** Deletions whose undo time is over: a guest's go now, a user's go to the server first. */
  async function commitDeletes(now: number) {
    await database.transaction('rw', database.playbook, database.playbookOps, async () => {
      const due = await database.playbook
        .filter((item) => item.deletedAt !== null && item.deletedAt + PLAYBOOK_UNDO_MS <= now)
        .toArray();
      for (const item of due) {
        const queued = await database.playbookOps.where('itemId').equals(item.id).toArray();
        if (queued.some((op) => op.type === 'delete')) continue;
        const neverSent = queued.some((op) => op.type === 'create' && !op.tried);
        if (isGuest(item.ownerKey) || neverSent) {
          // The server never had it: forgetting it here is the whole deletion.
          await database.playbookOps.where('itemId').equals(item.id).delete();
          await database.playbook.delete(item.id);
        } else {
          await database.playbookOps.add({ itemId: item.id, ownerKey: item.ownerKey, type: 'delete', leaseUntil: 0 });
        }
      }
    });
  }

  return {
    /** One owner's items, most recently changed first, without those being deleted. */
    async list(ownerKey: string): Promise<LocalPlaybookItem[]> {
      const items = await ownersItems(ownerKey).reverse().toArray();
      return items.filter((item) => item.deletedAt === null);
    },

    async get(id: string): Promise<LocalPlaybookItem | undefined> {
      const item = await database.playbook.get(id);
      return item && item.deletedAt === null ? item : undefined;
    },

    /** How many items count against the owner's plan. */
    async count(ownerKey: string): Promise<number> {
      return (await ownersItems(ownerKey).toArray()).filter((item) => item.deletedAt === null).length;
    },

    async create(input: NewPlaybookItem, ownerKey: string, now = Date.now()): Promise<LocalPlaybookItem> {
      const item: LocalPlaybookItem = {
        ...input,
        ownerKey,
        createdAt: now,
        updatedAt: now,
        serverUpdatedAt: null,
        deletedAt: null,
        syncBlocked: false,
      };
      await database.transaction('rw', database.playbook, database.playbookOps, async () => {
        await database.playbook.put(item);
        if (!isGuest(ownerKey))
          await database.playbookOps.add({
            itemId: item.id,
            ownerKey,
            type: 'create',
            body: createBodyOf(item),
            leaseUntil: 0,
          });
      });
      return item;
    },

    async update(id: string, edit: PlaybookEdit, now = Date.now()) {
      await database.transaction('rw', database.playbook, database.playbookOps, async () => {
        const item = await database.playbook.get(id);
        if (!item || item.deletedAt !== null) return;
        await database.playbook.put({ ...item, ...edit, updatedAt: now });
        if (isGuest(item.ownerKey)) return;
        const queued = await database.playbookOps.where('itemId').equals(id).toArray();
        const unsentCreate = queued.find((op) => op.type === 'create' && !op.tried);
        // An item the server has not seen yet goes as one POST with its latest fields.
        if (unsentCreate?.type === 'create')
          await database.playbookOps.put({ ...unsentCreate, body: { ...unsentCreate.body, ...edit } });
        else
          await database.playbookOps.add({
            itemId: id,
            ownerKey: item.ownerKey,
            type: 'update',
            body: edit,
            leaseUntil: 0,
          });
      });
    },

    /** Hides the item at once; it is deleted for good once the undo time is over. */
    async remove(id: string, now = Date.now()) {
      await database.playbook.update(id, { deletedAt: now });
    },

    /** Brings back an item whose deletion has not been carried out yet; false when it is too late. */
    async undoRemove(id: string): Promise<boolean> {
      return database.transaction('rw', database.playbook, database.playbookOps, async () => {
        const item = await database.playbook.get(id);
        if (!item || item.deletedAt === null) return false;
        const queued = await database.playbookOps.where('itemId').equals(id).toArray();
        if (queued.some((op) => op.type === 'delete')) return false;
        await database.playbook.update(id, { deletedAt: null });
        return true;
      });
    },

    commitDeletes,

    /** The owner's items whose first save the plan's limit refused. */
    async unblockLimited(ownerKey: string) {
      await database.playbook
        .where('[ownerKey+updatedAt]')
        .between([ownerKey, -Infinity], [ownerKey, Infinity])
        .modify({ syncBlocked: false });
    },

    /**
     * Sends the owner's queued changes oldest first, each at most once at a time across pages (a
     * lease, and a lock held while it is sent), and drops each only once the server has acknowledged
     * it. A lease whose lock no page holds was left by a page that closed or reloaded mid-send: the
     * change goes out now rather than when the lease runs out. A change to an item whose first save
     * was refused by the limit waits with it.
     */
    async replay(ownerKey: string, send: (op: PlaybookOp) => Promise<PlaybookOpResult>, now = Date.now()) {
      await commitDeletes(now);
      const held = await heldLocks();
      const leasedElsewhere = (op: PlaybookOp) =>
        op.leaseUntil > now && (held === null || held.has(playbookOpLockName(op.seq!)));
      let sent = 0;
      const waiting = new Set<string>();
      for (const candidate of await database.playbookOps.orderBy('seq').toArray()) {
        if (candidate.ownerKey !== ownerKey || waiting.has(candidate.itemId)) continue;
        const item = await database.playbook.get(candidate.itemId);
        if (item?.syncBlocked) {
          waiting.add(candidate.itemId);
          continue;
        }
        const op = await database.transaction('rw', database.playbookOps, async () => {
          const fresh = await database.playbookOps.get(candidate.seq!);
          if (!fresh || leasedElsewhere(fresh)) return null;
          await database.playbookOps.update(fresh.seq!, { leaseUntil: now + LEASE_MS, tried: true });
          return fresh;
        });
        if (!op) {
          waiting.add(candidate.itemId);
          continue;
        }
        const result = await holdingLock(playbookOpLockName(op.seq!), () => send(op)).catch((): PlaybookOpResult => ({
          kind: 'retry',
        }));
        if (result.kind === 'retry' || result.kind === 'auth') {
          await database.playbookOps.update(op.seq!, { leaseUntil: 0 });
          break;
        }
        await database.transaction('rw', database.playbook, database.playbookOps, async () => {
          if (result.kind === 'limit') {
            await database.playbookOps.update(op.seq!, { leaseUntil: 0 });
            await database.playbook.update(op.itemId, { syncBlocked: true });
            waiting.add(op.itemId);
            return;
          }
          await database.playbookOps.delete(op.seq!);
          sent++;
          // A create answered with a tombstone: the item was deleted on another device meanwhile.
          if (op.type === 'delete' || result.item?.deleted) await database.playbook.delete(op.itemId);
          else if (result.item) await database.playbook.update(op.itemId, { serverUpdatedAt: result.item.updatedAt });
        });
      }
      return sent;
    },

    /** Changes still waiting for the server. */
    pendingCount(ownerKey: string): Promise<number> {
      return database.playbookOps.filter((op) => op.ownerKey === ownerKey).count();
    },

    /**
     * Items from a sync page. The server's clock decides: a copy no newer than the one applied is
     * ignored; otherwise its fields replace ours, except those with a change of ours still queued,
     * which the server will stamp newer when it receives them.
     */
    async applyServer(items: PlaybookItem[], ownerKey: string) {
      await database.transaction('rw', database.playbook, database.playbookOps, async () => {
        for (const server of items) {
          const local = await database.playbook.get(server.id);
          if (server.deleted) {
            await database.playbookOps.where('itemId').equals(server.id).delete();
            await database.playbook.delete(server.id);
            continue;
          }
          if (local?.serverUpdatedAt && Date.parse(server.updatedAt) <= Date.parse(local.serverUpdatedAt)) continue;
          const pending: PlaybookEdit = {};
          for (const op of await database.playbookOps.where('itemId').equals(server.id).toArray())
            if (op.type === 'update') Object.assign(pending, op.body);
          await database.playbook.put({
            id: server.id,
            ownerKey,
            kind: server.kind,
            title: server.title,
            tags: server.tags,
            notes: server.notes,
            markdown: server.markdown,
            plan: server.plan,
            scheduledAt: server.scheduledAt,
            sport: server.sport,
            mode: server.mode,
            question: server.question,
            sessionId: server.sessionId,
            createdAt: Date.parse(server.createdAt),
            serverUpdatedAt: server.updatedAt,
            ...pending,
            updatedAt: Math.max(Date.parse(server.updatedAt), local?.updatedAt ?? 0),
            deletedAt: local?.deletedAt ?? null,
            syncBlocked: false,
          });
        }
      });
    },

    /**
     * A guest who signs in keeps this browser's items: they move to the account's list and are
     * queued as new items, which the server stores once however often the claim is replayed.
     */
    async claimGuestItems(ownerKey: string): Promise<number> {
      return database.transaction('rw', database.playbook, database.playbookOps, async () => {
        const guest = await ownersItems(GUEST_OWNER_KEY).toArray();
        for (const item of guest) {
          // A deletion still in its undo time is carried out: the server never had the item.
          if (item.deletedAt !== null) {
            await database.playbook.delete(item.id);
            continue;
          }
          await database.playbook.update(item.id, { ownerKey });
          await database.playbookOps.add({
            itemId: item.id,
            ownerKey,
            type: 'create',
            body: createBodyOf(item),
            leaseUntil: 0,
          });
        }
        return guest.length;
      });
    },
  };
}

export const playbookStore = createPlaybookStore();
