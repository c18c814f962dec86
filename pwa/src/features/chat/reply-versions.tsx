import { Tooltip } from '../../ui/tooltip';

/** "‹ 2/3 ›": which version of a message is shown, and the way to the others. */
export function VersionSwitcher({
  index,
  count,
  noun,
  disabled,
  onPick,
}: {
  /** 0-based. */
  index: number;
  count: number;
  /** What the versions are of: 'reply' or 'message'. */
  noun: string;
  disabled?: boolean;
  onPick(index: number): void;
}) {
  const step =
    'inline-flex size-9 items-center justify-center rounded-lg text-base hover:bg-surface-2 hover:text-ink disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <div
      className="inline-flex items-center text-xs text-ink-muted"
      role="group"
      aria-label={`Versions of this ${noun}`}
    >
      <Tooltip>
        <button
          type="button"
          className={step}
          aria-label={`Previous version of this ${noun}`}
          disabled={disabled || index === 0}
          onClick={() => onPick(index - 1)}
        >
          ‹
        </button>
      </Tooltip>
      <span className="min-w-8 text-center tabular-nums" data-testid="version-counter">
        {index + 1}/{count}
      </span>
      <Tooltip>
        <button
          type="button"
          className={step}
          aria-label={`Next version of this ${noun}`}
          disabled={disabled || index === count - 1}
          onClick={() => onPick(index + 1)}
        >
          ›
        </button>
      </Tooltip>
    </div>
  );
}
