import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { SPORT_LABELS } from '../../../../shared/constants';
import { ChevronDownIcon, HistoryIcon, RefreshIcon } from '../../ui/icons';
import { MODE_ICONS } from '../../ui/mode-icons';
import { SPORT_ICONS } from '../../ui/sport-icons';
import type { ChatMachine } from './chat.machine';
import { modeInfo } from './chat-content';
import { ModeDialog, SportDialog } from './chat-dialogs';
import { Tooltip } from '../../ui/tooltip';

/** Mode, sport, history and New chat above the chat, with the dialogs they open. */
export function ChatToolbar({
  chat,
  children,
  historyOpen,
  historyId,
  onHistoryOpenChange,
}: {
  chat: ActorRefFrom<ChatMachine>;
  /** Whether the history (sidebar or sheet) shows, held by the screen, which renders it. */
  historyOpen: boolean;
  /** The sidebar's id while the history is one, for the button that shows and hides it. */
  historyId?: string;
  onHistoryOpenChange(open: boolean): void;
  /** What the mode adds to the toolbar (the quiz's leaderboard). */
  children?: ReactNode;
}) {
  const mode = useSelector(chat, (s) => s.context.mode);
  const sport = useSelector(chat, (s) => s.context.sport);
  const [modeOpen, setModeOpen] = useState(false);
  const [sportOpen, setSportOpen] = useState(false);
  const ModeIcon = MODE_ICONS[mode];
  const SportIcon = SPORT_ICONS[sport];

  return (
    // On phones the toolbar is one row, so the conversation keeps the height: what does not fit
    // scrolls sideways (its edge fades to say so), while History and New chat stay at the end.
    // From md up the strip dissolves (contents) and the toolbar wraps as one row of buttons.
    <div className="flex items-center gap-2 border-b border-line/60 px-3 py-1.5 sm:px-4 md:flex-wrap md:py-2">
      <div className="relative flex min-w-0 flex-1 items-center gap-2 whitespace-nowrap max-md:overflow-x-auto max-md:pr-6 max-md:[mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)] max-md:[scrollbar-width:none] md:contents">
        <button
          type="button"
          onClick={() => setModeOpen(true)}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2"
          aria-label={`Analysis mode: ${modeInfo(mode).title}`}
        >
          <ModeIcon className="size-4 text-accent" /> {modeInfo(mode).title}{' '}
          <ChevronDownIcon className="size-4 text-ink-muted" />
        </button>
        <button
          type="button"
          onClick={() => setSportOpen(true)}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2"
          aria-label={`Sport: ${SPORT_LABELS[sport]}`}
        >
          <SportIcon className="size-4 text-accent" /> {SPORT_LABELS[sport]}{' '}
          <ChevronDownIcon className="size-4 text-ink-muted" />
        </button>
        {children}
      </div>
      <Tooltip>
        <button
          type="button"
          onClick={() => onHistoryOpenChange(!historyOpen)}
          aria-expanded={historyOpen}
          aria-controls={historyOpen ? historyId : undefined}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm text-ink-muted hover:bg-surface-2 hover:text-ink"
          aria-label="Chat history"
        >
          <HistoryIcon className="size-4" /> <span className="sr-only sm:not-sr-only">History</span>
        </button>
      </Tooltip>
      <Tooltip>
        <button
          type="button"
          onClick={() => chat.send({ type: 'session.new' })}
          aria-label="New chat"
          className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm text-ink-muted hover:bg-surface-2 hover:text-ink"
        >
          <RefreshIcon className="size-4" /> <span className="sr-only sm:not-sr-only">New chat</span>
        </button>
      </Tooltip>

      <ModeDialog
        open={modeOpen}
        current={mode}
        onClose={() => setModeOpen(false)}
        onChoose={(next) => {
          setModeOpen(false);
          if (next !== mode) chat.send({ type: 'mode.change', mode: next });
        }}
      />
      <SportDialog
        open={sportOpen}
        current={sport}
        onClose={() => setSportOpen(false)}
        onChoose={(next) => {
          setSportOpen(false);
          if (next !== sport) chat.send({ type: 'sport.change', sport: next });
        }}
      />
    </div>
  );
}
