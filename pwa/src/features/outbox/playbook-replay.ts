// Carries a signed-in user's queued playbook changes to the server. Every call is idempotent
// (POST by the item's own id), so a change whose answer was lost is simply sent again.
import { ApiError, api, isPlanLimitError } from '../../api';
import type { PlaybookOp } from '../../local/database';
import { playbookStore, type PlaybookOpResult } from '../../local/playbook-store';

async function sendOp(op: PlaybookOp, token: string): Promise<PlaybookOpResult> {
  const path = op.type === 'create' ? '/api/playbook' : `/api/playbook/${encodeURIComponent(op.itemId)}`;
  try {
    if (op.type === 'delete') {
      await api('DELETE', path, (schemas) => schemas.OkSchema, { token });
      return { kind: 'done' };
    }
    const item = await api(op.type === 'create' ? 'POST' : 'PATCH', path, (schemas) => schemas.PlaybookItemSchema, {
      token,
      body: op.body,
    });
    return { kind: 'done', item };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'retry' };
    if (error.status === 401) return { kind: 'auth' };
    if (isPlanLimitError(error)) return { kind: 'limit' };
    if (error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500)
      return { kind: 'retry' };
    // Gone already, or refused for good: the local copy stays as it is and the change is dropped.
    return { kind: 'done' };
  }
}

/** Sends what is queued; returns how many items the plan's limit kept on this device. */
export async function replayPlaybook(ownerKey: string, token: string): Promise<number> {
  await playbookStore.replay(ownerKey, (op) => sendOp(op, token));
  return (await playbookStore.list(ownerKey)).filter((item) => item.syncBlocked).length;
}
