import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import {
  PLAYBOOK_KIND_LABELS,
  PLAYBOOK_KINDS,
  PLAYBOOK_TITLE_MAX_LENGTH,
  type PlaybookKind,
} from '../../../../shared/contract/playbook';
import { randomId } from '../../browser-store';
import { useConnectivity } from '../../connectivity';
import { ownerKeyOf } from '../../local/database';
import { playbookStore } from '../../local/playbook-store';
import { ROUTES } from '../../paths';
import { useSession } from '../../session';
import { Button } from '../../ui/button';
import { TextAreaField, TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { toast } from '../../ui/toast';
import { planFromReply } from './item-markdown';
import { readableReply } from '../../../../shared/reply-text';
import { itemsLeft, LimitNotice, planOf } from './limits';
import { parseTags } from './tags';

export interface SavedReply {
  content: string;
  question: string | null;
  sessionId: string | null;
  sport: Sport;
  mode: PersonalityMode | null;
}

/** A first guess at what the reply is; the coach can change it before saving. */
function kindOf(reply: SavedReply, hasPlan: boolean): PlaybookKind {
  if (hasPlan) return 'practice-plan';
  if (reply.mode === 'personalTrainer') return 'program';
  if (/\bdrills?\b/i.test(reply.question ?? '')) return 'drill';
  return 'play';
}

function titleOf(reply: SavedReply): string {
  const heading = /^#{1,6}\s+(.+)$/m.exec(readableReply(reply.content))?.[1];
  const source = heading ?? reply.question ?? readableReply(reply.content).split('\n')[0] ?? 'Saved reply';
  return (
    source
      .replace(/[*_`#>]/g, '')
      .trim()
      .slice(0, PLAYBOOK_TITLE_MAX_LENGTH) || 'Saved reply'
  );
}

/** Saves a reply (a practice plan as a whole, with its blocks) to the playbook of whoever is here. */
export function SaveToPlaybookDialog({ reply, onClose }: { reply: SavedReply; onClose(): void }) {
  const session = useSession();
  const { syncPlaybook } = useConnectivity();
  const plan = planFromReply(reply.content);
  const [title, setTitle] = useState(() => plan?.title ?? titleOf(reply));
  const [kind, setKind] = useState<PlaybookKind>(() => kindOf(reply, plan !== null));
  const [tags, setTags] = useState('');
  const [notes, setNotes] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [overLimit, setOverLimit] = useState(false);
  const [saving, setSaving] = useState(false);
  const ownerKey = ownerKeyOf(session.user?.id ?? null);
  const userPlan = planOf(session.user);

  useEffect(() => {
    let current = true;
    void playbookStore.count(ownerKey).then((saved) => {
      if (current) setOverLimit(itemsLeft(userPlan, saved) === 0);
    });
    return () => {
      current = false;
    };
  }, [ownerKey, userPlan]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError('Give the item a title.');
      return;
    }
    setSaving(true);
    try {
      if (itemsLeft(userPlan, await playbookStore.count(ownerKey)) === 0) {
        setOverLimit(true);
        return;
      }
      await playbookStore.create(
        {
          id: randomId(),
          kind,
          title: title.trim(),
          tags: parseTags(tags),
          notes,
          markdown: reply.content,
          plan: kind === 'practice-plan' ? plan : null,
          scheduledAt: null,
          sport: reply.sport,
          mode: reply.mode,
          question: reply.question,
          sessionId: reply.sessionId,
        },
        ownerKey,
      );
      onClose();
      toast({ title: 'Saved to playbook', description: title.trim(), variant: 'success' });
      const limited = await syncPlaybook().catch(() => 0);
      if (limited > 0)
        toast({
          title: 'Saved on this device only',
          description: 'Your plan’s limit of saved items is reached; upgrade to sync it.',
          variant: 'destructive',
        });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Save to playbook"
      subtitle={session.user ? undefined : 'Saved on this device; sign in to keep it on every device.'}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="save-to-playbook" busy={saving} disabled={overLimit}>
            Save
          </Button>
        </>
      }
    >
      <form id="save-to-playbook" className="mt-4 flex flex-col gap-3" onSubmit={save} noValidate>
        <TextField
          label="Title"
          value={title}
          maxLength={PLAYBOOK_TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
          error={titleError}
        />
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          Kind
          <select
            value={kind}
            onChange={(event) => setKind(event.target.value as PlaybookKind)}
            className="min-h-11 rounded-xl border border-line bg-surface-0 px-3 text-base text-ink"
          >
            {PLAYBOOK_KINDS.filter((each) => each !== 'practice-plan' || plan).map((each) => (
              <option key={each} value={each}>
                {PLAYBOOK_KIND_LABELS[each]}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Tags"
          hint="Separate tags with commas, e.g. U12 fall season, pressing"
          value={tags}
          onChange={(event) => setTags(event.target.value)}
        />
        <TextAreaField label="Notes" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
        {overLimit && <LimitNotice plan={userPlan} what="items" />}
        <p className="text-xs text-ink-muted">
          Find it later in your{' '}
          <Link to={ROUTES.playbook} className="underline" onClick={onClose}>
            playbook
          </Link>
          .
        </p>
      </form>
    </Modal>
  );
}
