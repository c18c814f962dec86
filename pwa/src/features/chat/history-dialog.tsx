import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { SPORT_LABELS, type PersonalityMode, type Sport } from '../../../../shared/constants';
import { CHAT_TITLE_MAX_LENGTH } from '../../../../shared/chat-title';
import { useConnectivity } from '../../connectivity';
import { CHAT_UNDO_MS, chatList } from '../../local/chat-list';
import type { LocalSession } from '../../local/database';
import { Button } from '../../ui/button';
import { formatLongDate } from '../../ui/format';
import { PencilIcon, PinIcon, TrashIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { ChatExportButton } from './chat-export';
import { modeInfo } from './chat-content';
import { groupChats } from './history-groups';
import { createChatIndex } from './history-search';
import { Tooltip } from '../../ui/tooltip';

type Opened = { sessionId: string; mode: PersonalityMode; sport: Sport };

const ICON_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-xl text-ink-muted hover:bg-surface-2 hover:text-ink';

/** Deleting shows this until the undo time is over; Undo brings the chat back. */
function UndoBar({ deleted, onDone }: { deleted: LocalSession; onDone(): void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, CHAT_UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted.sessionId, onDone]);
  return (
    <div
      role="status"
      className="mt-3 flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-4 py-2 text-sm"
    >
      <span className="min-w-0 truncate">Deleted “{deleted.title}”.</span>
      <Button size="sm" variant="secondary" onClick={() => void chatList.undoRemove(deleted.sessionId).then(onDone)}>
        Undo
      </Button>
    </div>
  );
}

function RenameForm({ session, onDone }: { session: LocalSession; onDone(title?: string): void }) {
  const [title, setTitle] = useState(session.title);
  const cleaned = title.replace(/\s+/g, ' ').trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone(cleaned && cleaned !== session.title ? cleaned : undefined);
  };
  return (
    <form onSubmit={submit} className="flex min-h-12 w-full min-w-0 items-center gap-2">
      <input
        autoFocus
        value={title}
        maxLength={CHAT_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onDone();
          }
        }}
        aria-label="Chat title"
        className="min-w-0 flex-1 rounded-xl border border-line bg-surface-0 px-3 py-2 text-base text-ink focus:border-accent focus:outline-none"
      />
      <Button size="sm" type="submit" disabled={!cleaned}>
        Save
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onDone()}>
        Cancel
      </Button>
    </form>
  );
}

function ChatRow(props: {
  session: LocalSession;
  snippet?: string;
  current: boolean;
  onOpen(session: Opened): void;
  onChange(): void;
  onDelete(session: LocalSession): void;
}) {
  const { session } = props;
  const [renaming, setRenaming] = useState(false);
  const title = session.title || 'New Chat';
  // On phones the title takes the whole line and the actions go below it, so titles are not cut short.
  return (
    <li className="flex flex-wrap items-center justify-end gap-1 py-2 sm:flex-nowrap" data-testid="history-row">
      {renaming ? (
        <RenameForm
          session={session}
          onDone={(next) => {
            setRenaming(false);
            if (next) void chatList.update(session.sessionId, { title: next }).then(props.onChange);
          }}
        />
      ) : (
        <>
          <button
            type="button"
            onClick={() => props.onOpen(session)}
            className={`min-h-12 w-full min-w-0 rounded-xl px-2 text-left sm:w-auto sm:flex-1 hover:bg-surface-2 ${props.current ? 'text-accent' : 'text-ink'}`}
          >
            <span className="block truncate font-medium">{title}</span>
            {props.snippet !== undefined && (
              <span className="block truncate text-sm text-ink-muted" data-testid="history-snippet">
                {props.snippet}
              </span>
            )}
            <span className="block text-xs text-ink-muted">
              {SPORT_LABELS[session.sport]} · {modeInfo(session.mode).title} ·{' '}
              {formatLongDate(new Date(session.updatedAt).toISOString())}
            </span>
          </button>
          <Tooltip>
            <button
              type="button"
              onClick={() => void chatList.update(session.sessionId, { pinned: !session.pinned }).then(props.onChange)}
              className={`${ICON_BUTTON} ${session.pinned ? 'text-accent' : ''}`}
              aria-pressed={Boolean(session.pinned)}
              aria-label={`${session.pinned ? 'Unpin' : 'Pin'} chat: ${title}`}
            >
              <PinIcon className="size-4" />
            </button>
          </Tooltip>
          <Tooltip>
            <button
              type="button"
              onClick={() => setRenaming(true)}
              className={ICON_BUTTON}
              aria-label={`Rename chat: ${title}`}
            >
              <PencilIcon className="size-4" />
            </button>
          </Tooltip>
          <ChatExportButton session={session} className={ICON_BUTTON} />
          <Tooltip>
            <button
              type="button"
              onClick={() => props.onDelete(session)}
              className={`${ICON_BUTTON} hover:bg-red-950/50 hover:text-red-300`}
              aria-label={`Delete chat: ${title}`}
            >
              <TrashIcon className="size-4" />
            </button>
          </Tooltip>
        </>
      )}
    </li>
  );
}

