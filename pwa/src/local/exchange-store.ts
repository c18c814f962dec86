// Every write of an exchange (a user message and its reply) and of the outbox that carries it when
// the network is gone. The page, the outbox replay, recovery after a reload, account sync and the
// service worker all go through these operations, so a finished exchange is stored one way.
// Part of the page's first paint, so it holds no schema (and no zod): it depends on nothing but Dexie.
import { chatTitleFrom } from '../../../shared/chat-title';
import type { PersonalityMode, Sport } from '../../../shared/constants';
import type { ChatMessage, SendMessage, SendMessageResponse } from '../../../shared/contract/messages';
import { db, replyKey, type LocalMessage, type OutboxEntry, type PlaycallerDb } from './database';

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
  message: { clientMessageId: string; sessionId: string; content: string; mode: PersonalityMode; sport: Sport },
  viewer: { token: string | null; fingerprint(): string },
): SendMessage {
  return {
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
function localRow(message: ChatMessage, key: string): LocalMessage {
  return {
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

/** A local copy still being written (sending or streaming) is newer than the server's. */
const isSettled = (local: LocalMessage | undefined) =>
  !local || local.status === 'complete' || local.status === 'failed';

export function createExchangeStore(database: PlaycallerDb = db) {
  const messagesOfChat = (sessionId: string) =>
    database.messages.where('[sessionId+timestamp]').between([sessionId, -Infinity], [sessionId, Infinity]);

  /**
   * The server's stored pair replaces the page's copy, and the outbox forgets the message:
   * however an exchange finished (streamed live, replayed by the page or the service worker),
   * it is stored this one way.
   */
  async function complete(clientMessageId: string, result: Pick<SendMessageResponse, 'userMessage' | 'aiMessage'>) {
    await database.transaction('rw', database.messages, database.outbox, async () => {
      await database.messages.bulkPut([
        { ...localRow(result.userMessage, clientMessageId), clientMessageId },
        localRow(result.aiMessage, replyKey(clientMessageId)),
      ]);
      await database.outbox.delete(clientMessageId);
    });
  }

  return {
    /** The user's message and the empty reply that will stream into it, in one transaction. */
    async begin(input: ExchangeStart) {
      await database.transaction('rw', database.messages, database.sessions, async () => {
        const base = { sessionId: input.sessionId, serverId: null, mode: input.mode, sport: input.sport };
        await database.messages.bulkPut([
          {
            ...base,
            key: input.clientMessageId,
            role: 'user',
            content: input.content,
            timestamp: input.now,
            status: 'sending',
            clientMessageId: input.clientMessageId,
          },
          {
            ...base,
            key: replyKey(input.clientMessageId),
            role: 'assistant',
            content: '',
            timestamp: input.now + 1,
            status: 'streaming',
            clientMessageId: null,
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
        });
      });
    },

    /**
     * Appends the reply as far as it streamed when the person pressed Stop: what was on screen is
     * what is kept, and an empty reply leaves no bubble.
     */
    async append(clientMessageId: string, text: string) {
      await database.transaction('rw', database.messages, async () => {
        await database.messages.update(clientMessageId, { status: 'complete' });
        if (text.trim())
          await database.messages.update(replyKey(clientMessageId), { status: 'complete', content: text });
        else await database.messages.delete(replyKey(clientMessageId));
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
        await database.messages.update(body.clientMessageId, { status: 'queued' });
        await database.messages.delete(replyKey(body.clientMessageId));
      });
    },

    /** The person took a queued message back: it leaves the outbox and the chat. */
    async cancelQueued(clientMessageId: string) {
      await database.transaction('rw', database.outbox, database.messages, async () => {
        await database.outbox.delete(clientMessageId);
        await database.messages.delete(clientMessageId);
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
          });
      }
    },

    queuedCount: () => database.outbox.count(),

    /**
     * The viewer's user messages a page left 'sending' before `startedAt` with nothing in the
     * outbox: their page was closed or reloaded while the reply streamed. Oldest first.
     */
    async interruptedSends(ownerKey: string, startedAt: number): Promise<LocalMessage[]> {
      const sending = await database.messages.where('status').equals('sending').sortBy('timestamp');
      const interrupted: LocalMessage[] = [];
      for (const message of sending) {
        if (message.role !== 'user' || !message.clientMessageId || message.timestamp >= startedAt) continue;
        const [chat, waiting] = await Promise.all([
          database.sessions.get(message.sessionId),
          database.outbox.get(message.clientMessageId),
        ]);
        if (!waiting && chat?.ownerKey === ownerKey) interrupted.push(message);
      }
      return interrupted;
    },

    /**
     * Merges the server's history of a chat into the local copy. Keys are derived the same way
     * the page makes them (clientMessageId, replyKey), so nothing is duplicated.
     */
    async merge(serverMessages: ChatMessage[]) {
      await database.transaction('rw', database.messages, async () => {
        // A message this browser already holds keeps its key, however the server's batch is cut.
        const known = new Map(
          (
            await database.messages
              .where('serverId')
              .anyOf(serverMessages.map((message) => message.id))
              .toArray()
          ).map((row) => [row.serverId, row.key]),
        );
        let lastUserKey: string | null = null;
        const rows = serverMessages.map((message) => {
          const key: string =
            known.get(message.id) ??
            (message.role === 'user'
              ? (message.clientMessageId ?? message.id)
              : lastUserKey
                ? replyKey(lastUserKey)
                : message.id);
          if (message.role === 'user') lastUserKey = key;
          return localRow(message, key);
        });
        const existing = await database.messages.bulkGet(rows.map((row) => row.key));
        await database.messages.bulkPut(rows.filter((_, index) => isSettled(existing[index])));
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
