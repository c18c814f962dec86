import { memo, useState, type ReactNode } from 'react';
import { TIMINGS_MS } from '../../../../shared/constants';
import { clarifyingQuestionText, isClarifyingReply, readableReply } from '../../../../shared/reply-text';
import { splitWhy } from '../../../../shared/why';
import { BookmarkIcon, CheckIcon, CopyIcon, ShareIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { Markdown } from '../../ui/markdown/deferred-markdown';

export function TypingDots({ label = 'Coach is typing' }: { label?: string }) {
  return (
    <span className="inline-flex items-center gap-1 py-1" role="status" aria-label={label}>
      {[0, 1, 2].map((dot) => (
        <span
          key={dot}
          className="typing-dot size-1.5 rounded-full bg-ink-muted"
          style={{ animationDelay: `${dot * 0.15}s` }}
        />
      ))}
    </span>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function AssistantActions({
  content,
  onSave,
  feedback,
}: {
  content: string;
  onSave?: () => void;
  feedback?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (await copyText(content)) {
      setCopied(true);
      setTimeout(() => setCopied(false), TIMINGS_MS.copyConfirmation);
    } else {
      toast({
        title: 'Copy failed',
        description: 'Your browser blocked access to the clipboard.',
        variant: 'destructive',
      });
    }
  }

  async function share() {
    if (navigator.share) {
      try {
        await navigator.share({ title: 'Playcaller coaching tip', text: content });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(content))
      toast({ title: 'Copied to share', description: 'The reply is on your clipboard.', variant: 'success' });
  }

  const action =
    'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-xs text-ink-muted hover:bg-surface-2 hover:text-ink';
  return (
    <div className="mt-1 flex gap-1">
      <button
        type="button"
        className={action}
        onClick={copy}
        aria-label={copied ? 'Copied!' : 'Copy reply'}
        data-action="copy-reply"
      >
        {copied ? <CheckIcon className="size-3.5 text-accent" /> : <CopyIcon className="size-3.5" />}
        {copied ? 'Copied!' : 'Copy'}
      </button>
      <button type="button" className={action} onClick={share} aria-label="Share reply">
        <ShareIcon className="size-3.5" /> Share
      </button>
      {onSave && (
        <button
          type="button"
          className={action}
          onClick={onSave}
          aria-label="Save to playbook"
          title="Save this reply to your playbook"
        >
          <BookmarkIcon className="size-3.5" /> Save
        </button>
      )}
      {feedback}
    </div>
  );
}

export interface BubbleProps {
  author: 'user' | 'assistant';
  content: string;
  loading?: boolean;
  note?: string;
  badge?: string;
  /** Offered on a queued message: takes it out of the outbox. */
  onCancel?: () => void;
  /** Offered on a finished reply: keeps it in the playbook. */
  onSave?: () => void;
  /** Thumbs up and down, on a reply the server has stored. */
  feedback?: ReactNode;
  /** A reply's versions, Regenerate and Continue, under its actions. */
  tools?: ReactNode;
}

export const MessageBubble = memo(function MessageBubble({
  author,
  content,
  loading,
  note,
  badge,
  onCancel,
  onSave,
  feedback,
  tools,
}: BubbleProps) {
  if (author === 'user') {
    return (
      <div className="flex justify-end" data-testid="message-user">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-accent/15 px-4 py-2.5 text-ink ring-1 ring-accent/25 md:max-w-[70%]">
          <p className="break-words whitespace-pre-wrap">{content}</p>
          {note && (
            <p className="mt-1 flex items-center gap-2 text-xs text-ink-muted" data-testid="message-note">
              {note}
              {onCancel && (
                <button
                  type="button"
                  onClick={onCancel}
                  className="min-h-8 rounded-md px-1.5 font-semibold text-ink underline"
                >
                  Cancel
                </button>
              )}
            </p>
          )}
        </div>
      </div>
    );
  }
  // A practice plan's data block is for the app (Save keeps the plan from the stored reply): it is
  // never shown, copied or shared.
  const readable = readableReply(content);
  // A decision's model, inputs and source are folded under its call.
  const split = splitWhy(readable);
  const { why } = split;
  // A clarifying question's choices are buttons under the bubble (quick-replies.tsx), not a list in it.
  const answer = isClarifyingReply(content) ? clarifyingQuestionText(split.answer) : split.answer;
  return (
    // aria-busy while the reply streams in: its text is not final yet.
    <div className="flex justify-start" data-testid="message-assistant" aria-busy={loading || undefined}>
      <div className="max-w-[92%] md:max-w-[80%]">
        <div className="rounded-2xl rounded-bl-md border border-line/70 bg-surface-1 px-4 py-3 text-ink">
          {badge && (
            <span
              className="mb-1 inline-block rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent"
              data-testid="question-badge"
            >
              {badge}
            </span>
          )}
          {loading && !readable ? <TypingDots /> : <Markdown content={answer} streaming={loading} />}
          {why !== null && (
            <details
              // Its link (the decision panel) is tapped on a sideline: a full-height target.
              className="mt-2 text-sm text-ink-muted [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center"
              data-testid="reply-why"
            >
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent">
                Why?
              </summary>
              <Markdown content={why} streaming={loading} />
            </details>
          )}
        </div>
        {!loading && readable && <AssistantActions content={readable} onSave={onSave} feedback={feedback} />}
        {!loading && tools}
      </div>
    </div>
  );
});
