import { FINGERPRINT_HEADER } from '../../shared/contract/headers';
import { api, loadSchemas } from './api';
import { db, GUEST_OWNER_KEY, ownerKeyOf, type PlaycallerDb } from './db';
import { createChatStore } from './chat-store';

const MAX_PAGES = 50;

/**
 * Pulls the signed-in user's chats changed since the last pull into Dexie. The server owns what
 * it stored, so its copy wins; messages still being written here are left alone (mergeHistory).
 */
export async function pullChanges(token: string, userId: string, database: PlaycallerDb = db): Promise<number> {
  const store = createChatStore(database);
  const { StoredCursorSchema } = await loadSchemas();
  const saved = StoredCursorSchema.safeParse(JSON.parse((await database.prefs.get('syncCursor'))?.value ?? 'null'));
  let cursor = saved.success && saved.data.userId === userId ? saved.data.cursor : undefined;
  let changed = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await api(
      'GET',
      `/api/sync${cursor ? `?since=${encodeURIComponent(cursor)}` : ''}`,
      (schemas) => schemas.SyncPageSchema,
      { token },
    );
    for (const session of result.sessions) {
      if (session.deleted) {
        await database.transaction('rw', database.sessions, database.messages, async () => {
          await database.sessions.delete(session.sessionId);
          await database.messages
            .where('[sessionId+timestamp]')
            .between([session.sessionId, -Infinity], [session.sessionId, Infinity])
            .delete();
        });
        continue;
      }
      await database.sessions.put({
        sessionId: session.sessionId,
        ownerKey: ownerKeyOf(userId),
        title: session.title,
        sport: session.sport,
        mode: session.mode,
        createdAt: Date.parse(session.createdAt),
        updatedAt: Date.parse(session.updatedAt),
      });
    }
    const bySession = new Map<string, typeof result.messages>();
    for (const message of result.messages)
      bySession.set(message.sessionId, [...(bySession.get(message.sessionId) ?? []), message]);
    for (const [sessionId, messages] of bySession) {
      const ordered = [...messages].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
      await store.mergeHistory(sessionId, ordered);
    }
    changed += result.sessions.length + result.messages.length;
    cursor = result.cursor;
    await database.prefs.put({ key: 'syncCursor', value: JSON.stringify({ userId, cursor }) });
    if (!result.hasMore) break;
  }
  return changed;
}

/** A visitor who signs in keeps the chats written as a guest: the server re-owns them. */
export async function claimGuestSessions(
  token: string,
  userId: string,
  fingerprint: string,
  database: PlaycallerDb = db,
) {
  const guest = await database.sessions.filter((session) => session.ownerKey === GUEST_OWNER_KEY).toArray();
  if (guest.length === 0) return;
  await api('POST', '/api/chat-sessions/claim', (schemas) => schemas.ClaimResultSchema, {
    token,
    body: { fingerprint, sessionIds: guest.map((session) => session.sessionId).slice(0, 500) },
  });
  await database.sessions
    .where('sessionId')
    .anyOf(guest.map((session) => session.sessionId))
    .modify({ ownerKey: ownerKeyOf(userId) });
}

export async function deleteChat(
  sessionId: string,
  token: string | null,
  fingerprint: string,
  database: PlaycallerDb = db,
) {
  await database.transaction('rw', database.sessions, database.messages, async () => {
    await database.sessions.delete(sessionId);
    await database.messages
      .where('[sessionId+timestamp]')
      .between([sessionId, -Infinity], [sessionId, Infinity])
      .delete();
  });
  await api('DELETE', `/api/chat-sessions/${encodeURIComponent(sessionId)}`, (schemas) => schemas.OkSchema, {
    token,
    headers: token ? undefined : { [FINGERPRINT_HEADER]: fingerprint },
  }).catch(() => {
    // Deleted here either way; a chat the server never saw has nothing to delete there.
  });
}
