// A signed-in user's ratings of replies, and the queue that carries them to the server. A rating is
// written here first (so it works offline) and its change queued; the queue keeps one change per
// reply, the latest, and drops it only once the server has acknowledged that very change. The PUT
// it makes sets the whole rating, so a change sent again after a lost answer changes nothing.
import type { Feedback, PutFeedback } from '../../../shared/contract/feedback';
import { db, type FeedbackOp, type LocalFeedback, type PlaycallerDb } from './database';

/** How long a replayer keeps a change to itself before another page may take it over. */
const LEASE_MS = 30_000;

/** What the server said to one change. */
export type FeedbackOpResult =
  | { kind: 'done'; feedback?: Feedback }
  /** The network failed or the server was busy: the queue stops and is tried again later. */
  | { kind: 'retry' }
  /** The token was refused: the queue waits for the next sign-in. */
  | { kind: 'auth' };

export function createFeedbackStore(database: PlaycallerDb = db) {
  return {
    get(messageId: string): Promise<LocalFeedback | undefined> {
      return database.feedback.get(messageId);
    },

    /** Rates a reply here at once and queues the change, replacing any change not yet sent. */
    async set(ownerKey: string, messageId: string, body: PutFeedback) {
      await database.transaction('rw', database.feedback, database.feedbackOps, async () => {
        const local = await database.feedback.get(messageId);
        if (body.rating === null) await database.feedback.delete(messageId);
        else
          await database.feedback.put({
            messageId,
            ownerKey,
            rating: body.rating,
            reason: body.reason ?? null,
            text: body.text ?? null,
            serverUpdatedAt: local?.serverUpdatedAt ?? null,
          });
        const queued = await database.feedbackOps.get(messageId);
        await database.feedbackOps.put({
          messageId,
          ownerKey,
          body,
          revision: (queued?.revision ?? 0) + 1,
          leaseUntil: queued?.leaseUntil ?? 0,
        });
      });
    },

    /**
     * Sends the owner's queued changes, each at most once at a time across pages (a lease). A change
     * made while its predecessor was on the way goes out right after it, in the same replay.
     */
    async replay(ownerKey: string, send: (op: FeedbackOp) => Promise<FeedbackOpResult>, now = Date.now()) {
      let sent = 0;
      const lease = (messageId: string) =>
        database.transaction('rw', database.feedbackOps, async () => {
          const fresh = await database.feedbackOps.get(messageId);
          if (!fresh || fresh.leaseUntil > now) return null;
          await database.feedbackOps.update(fresh.messageId, { leaseUntil: now + LEASE_MS });
          return fresh;
        });
      for (const candidate of await database.feedbackOps.toArray()) {
        if (candidate.ownerKey !== ownerKey) continue;
        for (let op = await lease(candidate.messageId); op; op = await lease(candidate.messageId)) {
          const result = await send(op).catch((): FeedbackOpResult => ({ kind: 'retry' }));
          if (result.kind !== 'done') {
            await database.feedbackOps.update(op.messageId, { leaseUntil: 0 });
            return sent;
          }
          sent++;
          const { messageId, revision } = op;
          const settled = await database.transaction('rw', database.feedback, database.feedbackOps, async () => {
            const latest = await database.feedbackOps.get(messageId);
            if (latest && latest.revision !== revision) {
              // Changed again while on the way: the newer change is leased and sent next.
              await database.feedbackOps.update(messageId, { leaseUntil: 0 });
              return false;
            }
            await database.feedbackOps.delete(messageId);
            if (result.feedback?.rating)
              await database.feedback.update(messageId, { serverUpdatedAt: result.feedback.updatedAt });
            return true;
          });
          if (settled) break;
        }
      }
      return sent;
    },

    /** Changes still waiting for the server. */
    pendingCount(ownerKey: string): Promise<number> {
      return database.feedbackOps.filter((op) => op.ownerKey === ownerKey).count();
    },

    /**
     * Ratings from a sync page. A reply with a change of ours still queued keeps ours (the server
     * will stamp it newer when it arrives); otherwise a copy newer than the one applied wins, and a
     * taken-back rating removes ours.
     */
    async applyServer(feedback: Feedback[], ownerKey: string) {
      await database.transaction('rw', database.feedback, database.feedbackOps, async () => {
        for (const server of feedback) {
          if (await database.feedbackOps.get(server.messageId)) continue;
          const local = await database.feedback.get(server.messageId);
          if (local?.serverUpdatedAt && Date.parse(server.updatedAt) <= Date.parse(local.serverUpdatedAt)) continue;
          if (server.rating === null) await database.feedback.delete(server.messageId);
          else
            await database.feedback.put({
              messageId: server.messageId,
              ownerKey,
              rating: server.rating,
              reason: server.reason,
              text: server.text,
              serverUpdatedAt: server.updatedAt,
            });
        }
      });
    },
  };
}

export const feedbackStore = createFeedbackStore();
