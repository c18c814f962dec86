import { clarifyOf } from '../../../../shared/clarify';

/**
 * The choices of a clarifying question, as buttons under it: tapping one sends its text as the
 * next message, through the same send as the message box (so it queues offline like any send).
 */
export function QuickReplies({
  content,
  disabled,
  onPick,
}: {
  /** The coach's reply; nothing is drawn unless it carries a valid clarifying question. */
  content: string;
  disabled: boolean;
  onPick(text: string): void;
}) {
  const clarify = clarifyOf(content);
  if (!clarify) return null;
  return (
    <div className="flex flex-wrap gap-2 pl-1" role="group" aria-label={clarify.question} data-testid="quick-replies">
      {clarify.choices.map((choice) => (
        <button
          key={choice}
          type="button"
          disabled={disabled}
          onClick={() => onPick(choice)}
          className="min-h-11 max-w-full rounded-full border border-accent/60 bg-surface-1 px-4 py-2 text-left text-sm font-semibold break-words text-ink hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-50"
        >
          {choice}
        </button>
      ))}
    </div>
  );
}