/** Past chats from Dexie: grouped by day, searched (titles and messages) and reopened with no network. */
export function HistoryDialog(props: {
  open: boolean;
  /** Opened from the keyboard to search: the search box takes the focus. */
  focusSearch?: boolean;
  ownerKey: string;
  currentSessionId: string;
  onClose(): void;
  onOpen(session: Opened): void;
  onDelete(sessionId: string): void;
}) {
  const { syncPlaybook } = useConnectivity();
  const [query, setQuery] = useState('');
  // Asked for from a keyboard, the search box takes the focus on every screen. On touch screens
  // Headless UI focuses the dialog itself as it opens (so no keyboard rises unasked), after the
  // box has mounted: the box takes the focus back that once.
  const focusSearch = props.focusSearch;
  const search = useCallback(
    (box: HTMLInputElement | null) => {
      if (!box || !focusSearch) return;
      box.focus();
      const dialog = box.closest('[role="dialog"]');
      dialog?.addEventListener(
        'focusin',
        (event) => {
          if (event.target === dialog) box.focus();
        },
        { once: true },
      );
    },
    [focusSearch],
  );
  const [deleted, setDeleted] = useState<LocalSession | null>(null);
  // Read with the time of reading, so the day groups match the list they are made of.
  const listed = useLiveQuery(
    async () => ({ sessions: await chatList.chatsOf(props.ownerKey), now: Date.now() }),
    [props.ownerKey],
  );
  const sessions = listed?.sessions;
  const needle = query.trim();
  const searching = needle.length > 0;
  const messages = useLiveQuery(
    () => (searching && sessions ? chatList.messagesOfChats(sessions.map((s) => s.sessionId)) : []),
    [searching, sessions],
  );
  const index = useMemo(
    () => (searching && sessions && messages ? createChatIndex(sessions, messages) : null),
    [searching, sessions, messages],
  );
  const hits = useMemo(() => (index ? index.search(needle) : []), [index, needle]);
  const groups = useMemo(() => (listed ? groupChats(listed.sessions, listed.now) : []), [listed]);
  const sendChanges = useCallback(() => void syncPlaybook().catch(() => 0), [syncPlaybook]);
  const clearDeleted = useCallback(() => setDeleted(null), []);
  // Each opening starts with the full list, and carries out deletions whose undo time is over.
  useEffect(() => {
    if (props.open) sendChanges();
  }, [props.open, sendChanges]);
  // The Undo bar's timer lives in the dialog: once it closes, the deletion goes ahead and the bar
  // must not come back with the dialog, offering an Undo that is no longer possible.
  const close = () => {
    setQuery('');
    setDeleted(null);
    props.onClose();
  };
  const open = (session: Opened) => {
    setQuery('');
    setDeleted(null);
    props.onOpen(session);
  };
  const remove = (session: LocalSession) => {
    void chatList.remove(session.sessionId).then(() => {
      setDeleted(session);
      props.onDelete(session.sessionId);
      // Carried out when the undo time is over, whether or not the list is still open (and, if the
      // page is gone by then, at the next sync).
      setTimeout(sendChanges, CHAT_UNDO_MS + 100);
    });
  };
  const row = (session: LocalSession, snippet?: string) => (
    <ChatRow
      key={session.sessionId}
      session={session}
      snippet={snippet}
      current={session.sessionId === props.currentSessionId}
      onOpen={open}
      onChange={sendChanges}
      onDelete={remove}
    />
  );

  return (
    <Modal open={props.open} onClose={close} title="Chat history">
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search your chats"
        aria-label="Search your chats"
        ref={search}
        data-autofocus={props.focusSearch || undefined}
        className="mt-4 w-full rounded-xl border border-line bg-surface-0 px-3.5 py-2.5 text-ink placeholder:text-zinc-500 focus:border-accent focus:outline-none"
      />
      {deleted && <UndoBar deleted={deleted} onDone={clearDeleted} />}
      <div className="mt-3 min-h-0 flex-1 overflow-y-auto" data-testid="history-list">
        {searching ? (
          <ul className="divide-y divide-line/60" aria-label="Search results">
            {hits.map((hit) => row(hit.session, hit.snippet))}
          </ul>
        ) : (
          groups.map((group) => (
            <section key={group.label} aria-label={group.label}>
              <h3 className="pt-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">{group.label}</h3>
              <ul className="divide-y divide-line/60">{group.sessions.map((session) => row(session))}</ul>
            </section>
          ))
        )}
        {sessions && (searching ? index !== null && hits.length === 0 : groups.length === 0) && (
          <p className="py-6 text-center text-sm text-ink-muted">
            {searching ? 'No chat matches your search.' : 'No chats yet.'}
          </p>
        )}
      </div>
    </Modal>
  );
}
