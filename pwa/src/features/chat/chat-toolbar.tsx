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

/** The pills' names, shown once the toolbar has room for them (see the toolbar's comment). */
const PILL_NAME = 'sr-only @2xl:not-sr-only';

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
    // One row at every width, so the conversation keeps the height. The toolbar is a size
    // container and its buttons name themselves by the room it has, not the window's (the history
    // sidebar takes 18rem of a wide one): the pills show their names from 42rem, History, New chat
    // and Leaderboard their labels from 48rem, Coach profile, Share and the visitor's ✦ theirs
    // from 64rem; below, icons, named by their tooltips. Should a phone narrower than 390 px still
    // run out of room, mode, sport and the extras scroll sideways (the edge fades) while History
    // and New chat stay; from md up a row that could not fit would wrap rather than be cut.
    <div
      data-testid="chat-toolbar"
      className="@container flex items-center gap-2 border-b border-line/60 px-3 py-1.5 sm:px-4 md:flex-wrap md:py-2"
    >
      <div className="relative flex min-w-0 flex-1 items-center gap-2 whitespace-nowrap max-md:overflow-x-auto max-md:pr-6 max-md:[mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)] max-md:[scrollbar-width:none] md:contents">
        <Tooltip label={modeInfo(mode).title}>
          <button
            type="button"
            onClick={() => setModeOpen(true)}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2"
            aria-label={`Analysis mode: ${modeInfo(mode).title}`}
          >
            <ModeIcon className="size-4 text-accent" /> <span className={PILL_NAME}>{modeInfo(mode).title}</span>{' '}
            <ChevronDownIcon className="hidden size-4 text-ink-muted @2xl:block" />
          </button>
        </Tooltip>
        <Tooltip label={SPORT_LABELS[sport]}>
          <button
            type="button"
            onClick={() => setSportOpen(true)}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2"
            aria-label={`Sport: ${SPORT_LABELS[sport]}`}
          >
            <SportIcon className="size-4 text-accent" /> <span className={PILL_NAME}>{SPORT_LABELS[sport]}</span>{' '}
            <ChevronDownIcon className="hidden size-4 text-ink-muted @2xl:block" />
          </button>
        </Tooltip>
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
          <HistoryIcon className="size-4" /> <span className="sr-only @3xl:not-sr-only">History</span>
        </button>
      </Tooltip>
      <Tooltip>
        <button
          type="button"
          onClick={() => chat.send({ type: 'session.new' })}
          aria-label="New chat"
          className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm text-ink-muted hover:bg-surface-2 hover:text-ink"
        >
          <RefreshIcon className="size-4" /> <span className="sr-only @3xl:not-sr-only">New chat</span>
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
