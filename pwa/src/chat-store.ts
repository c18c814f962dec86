import {
  DEFAULT_MODE,
  DEFAULT_SPORT,
  LEGACY_QUIZ_MODE,
  PERSONALITY_MODES,
  SPORTS,
  type PersonalityMode,
  type Sport,
} from '../../shared/constants';
import { chatTitleFrom } from '../../shared/chat-title';
import type { ChatMessage } from '../../shared/contract/messages';
import { db, type LocalMessage, type PlaycallerDb } from './db';
import { replyKey } from './outbox';

/** SPEC §4: a stored sport or mode outside the known lists falls back to the default. */
export function readSport(value: string | undefined): Sport {
  return SPORTS.find((sport) => sport === value) ?? DEFAULT_SPORT;
}

export function readMode(value: string | undefined): PersonalityMode {
  if (value === LEGACY_QUIZ_MODE) return 'quizMaster';
  return PERSONALITY_MODES.find((mode) => mode === value) ?? DEFAULT_MODE;
}

export interface ChatPrefs {
  sport: Sport;
  mode: PersonalityMode;
  sessionId: string | null;
}

/** All chat reads and writes to IndexedDB, over one Dexie instance (a fresh one in tests). */
export function createChatStore(database: PlaycallerDb = db) {
  return {
    async loadPrefs(): Promise<ChatPrefs> {
      const rows = await database.prefs.bulkGet(['sport', 'mode', 'sessionId']);
      return { sport: readSport(rows[0]?.value), mode: readMode(rows[1]?.value), sessionId: rows[2]?.value ?? null };
    },

    async savePrefs(prefs: { sport: Sport; mode: PersonalityMode; sessionId: string }) {
      await database.prefs.bulkPut([
        { key: 'sport', value: prefs.sport },
        { key: 'mode', value: prefs.mode },
        { key: 'sessionId', value: prefs.sessionId },
      ]);
    },

    /** The user's message and the empty reply that will stream into it, in one transaction. */
    async beginExchange(input: {
      sessionId: string;
      ownerKey: string;
      clientMessageId: string;
      content: string;
      mode: PersonalityMode;
      sport: Sport;
      now: number;
    }) {
      await database.transaction('rw', database.messages, database.sessions, async () => {
        const base = { sessionId: input.sessionId, serverId: null, mode: input.mode, sport: input.sport };
        await database.messages.put({
          ...base,
          key: input.clientMessageId,
          role: 'user',
          content: input.content,
          timestamp: input.now,
          status: 'sending',
          clientMessageId: input.clientMessageId,
        });
        await database.messages.put({
          ...base,
          key: replyKey(input.clientMessageId),
          role: 'assistant',
          content: '',
          timestamp: input.now + 1,
          status: 'streaming',
          clientMessageId: null,
        });
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

    async completeExchange(clientMessageId: string, result: { userMessage: ChatMessage; aiMessage: ChatMessage }) {
      await database.transaction('rw', database.messages, async () => {
        await database.messages.update(clientMessageId, { status: 'complete', serverId: result.userMessage.id });
        await database.messages.update(replyKey(clientMessageId), {
          status: 'complete',
          serverId: result.aiMessage.id,
          content: result.aiMessage.content,
        });
      });
    },

    /** Keeps what streamed before the user pressed Stop. */
    async keepPartialReply(clientMessageId: string, content: string) {
      await database.transaction('rw', database.messages, async () => {
        await database.messages.update(clientMessageId, { status: 'complete' });
        if (content.trim()) await database.messages.update(replyKey(clientMessageId), { status: 'complete', content });
        else await database.messages.delete(replyKey(clientMessageId));
      });
    },

    /** A refused or failed send leaves nothing behind (its text goes back into the input). */
    async discardExchange(clientMessageId: string) {
      await database.messages.bulkDelete([clientMessageId, replyKey(clientMessageId)]);
    },

    /**
     * Merges the server's history of a session into the local copy. Keys are derived the same way
     * the page makes them (clientMessageId, reply:<clientMessageId>), so nothing is duplicated.
     */
    async mergeHistory(sessionId: string, serverMessages: ChatMessage[]) {
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
      const rows: LocalMessage[] = serverMessages.map((message) => {
        const key: string =
          known.get(message.id) ??
          (message.role === 'user'
            ? (message.clientMessageId ?? message.id)
            : lastUserKey
              ? replyKey(lastUserKey)
              : message.id);
        if (message.role === 'user') lastUserKey = key;
        return {
          key,
          sessionId,
          role: message.role,
          content: message.content,
          timestamp: Date.parse(message.timestamp),
          status: 'complete',
          serverId: message.id,
          clientMessageId: message.clientMessageId,
          mode: message.personalityMode,
          sport: message.sportType,
        };
      });
      await database.transaction('rw', database.messages, async () => {
        const existing = await database.messages.bulkGet(rows.map((row) => row.key));
        // A local copy still being written (sending or streaming) is newer than the server's.
        const fresh = rows.filter((row, index) => {
          const local = existing[index];
          return !local || local.status === 'complete' || local.status === 'failed';
        });
        await database.messages.bulkPut(fresh);
      });
    },

    messagesOf(sessionId: string) {
      return database.messages
        .where('[sessionId+timestamp]')
        .between([sessionId, -Infinity], [sessionId, Infinity])
        .toArray();
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
