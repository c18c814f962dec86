import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { SPORT_LABELS } from '../../../../shared/constants';
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
import { createChatIndex, type SnippetPart } from './history-search';
import { Tooltip } from '../../ui/tooltip';

/** A chat picked from the history, and the message a search matched in it. */
export type OpenedChat = { sessionId: string; messageKey?: string };

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
  snippet?: SnippetPart[];
  messageKey?: string;
  current: boolean;
  /** In a narrow column the row's buttons go on a line of their own below the chat. */
  narrow?: boolean;
  onOpen(chosen: OpenedChat): void;
  onChange(): void;
  onDelete(session: LocalSession): void;
}) {
  const { session, narrow } = props;
  const [renaming, setRenaming] = useState(false);
  const title = session.title || 'New Chat';
  // On phones the title takes the whole line and the actions go below it, so titles are not cut short.
  return (
    <li
      className={`flex flex-wrap items-center justify-end gap-1 py-2 ${narrow ? '' : 'sm:flex-nowrap'}`}
      data-testid="history-row"
    >
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
            onClick={() =>
              props.onOpen({
                sessionId: session.sessionId,
                ...(props.messageKey ? { messageKey: props.messageKey } : {}),
              })
            }
            aria-current={props.current ? 'page' : undefined}
            className={`min-h-12 w-full min-w-0 rounded-xl px-2 text-left hover:bg-surface-2 ${narrow ? 'basis-full' : 'sm:w-auto sm:flex-1'} ${props.current ? 'text-accent' : 'text-ink'}`}
          >
            <span className="block truncate font-medium">{title}</span>
            {props.snippet !== undefined && (
              // Lines enough for the whole snippet, not one cut short: the match sits mid-snippet.
              <span className="line-clamp-3 text-sm break-words text-ink-muted" data-testid="history-snippet">
                {props.snippet.map((part, at) =>
                  part.match ? (
                    <mark key={at} className="rounded-sm bg-accent/25 px-0.5 text-ink">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
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

interface BrowserProps {
  ownerKey: string;
  currentSessionId: string;
  onOpen(chosen: OpenedChat): void;
  onDelete(sessionId: string): void;
}

/**
 * Past chats from Dexie: grouped by day, searched (titles and messages) and reopened with no
 * network. `search` receives the search box, for the frame to focus it when asked.
 */
function HistoryBrowser({
  search,
  autofocusSearch,
  narrow,
  ...props
}: BrowserProps & { search: React.Ref<HTMLInputElement>; autofocusSearch?: boolean; narrow?: boolean }) {
  const { syncPlaybook } = useConnectivity();
  const [query, setQuery] = useState('');
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
  // Each showing starts with the full list, and carries out deletions whose undo time is over.
  useEffect(sendChanges, [sendChanges]);
  const remove = (session: LocalSession) => {
    void chatList.remove(session.sessionId).then(() => {
      setDeleted(session);
      props.onDelete(session.sessionId);
      // Carried out when the undo time is over, whether or not the list is still shown (and, if
      // the page is gone by then, at the next sync).
      setTimeout(sendChanges, CHAT_UNDO_MS + 100);
    });
  };
  const row = (session: LocalSession, hit?: { snippet: SnippetPart[]; messageKey?: string }) => (
    <ChatRow
      key={session.sessionId}
      session={session}
      snippet={hit?.snippet}
      messageKey={hit?.messageKey}
      current={session.sessionId === props.currentSessionId}
      // A search result's snippet needs the row's whole width to show its match.
      narrow={narrow || hit !== undefined}
      onOpen={props.onOpen}
      onChange={sendChanges}
      onDelete={remove}
    />
  );

  return (
    <>
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search your chats"
        aria-label="Search your chats"
        ref={search}
        data-autofocus={autofocusSearch || undefined}
        className="mt-4 w-full rounded-xl border border-line bg-surface-0 px-3.5 py-2.5 text-ink placeholder:text-zinc-500 focus:border-accent focus:outline-none"
      />
      {/* The Undo bar's timer lives with the list: once the list goes, the deletion goes ahead and
          the bar must not come back with it, offering an Undo that is no longer possible. */}
      {deleted && <UndoBar deleted={deleted} onDone={clearDeleted} />}
      <div className="mt-3 min-h-0 flex-1 overflow-y-auto" data-testid="history-list">
        {searching ? (
          <ul className="divide-y divide-line/60" aria-label="Search results">
            {hits.map((hit) => row(hit.session, hit))}
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
    </>
  );
}

/** The history as a sheet (phones) or a dialog over the chat; it closes on opening a chat. */
export function HistoryDialog(
  props: BrowserProps & {
    open: boolean;
    /** Opened from the keyboard to search: the search box takes the focus. */
    focusSearch?: boolean;
    onClose(): void;
  },
) {
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
  return (
    <Modal open={props.open} onClose={props.onClose} title="Chat history">
      <HistoryBrowser
        {...props}
        search={search}
        autofocusSearch={focusSearch}
        onOpen={(chosen) => {
          props.onClose();
          props.onOpen(chosen);
        }}
      />
    </Modal>
  );
}

/**
 * The history as a column beside the chat (wide screens). It stays open as chats are opened from
 * it, search results included; each `searchRequest` after the first focuses its search box.
 */
export function HistorySidebar(props: BrowserProps & { id: string; searchRequest: number }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (props.searchRequest > 0) box.current?.focus();
  }, [props.searchRequest]);
  return (
    <aside
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className="flex min-h-0 w-72 shrink-0 flex-col border-r border-line/60 px-3 pt-3 print:hidden"
    >
      <h2 id={`${props.id}-title`} className="px-1 text-sm font-semibold text-ink">
        Chat history
      </h2>
      <HistoryBrowser {...props} search={box} narrow />
    </aside>
  );
}
