import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { SPORT_LABELS, type PersonalityMode, type Sport } from '../../../../shared/constants';
import { chatList } from '../../local/chat-list';
import { formatLongDate } from '../../ui/format';
import { TrashIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { modeInfo } from './chat-content';

/** Past chats from Dexie: listed, searched and reopened with no network. */
export function HistoryDialog(props: {
  open: boolean;
  ownerKey: string;
  currentSessionId: string;
  onClose(): void;
  onOpen(session: { sessionId: string; mode: PersonalityMode; sport: Sport }): void;
  onDelete(sessionId: string): void;
}) {
  const [query, setQuery] = useState('');
  const sessions = useLiveQuery(() => chatList.chatsOf(props.ownerKey), [props.ownerKey]);
  const needle = query.trim().toLowerCase();
  // Each opening starts with the full list.
  const close = () => {
    setQuery('');
    props.onClose();
  };
  const shown = (sessions ?? []).filter((session) => !needle || session.title.toLowerCase().includes(needle));

  return (
    <Modal open={props.open} onClose={close} title="Chat history">
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search your chats"
        aria-label="Search your chats"
        className="mt-4 w-full rounded-xl border border-line bg-surface-0 px-3.5 py-2.5 text-ink placeholder:text-zinc-500 focus:border-accent focus:outline-none"
      />
      <ul className="mt-3 min-h-0 flex-1 divide-y divide-line/60 overflow-y-auto" data-testid="history-list">
        {shown.map((session) => (
          <li key={session.sessionId} className="flex items-center gap-2 py-2">
            <button
              type="button"
              onClick={() => {
                setQuery('');
                props.onOpen(session);
              }}
              className={`min-h-12 flex-1 rounded-xl px-2 text-left hover:bg-surface-2 ${session.sessionId === props.currentSessionId ? 'text-accent' : 'text-ink'}`}
            >
              <span className="block truncate font-medium">{session.title || 'New Chat'}</span>
              <span className="block text-xs text-ink-muted">
                {SPORT_LABELS[session.sport]} · {modeInfo(session.mode).title} ·{' '}
                {formatLongDate(new Date(session.updatedAt).toISOString())}
              </span>
            </button>
            <button
              type="button"
              onClick={() => props.onDelete(session.sessionId)}
              className="grid size-11 place-items-center rounded-xl text-ink-muted hover:bg-red-950/50 hover:text-red-300"
              aria-label={`Delete chat: ${session.title}`}
            >
              <TrashIcon className="size-4" />
            </button>
          </li>
        ))}
        {sessions && shown.length === 0 && (
          <li className="py-6 text-center text-sm text-ink-muted">
            {needle ? 'No chat matches your search.' : 'No chats yet.'}
          </li>
        )}
      </ul>
    </Modal>
  );
}
