import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RegisterRequestSchema } from '../../../../shared/contract/auth';
import { fieldErrors } from '../../../../shared/validation';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { useCodeFlow } from './use-code-flow';

export function RegisterPage() {
  const { actor, step, busy, pendingEmail, serverErrors, back } = useCodeFlow();
  const [form, setForm] = useState({ username: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = RegisterRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    actor.send({ type: 'auth.requestCode', flow: 'register', ...parsed.data });
  }

  return (
    <AuthCard
      title={step === 1 ? 'Create your account' : 'Verify your e-mail'}
      subtitle={step === 1 ? 'Free to start: 15 messages a month with your AI coach.' : 'Enter the code we sent you.'}
      onBack={back}
    >
      {step === 1 ? (
        <form onSubmit={submit} noValidate className="space-y-5">
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={form.username}
            onChange={(event) => setForm({ ...form, username: event.target.value })}
            error={errors.username ?? serverErrors.username}
            hint="3–20 letters, numbers or underscores"
            required
            autoFocus
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
            error={errors.email ?? serverErrors.email}
            placeholder="you@example.com"
            required
          />
          <Button type="submit" size="lg" className="w-full" busy={busy}>
            INITIALIZE ACCESS
          </Button>
          <p className="text-center text-sm text-ink-muted">
            Already have an account?{' '}
            <Link to="/login" className="font-semibold text-accent hover:underline">
              Sign in
            </Link>
          </p>
        </form>
      ) : (
        <CodeStep
          email={pendingEmail}
          busy={busy}
          serverError={serverErrors.code}
          submitLabel="Verify"
          secondaryLabel="Back"
          onSubmit={(code) => actor.send({ type: 'auth.verify', code })}
          onSecondary={() => actor.send({ type: 'auth.back' })}
        />
      )}
    </AuthCard>
  );
}
