import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { SPORT_LABELS } from '../../../../shared/constants';
import { browserFingerprint } from '../../browser-store';
import { ChevronDownIcon, HistoryIcon, RefreshIcon } from '../../ui/icons';
import { MODE_ICONS } from '../../ui/mode-icons';
import { SPORT_ICONS } from '../../ui/sport-icons';
import { deleteChat } from './chat.api';
import type { ChatMachine } from './chat.machine';
import { modeInfo } from './chat-content';
import { HistoryDialog, ModeDialog, SportDialog } from './chat-dialogs';

/** Mode, sport, history and New chat above the chat, with the dialogs they open. */
export function ChatToolbar({
  chat,
  token,
  ownerKey,
  children,
}: {
  chat: ActorRefFrom<ChatMachine>;
  token: string | null;
  ownerKey: string;
  /** What the mode adds to the toolbar (the quiz's leaderboard). */
  children?: ReactNode;
}) {
  const mode = useSelector(chat, (s) => s.context.mode);
  const sport = useSelector(chat, (s) => s.context.sport);
  const sessionId = useSelector(chat, (s) => s.context.sessionId);
  const [modeOpen, setModeOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [sportOpen, setSportOpen] = useState(false);
  const ModeIcon = MODE_ICONS[mode];
  const SportIcon = SPORT_ICONS[sport];

  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-line/60 px-3 py-2 sm:px-4">
      <button
        type="button"
        onClick={() => setModeOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2"
        aria-label={`Analysis mode: ${modeInfo(mode).title}`}
      >
        <ModeIcon className="size-4 text-accent" /> {modeInfo(mode).title}{' '}
        <ChevronDownIcon className="size-4 text-ink-muted" />
      </button>
      <button
        type="button"
        onClick={() => setSportOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2"
        aria-label={`Sport: ${SPORT_LABELS[sport]}`}
      >
        <SportIcon className="size-4 text-accent" /> {SPORT_LABELS[sport]}{' '}
        <ChevronDownIcon className="size-4 text-ink-muted" />
      </button>
      {children}
      <button
        type="button"
        onClick={() => setHistoryOpen(true)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm text-ink-muted hover:bg-surface-2 hover:text-ink"
        aria-label="Chat history"
      >
        <HistoryIcon className="size-4" /> <span className="sr-only sm:not-sr-only">History</span>
      </button>
      <button
        type="button"
        onClick={() => chat.send({ type: 'session.new' })}
        aria-label="New chat"
        className="ml-auto inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm text-ink-muted hover:bg-surface-2 hover:text-ink"
      >
        <RefreshIcon className="size-4" /> <span className="sr-only sm:not-sr-only">New chat</span>
      </button>

      <ModeDialog
        open={modeOpen}
        current={mode}
        onClose={() => setModeOpen(false)}
        onChoose={(next) => {
          setModeOpen(false);
          if (next !== mode) chat.send({ type: 'mode.change', mode: next });
        }}
      />
      <HistoryDialog
        open={historyOpen}
        ownerKey={ownerKey}
        currentSessionId={sessionId}
        onClose={() => setHistoryOpen(false)}
        onOpen={(chosen) => {
          setHistoryOpen(false);
          chat.send({ type: 'session.open', ...chosen });
        }}
        onDelete={(deleted) => {
          void deleteChat(deleted, token, browserFingerprint());
          if (deleted === sessionId) chat.send({ type: 'session.new' });
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
