// Carries the renames, pins and deletions of chats made here to the server: a signed-in user's by
// token, a visitor's by the browser fingerprint that wrote them. Both calls are idempotent (the
// same title or pin again, a deletion again), so a change whose answer was lost is simply resent.
import { ApiError, api } from '../../api';
import { FINGERPRINT_HEADER } from '../../../../shared/contract/headers';
import { chatList, type ChatOpResult } from '../../local/chat-list';
import type { ChatOp } from '../../local/database';

async function sendOp(op: ChatOp, auth: { token: string | null; fingerprint: string }): Promise<ChatOpResult> {
  const path = `/api/chat-sessions/${encodeURIComponent(op.sessionId)}`;
  const options = { token: auth.token, headers: auth.token ? undefined : { [FINGERPRINT_HEADER]: auth.fingerprint } };
  try {
    if (op.change.type === 'delete') await api('DELETE', path, (schemas) => schemas.OkSchema, options);
    else {
      const { title, pinned } = op.change;
      await api('PATCH', path, (schemas) => schemas.UpdatedChatSessionSchema, { ...options, body: { title, pinned } });
    }
    return 'done';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'retry';
    if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
    // A chat the server never saw, or one already deleted: there is nothing left to change there.
    return 'done';
  }
}

export function replayChatOps(ownerKey: string, token: string | null, fingerprint: string) {
  return chatList.replay(ownerKey, (op) => sendOp(op, { token, fingerprint }));
}
