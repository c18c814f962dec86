import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router-dom';
import { SPORT_LABELS } from '../../../../shared/constants';
import {
  PLAYBOOK_KIND_LABELS,
  PLAYBOOK_NOTES_MAX_LENGTH,
  PLAYBOOK_TITLE_MAX_LENGTH,
} from '../../../../shared/contract/playbook';
import type { PracticePlan } from '../../../../shared/practice-plan';
import { useConnectivity } from '../../connectivity';
import { chatPrefs } from '../../local/chat-prefs';
import type { LocalPlaybookItem } from '../../local/database';
import { playbookStore } from '../../local/playbook-store';
import { ROUTES } from '../../paths';
import { useSession } from '../../session';
import { Button, Spinner } from '../../ui/button';
import { PageContainer } from '../../ui/card';
import { TextAreaField, TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { ArrowLeftIcon, DownloadIcon, PrinterIcon } from '../../ui/icons';
import { Markdown } from '../../ui/markdown/deferred-markdown';
import { toast } from '../../ui/toast';
import { downloadText, fileNameOf } from '../../ui/download';
import { calendarFile } from './ics';
import { draftOf, editOf, hasChanges, type DraftProblem, type ItemDraft } from './item-draft';
import { itemMarkdown } from './item-markdown';
import { readableReply } from '../../../../shared/reply-text';
import { PlanEditor } from './plan-editor';
import { PrintSheet } from './print-sheet';
import { ShareButton } from './shares';

function DetailsFields({
  draft,
  titleError,
  onChange,
}: {
  draft: ItemDraft;
  titleError?: string;
  onChange(change: Partial<ItemDraft>): void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Title"
        value={draft.title}
        maxLength={PLAYBOOK_TITLE_MAX_LENGTH}
        error={titleError}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextField
        label="Tags"
        hint="Separate tags with commas"
        value={draft.tags}
        onChange={(event) => onChange({ tags: event.target.value })}
      />
      <TextAreaField
        label="Notes"
        rows={3}
        maxLength={PLAYBOOK_NOTES_MAX_LENGTH}
        value={draft.notes}
        onChange={(event) => onChange({ notes: event.target.value })}
      />
    </div>
  );
}

function Schedule({
  title,
  id,
  plan,
  when,
  onChange,
}: {
  title: string;
  id: string;
  plan: PracticePlan;
  when: string;
  onChange(when: string): void;
}) {
  const scheduled = when ? new Date(when) : null;
  const valid = scheduled !== null && !Number.isNaN(scheduled.getTime());

  return (
    <section aria-labelledby="plan-schedule" className="flex flex-col gap-2">
      <h2 id="plan-schedule" className="text-lg font-semibold text-ink">
        Date and time
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm text-ink">
          Practice starts
          <input
            type="datetime-local"
            value={when}
            onChange={(event) => onChange(event.target.value)}
            className="min-h-11 rounded-xl border border-line bg-surface-0 px-3 text-base text-ink"
          />
        </label>
        <Button variant="secondary" disabled={!when} onClick={() => onChange('')}>
          Clear date
        </Button>
        <Button
          variant="secondary"
          disabled={!valid}
          onClick={() =>
            valid &&
            downloadText(
              fileNameOf(title, 'ics'),
              calendarFile({
                uid: id,
                title,
                start: scheduled,
                minutes: plan.totalMinutes,
                description: plan.blocks.map((block) => `${block.minutes} min ${block.activity}`).join('\n'),
              }),
              'text/calendar',
            )
          }
        >
          Add to calendar (.ics)
        </Button>
      </div>
    </section>
  );
}

const PROBLEM_COPY: Record<DraftProblem, string> = {
  title: 'Give the item a title.',
  plan: 'The timeline does not fill the planned length yet: adjust the blocks to save.',
};

/**
 * The page's one Save: title, tags, notes, timeline and date are one draft, stored together. While
 * the draft holds unsaved edits the bar says so, and leaving the page (a link, Back, a reload or
 * closing the tab) asks first: no edit is lost without the person choosing it.
 */
function SaveBar({
  item,
  draft,
  onSaved,
  onDiscard,
  onProblem,
  deleted,
}: {
  item: LocalPlaybookItem;
  draft: ItemDraft;
  onSaved(): void;
  onDiscard(): void;
  onProblem(problem: DraftProblem | null): void;
  /** Set once the item is deleted: nothing is left to save, and leaving asks nothing. */
  deleted: RefObject<boolean>;
}) {
  const { syncPlaybook } = useConnectivity();
  const [saving, setSaving] = useState(false);
  const changed = hasChanges(draft, item);
  const result = editOf(draft);
  const problem = 'problem' in result ? result.problem : null;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed && !deleted.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  async function save() {
    onProblem(problem);
    if (!('edit' in result)) return;
    setSaving(true);
    try {
      await playbookStore.update(item.id, result.edit);
      void syncPlaybook().catch(() => 0);
      onSaved();
      toast({ title: 'Changes saved', variant: 'success' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-line/60 bg-surface-0/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
        data-testid="item-save-bar"
      >
        <p className="min-w-0 flex-1 text-sm text-ink-muted" aria-live="polite">
          {!changed ? 'All changes saved' : problem ? PROBLEM_COPY[problem] : 'Unsaved changes'}
        </p>
        {changed && (
          <Button variant="ghost" onClick={onDiscard}>
            Discard changes
          </Button>
        )}
        <Button disabled={!changed || problem === 'plan'} busy={saving} onClick={() => void save()}>
          Save changes
        </Button>
      </div>
      <Modal
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title="Leave without saving?"
        subtitle="Your changes to this item are not saved yet."
        width="md"
        actions={
          <>
            <Button variant="secondary" onClick={() => blocker.proceed?.()}>
              Leave and discard
            </Button>
            <Button onClick={() => blocker.reset?.()}>Keep editing</Button>
          </>
        }
      />
    </>
  );
}

export function PlaybookItemPage() {
  const { itemId = '' } = useParams();
  const item = useLiveQuery(async () => (await playbookStore.get(itemId)) ?? null, [itemId]);

  if (item === undefined)
    return (
      <PageContainer className="grid place-items-center py-16">
        <Spinner className="size-6" />
      </PageContainer>
    );
  if (item === null)
    return (
      <PageContainer className="flex flex-col gap-3 py-6">
        <h1 className="text-2xl font-bold text-ink">Not in your playbook</h1>
        <p className="text-ink-muted">This item was deleted, or it belongs to another account or device.</p>
        <Link to={ROUTES.playbook} className="text-accent underline">
          Back to the playbook
        </Link>
      </PageContainer>
    );
  return <ItemView key={item.id} item={item} />;
}

function ItemView({ item }: { item: LocalPlaybookItem }) {
  const navigate = useNavigate();
  const session = useSession();
  // Starts from the stored item; a change synced from another device meanwhile leaves it alone.
  const [draft, setDraft] = useState(() => draftOf(item));
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const edit = (change: Partial<ItemDraft>) => setDraft((current) => ({ ...current, ...change }));
  const deleted = useRef(false);

  async function openChat(current: LocalPlaybookItem) {
    if (!current.sessionId || !current.mode) return;
    await chatPrefs.save({ sport: current.sport, mode: current.mode, sessionId: current.sessionId });
    navigate(ROUTES.home);
  }

  return (
    <PageContainer className="flex flex-col gap-5 py-6 print:p-0">
      <div className="flex flex-col gap-5 print:hidden">
        <Link to={ROUTES.playbook} className="inline-flex items-center gap-1 text-sm text-ink-muted hover:text-ink">
          <ArrowLeftIcon className="size-4" /> Playbook
        </Link>
        <div>
          <h1 className="text-2xl font-bold text-ink" data-testid="item-title">
            {item.title}
          </h1>
          <p className="text-sm text-ink-muted">
            {PLAYBOOK_KIND_LABELS[item.kind]} · {SPORT_LABELS[item.sport]}
            {item.syncBlocked && ' · On this device only: your plan’s limit of saved items is reached'}
          </p>
          {item.question && <p className="mt-2 text-sm text-ink-muted">Asked: “{item.question}”</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <PrinterIcon className="size-4" /> Print
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadText(fileNameOf(item.title, 'md'), itemMarkdown(item), 'text/markdown')}
          >
            <DownloadIcon className="size-4" /> Export Markdown
          </Button>
          {session.token && !item.syncBlocked && (
            <ShareButton token={session.token} kind="item" target={item.id} label="Share link" />
          )}
          {item.sessionId && item.mode && (
            <Button variant="ghost" size="sm" onClick={() => void openChat(item)}>
              Open its chat
            </Button>
          )}
        </div>
        <DetailsFields
          draft={draft}
          titleError={problem === 'title' ? PROBLEM_COPY.title : undefined}
          onChange={edit}
        />
        {draft.plan ? (
          <>
            <PlanEditor plan={draft.plan} onChange={(plan) => edit({ plan })} />
            <Schedule
              title={draft.title.trim() || item.title}
              id={item.id}
              plan={draft.plan}
              when={draft.when}
              onChange={(when) => edit({ when })}
            />
          </>
        ) : (
          <div className="rounded-2xl border border-line/70 bg-surface-1 px-4 py-3 text-ink">
            <Markdown content={readableReply(item.markdown)} />
          </div>
        )}
        <div>
          <Button
            variant="danger"
            onClick={() =>
              void playbookStore.remove(item.id).then(() => {
                // Deleting is the person's choice: unsaved edits go with the item, unasked.
                deleted.current = true;
                navigate(ROUTES.playbook, { state: { deleted: { id: item.id, title: item.title } } });
              })
            }
          >
            Delete
          </Button>
        </div>
        <SaveBar
          item={item}
          draft={draft}
          onSaved={() => setProblem(null)}
          onDiscard={() => {
            setDraft(draftOf(item));
            setProblem(null);
          }}
          onProblem={setProblem}
          deleted={deleted}
        />
      </div>
      <PrintSheet items={[item]} />
    </PageContainer>
  );
}
