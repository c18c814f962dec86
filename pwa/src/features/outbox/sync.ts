// History follows the account: the signed-in user's chats from other devices, and the guest's
// chats, playbook, game log and coach profile re-owned at sign-in. Loaded with a signed-in session, after first paint.
import {
  COACH_PROFILE_FIELDS,
  CoachProfileResponseSchema,
  type CoachProfile,
} from '../../../../shared/contract/profile';
import { api, loadSchemas } from '../../api';
import { chatList } from '../../local/chat-list';
import { chatPrefs } from '../../local/chat-prefs';
import { clearGuestCoachProfile, readGuestCoachProfile } from '../../local/coach-profile';
import { ownerKeyOf } from '../../local/database';
import { exchangeStore } from '../../local/exchange-store';
import { feedbackStore } from '../../local/feedback-store';
import { gameStore } from '../../local/game-store';
import { playbookStore } from '../../local/playbook-store';

const MAX_PAGES = 50;

/**
 * Pulls the signed-in user's chats changed since the last pull into the browser. The server owns
 * what it stored, so its copy wins; messages still being written here are left alone (merge).
 */
export async function pullChanges(token: string, userId: string): Promise<number> {
  const { StoredCursorSchema } = await loadSchemas();
  const saved = StoredCursorSchema.safeParse(JSON.parse((await chatPrefs.syncCursor()) ?? 'null'));
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
      if (session.deleted) await exchangeStore.deleteChat(session.sessionId);
      else
        await chatList.save({
          sessionId: session.sessionId,
          ownerKey: ownerKeyOf(userId),
          title: session.title,
          sport: session.sport,
          mode: session.mode,
          createdAt: Date.parse(session.createdAt),
          updatedAt: Date.parse(session.updatedAt),
          pinned: session.pinned,
        });
    }
    const bySession = new Map<string, typeof result.messages>();
    for (const message of result.messages)
      bySession.set(message.sessionId, [...(bySession.get(message.sessionId) ?? []), message]);
    for (const messages of bySession.values())
      await exchangeStore.merge([...messages].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp)));
    await playbookStore.applyServer(result.playbook, ownerKeyOf(userId));
    await feedbackStore.applyServer(result.feedback, ownerKeyOf(userId));
    await gameStore.applyServer(result.games, ownerKeyOf(userId));
    changed +=
      result.sessions.length +
      result.messages.length +
      result.playbook.length +
      result.feedback.length +
      result.games.length;
    cursor = result.cursor;
    await chatPrefs.saveSyncCursor(JSON.stringify({ userId, cursor }));
    if (!result.hasMore) break;
  }
  return changed;
}

/**
 * A visitor who signs in keeps the playbook saved and the games logged as a guest: each item is
 * posted to the account, and each game joins the account's game log, sent from there.
 */
export async function claimGuestPlaybook(userId: string) {
  await playbookStore.claimGuestItems(ownerKeyOf(userId));
  await gameStore.claimGuestGames(ownerKeyOf(userId));
}

/** A visitor who signs in keeps the chats written as a guest: the server re-owns them. */
export async function claimGuestSessions(token: string, userId: string, fingerprint: string) {
  const guest = await chatList.guestChatIds();
  if (guest.length === 0) return;
  await api('POST', '/api/chat-sessions/claim', (schemas) => schemas.ClaimResultSchema, {
    token,
    body: { fingerprint, sessionIds: guest.slice(0, 500) },
  });
  await chatList.reown(guest, ownerKeyOf(userId));
}

/**
 * A visitor's profile goes with them into the account, as their chats and playbook do: it fills
 * what the account's profile leaves empty, and what the account already says stays.
 */
export function mergeGuestCoachProfile(account: CoachProfile, guest: CoachProfile): CoachProfile | null {
  const merged: CoachProfile = { ...account };
  const fill = <Field extends keyof CoachProfile>(field: Field) => {
    if (guest[field] == null || merged[field] != null) return false;
    merged[field] = guest[field];
    return true;
  };
  const filled = COACH_PROFILE_FIELDS.map(fill).some(Boolean);
  return filled ? merged : null;
}

/** A visitor who signs in keeps the coach profile set as a guest (see mergeGuestCoachProfile). */
export async function claimGuestCoachProfile(token: string) {
  const guest = await readGuestCoachProfile();
  if (!guest) return;
  const { profile: account } = await api('GET', '/api/user/coach-profile', CoachProfileResponseSchema, { token });
  const merged = mergeGuestCoachProfile(account, guest);
  if (merged) await api('PUT', '/api/user/coach-profile', CoachProfileResponseSchema, { token, body: merged });
  clearGuestCoachProfile();
}
