import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SPORT_LABELS, SPORTS } from '../../../../shared/constants';
import { PLAYBOOK_KIND_LABELS, PLAYBOOK_KINDS } from '../../../../shared/contract/playbook';
import { useConnectivity } from '../../connectivity';
import { ownerKeyOf, type LocalPlaybookItem } from '../../local/database';
import { PLAYBOOK_UNDO_MS, playbookStore } from '../../local/playbook-store';
import { ROUTES } from '../../paths';
import { useSession } from '../../session';
import { Button, Spinner } from '../../ui/button';
import { PageContainer } from '../../ui/card';
import { DownloadIcon, PrinterIcon, TrashIcon } from '../../ui/icons';
import { fileNameOf, downloadText } from '../../ui/download';
import { itemsMarkdown } from './item-markdown';
import { PrintSheet } from './print-sheet';
import { searchItems } from './search';
import { ShareButton, ShareList } from './shares';
import { Tooltip } from '../../ui/tooltip';

type Sort = 'recent' | 'oldest' | 'title';
const SORTS: Record<Sort, { label: string; compare(a: LocalPlaybookItem, b: LocalPlaybookItem): number }> = {
  recent: { label: 'Recently changed', compare: (a, b) => b.updatedAt - a.updatedAt },
  oldest: { label: 'Oldest first', compare: (a, b) => a.createdAt - b.createdAt },
  title: { label: 'Title A–Z', compare: (a, b) => a.title.localeCompare(b.title) },
};

/** What the undo bar needs of a deleted item; the item page hands it over when it deletes. */
export interface DeletedItem {
  id: string;
  title: string;
}

const SELECT = 'min-h-11 rounded-xl border border-line bg-surface-0 px-3 text-base text-ink';

/** Deleting shows this until the undo time is over; Undo brings the item back. */
function UndoBar({ deleted, onDone }: { deleted: DeletedItem; onDone(): void }) {
  const { syncPlaybook } = useConnectivity();
  useEffect(() => {
    const timer = setTimeout(() => {
      onDone();
      void syncPlaybook().catch(() => 0);
    }, PLAYBOOK_UNDO_MS);
    return () => clearTimeout(timer);
  }, [deleted.id, onDone, syncPlaybook]);
  return (
    <div
      role="status"
      className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-4 py-2 text-sm"
    >
      <span>Deleted “{deleted.title}”.</span>
      <Button size="sm" variant="secondary" onClick={() => void playbookStore.undoRemove(deleted.id).then(onDone)}>
        Undo
      </Button>
    </div>
  );
}

