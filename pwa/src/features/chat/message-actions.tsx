import { useState, type ReactNode } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/constants';
import { RefreshIcon, SendIcon } from '../../ui/icons';

const action =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-xs text-ink-muted hover:bg-surface-2 hover:text-ink disabled:opacity-40 disabled:hover:bg-transparent';

/** Under a finished reply: make it again, or carry on from where it was stopped. */
export function ReplyTools({
  disabled,
  onRegenerate,
  onContinue,
  children,
}: {
  disabled: boolean;
  onRegenerate?: () => void;
  /** Offered on a reply that was stopped before it ended. */
  onContinue?: () => void;
  /** The version switcher, when there are versions. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      {children}
      {onContinue && (
        <button type="button" className={action} disabled={disabled} onClick={onContinue}>
          <SendIcon className="size-3.5" /> Continue
        </button>
      )}
      {onRegenerate && (
        <button type="button" className={action} disabled={disabled} onClick={onRegenerate}>
          <RefreshIcon className="size-3.5" /> Regenerate
        </button>
      )}
    </div>
  );
}

/** A reply that could not be made: it stays, with what it had, and can be tried again. */
export function FailedReply({
  disabled,
  stopped = false,
  onRetry,
}: {
  disabled: boolean;
  /** Stopped by the person before the reply's first word, rather than failed. */
  stopped?: boolean;
  onRetry(): void;
}) {
  return (
    <p className="flex items-center gap-2 text-xs text-ink-muted" data-testid="reply-failed">
      {stopped ? 'Stopped before the coach answered.' : 'The coach could not answer.'}
      <button
        type="button"
        className={`${action} font-semibold text-ink underline`}
        disabled={disabled}
        onClick={onRetry}
      >
        <RefreshIcon className="size-3.5" /> Retry
      </button>
    </p>
  );
}

/** Edit under a sent message: the edited text goes out as a new version, the earlier branch stays. */
export function EditableQuestion({
  content,
  disabled,
  onResend,
  children,
}: {
  content: string;
  disabled: boolean;
  onResend(content: string): void;
  /** The version switcher, when there are versions. */
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <div className="flex items-center justify-end gap-1">
        {children}
        <button type="button" className={action} disabled={disabled} onClick={() => setDraft(content)}>
          Edit
        </button>
      </div>
    );
  }
  const text = draft.trim();
  return (
    <form
      className="ml-auto flex w-full max-w-[85%] flex-col gap-2 md:max-w-[70%]"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text || disabled) return;
        onResend(text);
        setDraft(null);
      }}
    >
      <textarea
        className="min-h-20 w-full rounded-xl border border-line bg-surface-1 px-3 py-2 text-ink"
        aria-label="Edit your message"
        value={draft}
        maxLength={MESSAGE_MAX_LENGTH}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <button type="button" className={action} onClick={() => setDraft(null)}>
          Cancel
        </button>
        <button
          type="submit"
          className="min-h-9 rounded-lg bg-accent px-3 text-xs font-semibold text-accent-ink disabled:opacity-40"
          disabled={disabled || !text || text === content.trim()}
        >
          Send
        </button>
      </div>
    </form>
  );
}

/** A reply made again while offline: it waits in the outbox, and can be taken back. */
export function QueuedReply({ onCancel }: { onCancel(): void }) {
  return (
    <p className="flex items-center gap-2 text-xs text-ink-muted" data-testid="message-note">
      Will send when you&apos;re back online
      <button type="button" className="min-h-8 rounded-md px-1.5 font-semibold text-ink underline" onClick={onCancel}>
        Cancel
      </button>
    </p>
  );
}
