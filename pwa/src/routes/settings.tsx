import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProfileUpdateSchema } from '../../../shared/contract/auth';
import { fieldErrors } from '../../../shared/validation';
import { useAuthActor } from '../features/auth/auth-provider';
import { ROUTES } from '../shell/nav-links';
import { Button, ButtonLink } from '../ui/button';
import { TextField } from '../ui/field';
import { Card, PageContainer } from '../ui/card';
import { formatLongDate } from '../ui/format';
import { PLAN_LABELS } from '../../../shared/constants';
import { CoachProfileForm } from '../features/coach-profile/coach-profile-form';
import { PROFILE_COPY } from '../features/coach-profile/coach-profile-copy';
import { useSession } from '../session';

export default function SettingsPage() {
  const actor = useAuthActor();
  const { token } = useSession();
  const navigate = useNavigate();
  const user = useSelector(actor, (s) => s.context.user)!;
  const saving = useSelector(actor, (s) => s.matches({ signedIn: 'savingProfile' }));
  const serverErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const saves = useSelector(actor, (s) => s.context.profileSaves);
  const savesAtMount = useRef(saves);
  const [form, setForm] = useState({ username: user.username ?? '', name: user.name ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (saves > savesAtMount.current) navigate(ROUTES.profile);
  }, [saves, navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes = {
      name: form.name.trim(),
      // Username is optional in Settings: an empty field leaves it unchanged.
      ...(form.username.trim() ? { username: form.username.trim() } : {}),
    };
    const parsed = ProfileUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    actor.send({ type: 'auth.updateProfile', changes: parsed.data });
  }

  return (
    <PageContainer className="max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Settings</h1>
      <p className="mb-6 text-ink-muted">How you appear in Playcaller.</p>
      <Card>
        <form onSubmit={submit} noValidate className="space-y-5">
          <TextField
            label="Username"
            name="username"
            value={form.username}
            onChange={(event) => setForm({ ...form, username: event.target.value })}
            error={errors.username ?? serverErrors.username}
            hint="Optional. 3–20 letters, numbers or underscores."
            autoComplete="username"
          />
          <TextField
            label="Display Name"
            name="name"
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            error={errors.name}
            autoComplete="name"
          />
          <TextField
            label="Email"
            name="email"
            value={user.email}
            readOnly
            disabled
            hint="Your e-mail cannot be changed."
          />
          <dl className="grid grid-cols-2 gap-4 rounded-xl border border-line/60 bg-surface-0 p-4 text-sm">
            <div>
              <dt className="text-ink-muted">Account type</dt>
              <dd className="font-semibold text-ink">{PLAN_LABELS[user.subscriptionStatus]}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Expires</dt>
              <dd className="font-semibold text-ink">
                {user.subscriptionExpiry ? formatLongDate(user.subscriptionExpiry) : 'Never'}
              </dd>
            </div>
          </dl>
          <div className="flex justify-end gap-2">
            <ButtonLink to={ROUTES.profile} variant="ghost">
              Cancel
            </ButtonLink>
            <Button type="submit" busy={saving}>
              Save Changes
            </Button>
          </div>
        </form>
      </Card>
      <section aria-labelledby="coach-profile-heading" className="mt-8">
        <h2 id="coach-profile-heading" className="text-xl font-bold tracking-tight text-ink">
          {PROFILE_COPY.title}
        </h2>
        <p className="mb-4 text-ink-muted">{PROFILE_COPY.intro}</p>
        <Card>
          <CoachProfileForm token={token} />
        </Card>
      </section>
    </PageContainer>
  );
}
