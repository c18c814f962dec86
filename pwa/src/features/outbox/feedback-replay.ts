// Carries a signed-in user's queued reply ratings to the server. The PUT sets the whole rating, so
// a change whose answer was lost is simply sent again.
import { ApiError, api } from '../../api';
import type { FeedbackOp } from '../../local/database';
import { feedbackStore, type FeedbackOpResult } from '../../local/feedback-store';

async function sendOp(op: FeedbackOp, token: string): Promise<FeedbackOpResult> {
  try {
    const feedback = await api(
      'PUT',
      `/api/messages/${encodeURIComponent(op.messageId)}/feedback`,
      (schemas) => schemas.FeedbackSchema,
      { token, body: op.body },
    );
    return { kind: 'done', feedback };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'retry' };
    if (error.status === 401) return { kind: 'auth' };
    if (error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500)
      return { kind: 'retry' };
    // The reply is gone (its chat was deleted) or the change refused for good: it is dropped.
    return { kind: 'done' };
  }
}

export async function replayFeedback(ownerKey: string, token: string): Promise<number> {
  return feedbackStore.replay(ownerKey, (op) => sendOp(op, token));
}
