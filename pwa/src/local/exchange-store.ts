// Every write of an exchange (a user message and its reply) and of the outbox that carries it when
// the network is gone. The page, the outbox replay, recovery after a reload, account sync and the
// service worker all go through these operations, so a finished exchange is stored one way.
// Part of the page's first paint, so it holds no schema (and no zod): it depends on nothing but Dexie.
import { chatTitleFrom } from '../../../shared/chat-title';
import type { PersonalityMode, Sport } from '../../../shared/constants';
import type { ChatMessage, SendMessage, SendMessageResponse } from '../../../shared/contract/messages';
import { db, replyKey, type LocalMessage, type OutboxEntry, type PlaycallerDb, type ReplyAgain } from './database';

/** How long a replayer keeps an outbox entry to itself before others may take it over. */
const LEASE_MS = 30_000;

export interface ExchangeStart {
  sessionId: string;
  ownerKey: string;
  clientMessageId: string;
  content: string;
  mode: PersonalityMode;
  sport: Sport;
  now: number;
  /** The key of the message on screen this one follows (see LocalMessage.parentKey). */
  parentKey?: string | null;
  /** A reply made again: only the reply is written, beside the question `parentKey` names. */
  again?: ReplyAgain;
}

/** What the server said to a replayed entry. */
export type ServerResult =
  | { kind: 'stored'; result: SendMessageResponse }
  /** The network failed, or the server was busy (409, 429, 5xx): the entry is tried again later. */
  | { kind: 'retry' }
  /** The token was refused: the entry waits for the person to sign in again. */
  | { kind: 'auth' }
  /** Refused for good (the allowance, a bad request): the message is marked failed. */
  | { kind: 'refused' };

/** The body of POST /api/messages for one user message: a live send and a replay send the same. */
export function sendBodyOf(
  message: {
    clientMessageId: string;
    sessionId: string;
    content: string;
    mode: PersonalityMode;
    sport: Sport;
    /** The server id of the reply followed; left out, the server follows the chat's latest reply. */
    parentId?: string | null;
    again?: ReplyAgain;
  },
  viewer: { token: string | null; fingerprint(): string },
): SendMessage {
  const { again, parentId } = message;
  return {
    ...(again ? { replyTo: again.replyTo, ...(again.partial ? { partial: again.partial } : {}) } : {}),
    ...(!again && parentId !== undefined ? { parentId } : {}),
    content: message.content,
    role: 'user',
    sessionId: message.sessionId,
    personalityMode: message.mode,
    sportType: message.sport,
    clientMessageId: message.clientMessageId,
    ...(viewer.token ? {} : { browserFingerprint: viewer.fingerprint() }),
  };
}

/** A server message as this browser keeps it, under the key the page gave it. */
function localRow(message: ChatMessage, key: string, parentKey?: string | null): LocalMessage {
  return {
    ...(parentKey !== undefined ? { parentKey } : {}),
    key,
    sessionId: message.sessionId,
    role: message.role,
    content: message.content,
    timestamp: Date.parse(message.timestamp),
    status: 'complete',
    serverId: message.id,
    clientMessageId: message.clientMessageId,
    mode: message.personalityMode,
    sport: message.sportType,
  };
}

/** When a version was picked: a version never picked counts from when it was written. */
const pickedAt = (message: LocalMessage) => message.shownAt ?? message.timestamp;

/** A local copy still being written (sending or streaming) is newer than the server's. */
const isSettled = (local: LocalMessage | undefined) =>
  !local || local.status === 'complete' || local.status === 'failed';

