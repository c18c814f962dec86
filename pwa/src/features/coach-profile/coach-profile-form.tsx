import { useEffect, useState, type FormEvent } from 'react';
import { CoachProfileSchema, type CoachProfile } from '../../../../shared/contract/profile';
import { fieldErrors } from '../../../../shared/validation';
import { errorText } from '../../api';
import { readGuestCoachProfile, saveGuestCoachProfile } from '../../local/coach-profile';
import { Button, Spinner } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast';
import { fetchCoachProfile, saveCoachProfile } from './coach-profile.api';
import { PROFILE_COPY, PROFILE_OPTIONS } from './coach-profile-copy';

/** The team settings have their own form (team-settings-form.tsx); this one keeps them as they are. */
type Field = Exclude<keyof CoachProfile, 'team'>;
/** The form as typed: every field a string, '' for "not set", and the team settings untouched. */
type Draft = Record<Field, string> & { team: CoachProfile['team'] };

const SELECTS = ['role', 'level', 'ageGroup', 'mainSport', 'seasonPhase', 'weightUnit', 'distanceUnit'] as const;
const NUMBERS = ['squadSize', 'bodyWeight'] as const;

function draftOf(profile: CoachProfile): Draft {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    role: text(profile.role),
    level: text(profile.level),
    ageGroup: text(profile.ageGroup),
    squadSize: text(profile.squadSize),
    mainSport: text(profile.mainSport),
    seasonPhase: text(profile.seasonPhase),
    weightUnit: text(profile.weightUnit),
    distanceUnit: text(profile.distanceUnit),
    bodyWeight: text(profile.bodyWeight),
    team: profile.team,
  };
}

/** Only the fields that were set; the schema then judges the values. */
function bodyOf(draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of SELECTS) if (draft[field]) body[field] = draft[field];
  for (const field of NUMBERS) {
    const typed = draft[field].trim();
    if (typed) body[field] = Number(typed);
  }
  if (draft.team) body.team = draft.team;
  return body;
}

async function save(token: string | null, profile: CoachProfile): Promise<CoachProfile> {
  if (token) return saveCoachProfile(token, profile);
  saveGuestCoachProfile(profile);
  return profile;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; draft: Draft };

/**
 * The coach profile form. Signed in, it reads and saves the account's profile on the server; a
 * visitor's stays in this browser and travels with each message.
 */
export function CoachProfileForm({ token, onSaved }: { token: string | null; onSaved?: () => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    const read = token ? fetchCoachProfile(token) : readGuestCoachProfile().then((profile) => profile ?? {});
    read.then(
      (profile) => current && setLoad({ state: 'ready', draft: draftOf(profile) }),
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  if (load.state === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
        <Spinner /> Loading your coach profile…
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className="space-y-3" role="alert">
        <p className="text-sm text-danger">{PROFILE_COPY.loadFailed}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setLoad({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {PROFILE_COPY.retry}
        </Button>
      </div>
    );
  }
  const { draft } = load;

  function change(field: Field, value: string) {
    setLoad({ state: 'ready', draft: { ...draft, [field]: value } });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const parsed = CoachProfileSchema.safeParse(bodyOf(draft));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await save(token, parsed.data);
      setLoad({ state: 'ready', draft: draftOf(saved) });
      toast({ title: PROFILE_COPY.savedToast, description: PROFILE_COPY.savedDescription, variant: 'success' });
      onSaved?.();
    } catch (error) {
      toast({
        title: PROFILE_COPY.saveFailedTitle,
        description: errorText(error, PROFILE_COPY.saveFailed),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  const select = (field: (typeof SELECTS)[number], label: string, hint?: string) => (
    <SelectField
      label={label}
      name={field}
      value={draft[field]}
      options={PROFILE_OPTIONS[field]}
      onChange={(event) => change(field, event.target.value)}
      error={errors[field]}
      hint={hint}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={PROFILE_COPY.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('role', 'I am a')}
        {select('level', 'Level')}
        {select('ageGroup', 'Age group', 'U13 and younger (12 and under) get youth-safe drills.')}
        <TextField
          label="Squad size"
          name="squadSize"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          value={draft.squadSize}
          onChange={(event) => change('squadSize', event.target.value)}
          error={errors.squadSize}
          hint="Players at a typical practice."
        />
        {select('mainSport', 'Main sport')}
        {select('seasonPhase', 'Season phase')}
        {select('weightUnit', 'Weight unit')}
        <TextField
          label="Body weight"
          name="bodyWeight"
          type="number"
          inputMode="decimal"
          step="0.1"
          value={draft.bodyWeight}
          onChange={(event) => change('bodyWeight', event.target.value)}
          error={errors.bodyWeight}
          hint="In your weight unit; the Trainer uses it when a message gives none."
        />
        {select('distanceUnit', 'Distance unit')}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {!token && <p className="text-sm text-ink-muted">{PROFILE_COPY.guestNote}</p>}
        <Button type="submit" busy={saving} className="ml-auto">
          {PROFILE_COPY.save}
        </Button>
      </div>
    </form>
  );
}
