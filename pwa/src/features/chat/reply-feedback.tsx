import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useState } from 'react';
import type { FeedbackReason, PutFeedback } from '../../../../shared/contract/feedback';
import { useConnectivity } from '../../connectivity';
import { feedbackStore } from '../../local/feedback-store';
import { ThumbUpIcon } from '../../ui/icons';
import { Tooltip } from '../../ui/tooltip';

// The reason sheet (and the dialog code under it) loads on the first thumbs down, not with the chat.
const FeedbackReasonSheet = lazy(() =>
  import('./feedback-reason-sheet').then((module) => ({ default: module.FeedbackReasonSheet })),
);

/**
 * Thumbs up or down on a stored reply, for a signed-in user. The rating is kept on this device at
 * once and sent when the network allows; a thumbs down asks, optionally, what was wrong.
 */
export function ReplyFeedback({ messageId, ownerKey }: { messageId: string; ownerKey: string }) {
  const current = useLiveQuery(() => feedbackStore.get(messageId), [messageId]);
  const { syncFeedback } = useConnectivity();
  const [asking, setAsking] = useState(false);
  const rating = current?.rating ?? null;

  async function rate(body: PutFeedback) {
    await feedbackStore.set(ownerKey, messageId, body);
    void syncFeedback().catch(() => {});
  }

  function thumbsDown() {
    if (rating === 'down') return void rate({ rating: null });
    setAsking(true);
    void rate({ rating: 'down' });
  }

  function submitReason(reason: FeedbackReason | null, text: string) {
    void rate({ rating: 'down', ...(reason ? { reason } : {}), ...(text ? { text } : {}) });
    setAsking(false);
  }

  const action =
    'inline-flex min-h-9 min-w-9 items-center justify-center rounded-lg px-2 text-xs text-ink-muted hover:bg-surface-2 hover:text-ink aria-pressed:bg-accent/15 aria-pressed:text-accent';
  return (
    <>
      <Tooltip>
        <button
          type="button"
          className={action}
          aria-pressed={rating === 'up'}
          aria-label="Good reply"

          onClick={() => void rate({ rating: rating === 'up' ? null : 'up' })}
        >
          <ThumbUpIcon className="size-3.5" />
        </button>
      </Tooltip>
      <Tooltip>
        <button
          type="button"
          className={action}
          aria-pressed={rating === 'down'}
          aria-label="Bad reply"

          onClick={thumbsDown}
        >
          <ThumbUpIcon className="size-3.5 rotate-180" />
        </button>
      </Tooltip>
      {asking && (
        <Suspense fallback={null}>
          <FeedbackReasonSheet messageId={messageId} onClose={() => setAsking(false)} onSubmit={submitReason} />
        </Suspense>
      )}
    </>
  );
}