export function createExchangeStore(database: PlaycallerDb = db) {
  const messagesOfChat = (sessionId: string) =>
    database.messages.where('[sessionId+timestamp]').between([sessionId, -Infinity], [sessionId, Infinity]);

  /**
   * A time to pick a version at that is after every pick of its siblings: stamps written by the
   * server's clock may be ahead of this one, and the version picked last must be the one shown.
   */
  async function pickTime(sessionId: string, parentKey: string | null, role: LocalMessage['role'], now: number) {
    const siblings = await messagesOfChat(sessionId)
      .filter((row) => row.parentKey === parentKey && row.role === role)
      .toArray();
    return Math.max(now, ...siblings.map((row) => pickedAt(row) + 1));
  }

  /**
   * The server's stored pair replaces the page's copy, and the outbox forgets the message:
   * however an exchange finished (streamed live, replayed by the page or the service worker),
   * it is stored this one way.
   */
  async function complete(clientMessageId: string, result: Pick<SendMessageResponse, 'userMessage' | 'aiMessage'>) {
    // A reply made again answers a question stored earlier: only the reply is written.
    const again = result.userMessage.clientMessageId !== clientMessageId;
    await database.transaction('rw', database.messages, database.outbox, async () => {
      const [question, reply] = await database.messages.bulkGet([clientMessageId, replyKey(clientMessageId)]);
      const replyRow = {
        ...localRow(result.aiMessage, replyKey(clientMessageId), again ? reply?.parentKey : clientMessageId),
        ...(reply?.shownAt ? { shownAt: reply.shownAt } : {}),
      };
      await database.messages.bulkPut(
        again
          ? [replyRow]
          : [
              {
                ...localRow(result.userMessage, clientMessageId, question?.parentKey),
                clientMessageId,
                ...(question?.shownAt ? { shownAt: question.shownAt } : {}),
              },
              replyRow,
            ],
      );
      await database.outbox.delete(clientMessageId);
    });
  }

  return {
    /** The user's message and the empty reply that will stream into it, in one transaction. */
    async begin(input: ExchangeStart) {
      await database.transaction('rw', database.messages, database.sessions, async () => {
        const base = { sessionId: input.sessionId, serverId: null, mode: input.mode, sport: input.sport };
        const parentKey = input.again ? (input.parentKey ?? null) : input.parentKey;
        const shownAt =
          parentKey === undefined
            ? undefined
            : await pickTime(input.sessionId, parentKey, input.again ? 'assistant' : 'user', input.now);
        if (input.again) {
          // The new version is written with its own id, so a merge of the server's copy finds it.
          await database.messages.put({
            ...base,
            key: replyKey(input.clientMessageId),
            parentKey: input.parentKey ?? null,
            role: 'assistant',
            content: input.again.partial ?? '',
            timestamp: input.now,
            status: 'streaming',
            clientMessageId: input.clientMessageId,
            again: input.again,
            // Picked as it is made, whatever the server's clock later stamps on it.
            shownAt,
          });
          return;
        }
        await database.messages.bulkPut([
          {
            ...base,
            key: input.clientMessageId,
            role: 'user',
            content: input.content,
            timestamp: input.now,
            status: 'sending',
            clientMessageId: input.clientMessageId,
            ...(input.parentKey !== undefined ? { parentKey: input.parentKey, shownAt } : {}),
          },
          {
            ...base,
            key: replyKey(input.clientMessageId),
            role: 'assistant',
            content: '',
            timestamp: input.now + 1,
            status: 'streaming',
            clientMessageId: null,
            parentKey: input.clientMessageId,
          },
        ]);
        const existing = await database.sessions.get(input.sessionId);
        await database.sessions.put({
          sessionId: input.sessionId,
          ownerKey: input.ownerKey,
          title: existing?.title ?? chatTitleFrom(input.content),
          sport: input.sport,
          mode: input.mode,
          createdAt: existing?.createdAt ?? input.now,
          updatedAt: input.now,
          activeAt: input.now,
          ...(existing?.pinned ? { pinned: true } : {}),
        });
      });
    },

    /**
     * Appends the reply as far as it streamed when the person pressed Stop: what was on screen is
     * what is kept. A reply stopped before its first word keeps its bubble, stopped, with Retry.
     */
    async append(clientMessageId: string, text: string, questionId?: string) {
      await database.transaction('rw', database.messages, async () => {
        // The question's server id (known from the stream's start) lets the kept reply be continued.
        await database.messages.update(clientMessageId, {
          status: 'complete',
          ...(questionId ? { serverId: questionId } : {}),
        });
        // A continue stopped before the coach added anything is no new version: the server gave the
        // unit back and stored none, so neither does this browser.
        const kept = (await database.messages.get(replyKey(clientMessageId)))?.again?.partial?.trim();
        if (text.trim() && text.trim() !== kept)
          await database.messages.update(replyKey(clientMessageId), {
            status: 'complete',
            content: text,
            stopped: true,
          });
        // The version it continued is still there, with its own Continue.
        else if (kept) await database.messages.delete(replyKey(clientMessageId));
        else
          await database.messages.update(replyKey(clientMessageId), { status: 'failed', content: '', stopped: true });
      });
    },

    /**
     * A send the coach could not answer stays, with what its reply had, so it can be retried from the
     * reply's bubble (a reply made again has no message of its own to mark).
     */
    async fail(clientMessageId: string) {
      await database.transaction('rw', database.messages, async () => {
        await database.messages.update(clientMessageId, { status: 'failed' });
        await database.messages.update(replyKey(clientMessageId), { status: 'failed' });
      });
    },

    /** Shows this version of a message (and the branch that follows it) from now on. */
    async showVersion(key: string, siblingKeys: string[], now: number) {
      await database.transaction('rw', database.messages, async () => {
        const siblings = await database.messages.bulkGet(siblingKeys);
        const after = Math.max(now, ...siblings.map((row) => (row ? pickedAt(row) + 1 : 0)));
        await database.messages.update(key, { shownAt: after });
      });
    },

    complete,

    /** A refused or failed send leaves nothing behind (its text goes back into the input). */
    async discard(clientMessageId: string) {
      await database.messages.bulkDelete([clientMessageId, replyKey(clientMessageId)]);
    },

    /** Moves a message to the outbox, to be replayed when the network returns. */
    async queue(body: SendMessage, token: string | null, now: number) {
      const entry: OutboxEntry = {
        clientMessageId: body.clientMessageId,
        sessionId: body.sessionId,
        body,
        token,
        createdAt: now,
        attempts: 0,
        leaseUntil: 0,
        blockedBy: null,
      };
      await database.transaction('rw', database.outbox, database.messages, async () => {
        await database.outbox.put(entry);
        // A reply made again has no new question: its own bubble says it waits.
        if (body.replyTo) await database.messages.update(replyKey(body.clientMessageId), { status: 'queued' });
        else {
          await database.messages.update(body.clientMessageId, { status: 'queued' });
          await database.messages.delete(replyKey(body.clientMessageId));
        }
      });
    },

    /** The person took a queued message back: it leaves the outbox and the chat. */
    async cancelQueued(clientMessageId: string) {
      await database.transaction('rw', database.outbox, database.messages, async () => {
        await database.outbox.delete(clientMessageId);
        await database.messages.bulkDelete([clientMessageId, replyKey(clientMessageId)]);
      });
    },

    /** After a new sign-in, entries that waited for one carry the new token. */
    async reauthorize(token: string) {
      await database.outbox.filter((entry) => entry.token !== null).modify({ token, blockedBy: null, leaseUntil: 0 });
    },

    /** Takes the oldest entry nobody else is replaying, or null; the order is kept by stopping there. */
    claimNext(now: number): Promise<OutboxEntry | null> {
      return database.transaction('rw', database.outbox, async () => {
        const entry = await database.outbox.orderBy('createdAt').first();
        if (!entry || entry.leaseUntil > now || entry.blockedBy === 'auth') return null;
        await database.outbox.update(entry.clientMessageId, {
          leaseUntil: now + LEASE_MS,
          attempts: entry.attempts + 1,
        });
        return entry;
      });
    },

    /** Records what the server answered to a replayed entry. */
    async applyServerResult(clientMessageId: string, outcome: ServerResult) {
      switch (outcome.kind) {
        case 'stored':
          return complete(clientMessageId, outcome.result);
        case 'retry':
          return void (await database.outbox.update(clientMessageId, { leaseUntil: 0 }));
        case 'auth':
          return void (await database.outbox.update(clientMessageId, { leaseUntil: 0, blockedBy: 'auth' }));
        case 'refused':
          return database.transaction('rw', database.outbox, database.messages, async () => {
            await database.outbox.delete(clientMessageId);
            await database.messages.update(clientMessageId, { status: 'failed' });
            await database.messages.update(replyKey(clientMessageId), { status: 'failed' });
          });
      }
    },

    queuedCount: () => database.outbox.count(),

    /**
     * The viewer's user messages a page left 'sending' before `startedAt` with nothing in the
     * outbox: their page was closed or reloaded while the reply streamed. Oldest first.
     */
    async interruptedSends(ownerKey: string, startedAt: number): Promise<LocalMessage[]> {
      const sending = await database.messages.where('status').anyOf('sending', 'streaming').sortBy('timestamp');
      const interrupted: LocalMessage[] = [];
      for (const message of sending) {
        // A user message left sending, or a reply made again (its own send) left streaming.
        const isSend = message.role === 'user' ? message.status === 'sending' : Boolean(message.again);
        if (!isSend || !message.clientMessageId || message.timestamp >= startedAt) continue;
        const [chat, waiting] = await Promise.all([
          database.sessions.get(message.sessionId),
          database.outbox.get(message.clientMessageId),
        ]);
        if (waiting || chat?.ownerKey !== ownerKey) continue;
        if (!message.again) {
          interrupted.push(message);
          continue;
        }
        // A reply made again holds the reply so far; its send carries the question's text, as the
        // page sent it.
        const question = message.parentKey ? await database.messages.get(message.parentKey) : undefined;
        if (question) interrupted.push({ ...message, content: question.content });
      }
      return interrupted;
    },

    /**
     * Merges the server's history of a chat into the local copy. Keys are derived the same way
     * the page makes them (clientMessageId, replyKey), so nothing is duplicated.
     */
    async merge(serverMessages: ChatMessage[]) {
      await database.transaction('rw', database.messages, database.sessions, async () => {
        // A message this browser already holds keeps its key, however the server's batch is cut.
        const known = new Map(
          (
            await database.messages
              .where('serverId')
              .anyOf(serverMessages.map((message) => message.id))
              .toArray()
          ).map((row) => [row.serverId, row.key]),
        );
        const parentIds = serverMessages.flatMap((message) => (message.parentId ? [message.parentId] : []));
        for (const row of await database.messages.where('serverId').anyOf(parentIds).toArray())
          if (row.serverId) known.set(row.serverId, row.key);
        let lastUserKey: string | null = null;
        const rows = serverMessages.map((message) => {
          const parentKey = message.parentId ? known.get(message.parentId) : message.parentId;
          // A reply made again carries its own clientMessageId; a send's reply is keyed by its question.
          const questionKey = message.role === 'assistant' && message.parentId ? parentKey : lastUserKey;
          const key: string =
            known.get(message.id) ??
            (message.role === 'user'
              ? (message.clientMessageId ?? message.id)
              : message.clientMessageId
                ? replyKey(message.clientMessageId)
                : questionKey
                  ? replyKey(questionKey)
                  : message.id);
          if (message.role === 'user') lastUserKey = key;
          known.set(message.id, key);
          return localRow(message, key, parentKey);
        });
        const existing = await database.messages.bulkGet(rows.map((row) => row.key));
        await database.messages.bulkPut(
          rows.flatMap((row, index) => {
            const local = existing[index];
            if (!isSettled(local)) return [];
            // A reply stopped before its first word is gone from the server once the Stop is told; a
            // history read before that may still carry it and answer after the Stop: it is not kept.
            if (local?.stopped && local.status === 'failed' && row.role === 'assistant') return [];
            // What only this browser knows stays: which version was picked, a parent not in the batch,
            // and that the reply was stopped (so it can still be continued).
            return [
              {
                ...row,
                parentKey: row.parentKey === undefined ? local?.parentKey : row.parentKey,
                shownAt: local?.shownAt,
                ...(local?.stopped ? { stopped: true } : {}),
              },
            ];
          }),
        );
        // The history list dates a chat by its newest message, not by a rename or a pin.
        const newest = new Map<string, number>();
        for (const row of rows) newest.set(row.sessionId, Math.max(newest.get(row.sessionId) ?? 0, row.timestamp));
        for (const [sessionId, at] of newest) {
          const chat = await database.sessions.get(sessionId);
          if (chat && (chat.activeAt ?? 0) < at) await database.sessions.update(sessionId, { activeAt: at });
        }
      });
    },

    /** A chat and all its messages leave this browser. */
    async deleteChat(sessionId: string) {
      await database.transaction('rw', database.sessions, database.messages, async () => {
        await database.sessions.delete(sessionId);
        await messagesOfChat(sessionId).delete();
      });
    },

    /** One chat's messages in order, for useLiveQuery. */
    messagesOf: (sessionId: string) => messagesOfChat(sessionId).toArray(),
  };
}

export type ExchangeStore = ReturnType<typeof createExchangeStore>;

/** The one store over the shared database. */
export const exchangeStore = createExchangeStore();