export function PlaybookPage() {
  const session = useSession();
  const ownerKey = ownerKeyOf(session.user?.id ?? null);
  const items = useLiveQuery(() => playbookStore.list(ownerKey), [ownerKey]);
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState('');
  const [sort, setSort] = useState<Sort>('recent');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const location = useLocation();
  const [deleted, setDeleted] = useState<DeletedItem | null>(
    () => (location.state as { deleted?: DeletedItem } | null)?.deleted ?? null,
  );

  const tags = useMemo(() => [...new Set((items ?? []).flatMap((item) => item.tags))].sort(), [items]);
  const shown = useMemo(() => {
    const filtered = (items ?? []).filter((item) => !tag || item.tags.includes(tag));
    const found = searchItems(filtered, query);
    return query.trim() ? found : [...found].sort(SORTS[sort].compare);
  }, [items, tag, query, sort]);
  const chosen = shown.filter((item) => selected.has(item.id));
  const forOutput = chosen.length > 0 ? chosen : shown;

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function remove(item: LocalPlaybookItem) {
    await playbookStore.remove(item.id);
    setDeleted({ id: item.id, title: item.title });
  }

  if (!items)
    return (
      <PageContainer className="grid place-items-center py-16">
        <Spinner className="size-6" />
      </PageContainer>
    );

  return (
    <PageContainer className="flex flex-col gap-4 py-6 print:p-0">
      <div className="flex flex-col gap-4 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-ink">Playbook</h1>
          <p className="text-sm text-ink-muted">
            {session.user ? 'Synced with your account.' : 'Saved on this device. Sign in to keep it on every device.'}
          </p>
        </div>
        {deleted && <UndoBar deleted={deleted} onDone={() => setDeleted(null)} />}
        {items.length === 0 ? (
          <div className="rounded-2xl border border-line bg-surface-1 p-6 text-ink-muted" data-testid="playbook-empty">
            Nothing saved yet. Press <strong className="text-ink">Save</strong> under any coach reply to keep it here —
            plays, drills, practice plans and programs.{' '}
            <Link to={ROUTES.home} className="text-accent underline">
              Ask the coach
            </Link>
          </div>
        ) : (
          <>
            <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
              <label className="flex flex-col gap-1 text-sm text-ink">
                Search
                <input
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="Title, tag, notes or text"
                  className={SELECT}
                />
              </label>
              <label className="flex flex-col gap-1 text-sm text-ink">
                Tag
                <select value={tag} onChange={(event) => setTag(event.target.value)} className={SELECT}>
                  <option value="">All tags</option>
                  {tags.map((each) => (
                    <option key={each} value={each}>
                      {each}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm text-ink">
                Sort
                <select value={sort} onChange={(event) => setSort(event.target.value as Sort)} className={SELECT}>
                  {Object.entries(SORTS).map(([value, { label }]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => window.print()} disabled={forOutput.length === 0}>
                <PrinterIcon className="size-4" /> Print {chosen.length > 0 ? `${chosen.length} selected` : 'shown'}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={forOutput.length === 0}
                onClick={() =>
                  downloadText(fileNameOf(tag || 'playbook', 'md'), itemsMarkdown(forOutput), 'text/markdown')
                }
              >
                <DownloadIcon className="size-4" /> Export Markdown
              </Button>
              {tag && session.token && (
                <ShareButton token={session.token} kind="tag" target={tag} label={`Share “${tag}”`} />
              )}
            </div>
            {shown.length === 0 && <p className="text-ink-muted">No saved item matches.</p>}
            {SPORTS.map((sport) => {
              const ofSport = shown.filter((item) => item.sport === sport);
              if (ofSport.length === 0) return null;
              return (
                <section key={sport} aria-labelledby={`sport-${sport}`} className="flex flex-col gap-3">
                  <h2 id={`sport-${sport}`} className="text-lg font-semibold text-ink">
                    {SPORT_LABELS[sport]}
                  </h2>
                  {PLAYBOOK_KINDS.map((kind) => {
                    const group = ofSport.filter((item) => item.kind === kind);
                    if (group.length === 0) return null;
                    return (
                      <div key={kind} className="flex flex-col gap-2">
                        <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
                          {PLAYBOOK_KIND_LABELS[kind]}
                        </h3>
                        <ul className="flex flex-col gap-2">
                          {group.map((item) => (
                            <li
                              key={item.id}
                              className="flex items-center gap-3 rounded-xl border border-line bg-surface-1 px-3 py-2"
                              data-testid="playbook-item"
                            >
                              <input
                                type="checkbox"
                                className="size-5 accent-accent"
                                checked={selected.has(item.id)}
                                onChange={() => toggle(item.id)}
                                aria-label={`Select ${item.title}`}
                              />
                              <div className="min-w-0 flex-1">
                                <Link
                                  to={`${ROUTES.playbook}/${item.id}`}
                                  className="block truncate font-semibold text-ink hover:underline"
                                >
                                  {item.title}
                                </Link>
                                <p className="truncate text-xs text-ink-muted">
                                  {item.tags.map((each) => `#${each}`).join(' ')}
                                  {item.syncBlocked && ' · On this device only (plan limit)'}
                                </p>
                              </div>
                              <Tooltip label="Delete">
                                <button
                                  type="button"
                                  onClick={() => void remove(item)}
                                  className="grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-surface-2 hover:text-ink"
                                  aria-label={`Delete ${item.title}`}
                                >
                                  <TrashIcon className="size-4" />
                                </button>
                              </Tooltip>
                            </li>
                          ))}
                        </ul>
                      </div>
                    );
                  })}
                </section>
              );
            })}
          </>
        )}
        {session.token && <ShareList token={session.token} />}
      </div>
      <PrintSheet items={forOutput} />
    </PageContainer>
  );
}
