import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
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
import { playbookStore, type PlaybookEdit } from '../../local/playbook-store';
import { ROUTES } from '../../paths';
import { useSession } from '../../session';
import { Button, Spinner } from '../../ui/button';
import { PageContainer } from '../../ui/card';
import { TextAreaField, TextField } from '../../ui/field';
import { ArrowLeftIcon, DownloadIcon, PrinterIcon } from '../../ui/icons';
import { Markdown } from '../../ui/markdown/deferred-markdown';
import { toast } from '../../ui/toast';
import { downloadText, fileNameOf } from '../../ui/download';
import { calendarFile } from './ics';
import { itemMarkdown } from './item-markdown';
import { readableReply } from '../../../../shared/reply-text';
import { PlanEditor } from './plan-editor';
import { PrintSheet } from './print-sheet';
import { ShareButton } from './shares';
import { parseTags } from './tags';

/** An ISO instant as a datetime-local input shows it, in this device's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

function DetailsForm({ item, onSave }: { item: LocalPlaybookItem; onSave(edit: PlaybookEdit): Promise<void> }) {
  const [title, setTitle] = useState(item.title);
  const [tags, setTags] = useState(item.tags.join(', '));
  const [notes, setNotes] = useState(item.notes);
  const [titleError, setTitleError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError('Give the item a title.');
      return;
    }
    setTitleError(undefined);
    await onSave({ title: title.trim(), tags: parseTags(tags), notes });
    toast({ title: 'Changes saved', variant: 'success' });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate aria-label="Title, tags and notes">
      <TextField
        label="Title"
        value={title}
        maxLength={PLAYBOOK_TITLE_MAX_LENGTH}
        error={titleError}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label="Tags"
        hint="Separate tags with commas"
        value={tags}
        onChange={(event) => setTags(event.target.value)}
      />
      <TextAreaField
        label="Notes"
        rows={3}
        maxLength={PLAYBOOK_NOTES_MAX_LENGTH}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div>
        <Button type="submit">Save changes</Button>
      </div>
    </form>
  );
}

function Schedule({
  item,
  plan,
  onSave,
}: {
  item: LocalPlaybookItem;
  plan: PracticePlan;
  onSave(edit: PlaybookEdit): Promise<void>;
}) {
  const [when, setWhen] = useState(toLocalInput(item.scheduledAt));
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
            onChange={(event) => setWhen(event.target.value)}
            className="min-h-11 rounded-xl border border-line bg-surface-0 px-3 text-base text-ink"
          />
        </label>
        <Button
          variant="secondary"
          disabled={!valid && item.scheduledAt === null}
          onClick={() => void onSave({ scheduledAt: valid ? scheduled.toISOString() : null })}
        >
          {valid ? 'Save date' : 'Clear date'}
        </Button>
        <Button
          variant="secondary"
          disabled={!item.scheduledAt}
          onClick={() =>
            item.scheduledAt &&
            downloadText(
              fileNameOf(item.title, 'ics'),
              calendarFile({
                uid: item.id,
                title: item.title,
                start: new Date(item.scheduledAt),
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

export function PlaybookItemPage() {
  const { itemId = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const { syncPlaybook } = useConnectivity();
  const item = useLiveQuery(async () => (await playbookStore.get(itemId)) ?? null, [itemId]);

  async function save(edit: PlaybookEdit) {
    await playbookStore.update(itemId, edit);
    void syncPlaybook().catch(() => 0);
  }

  async function openChat(current: LocalPlaybookItem) {
    if (!current.sessionId || !current.mode) return;
    await chatPrefs.save({ sport: current.sport, mode: current.mode, sessionId: current.sessionId });
    navigate(ROUTES.home);
  }

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
        <DetailsForm key={`${item.title}|${item.tags.join()}|${item.notes}`} item={item} onSave={save} />
        {item.plan ? (
          <>
            <PlanEditor key={JSON.stringify(item.plan)} plan={item.plan} onSave={(plan) => save({ plan })} />
            <Schedule key={item.scheduledAt ?? ''} item={item} plan={item.plan} onSave={save} />
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
              void playbookStore
                .remove(item.id)
                .then(() => navigate(ROUTES.playbook, { state: { deleted: { id: item.id, title: item.title } } }))
            }
          >
            Delete
          </Button>
        </div>
      </div>
      <PrintSheet items={[item]} />
    </PageContainer>
  );
}
