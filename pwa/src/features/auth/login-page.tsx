import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EmailSchema } from '../../../../shared/validation';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { useCodeFlow } from './use-code-flow';

export function LoginPage() {
  const { actor, step, busy, pendingEmail, serverErrors, back } = useCodeFlow();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  function requestCode(event: FormEvent) {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    actor.send({ type: 'auth.requestCode', flow: 'login', email: parsed.data });
  }

  return (
    <AuthCard
      title={step === 1 ? 'Welcome back' : 'Check your e-mail'}
      subtitle={
        step === 1 ? 'Sign in with a one-time code. No password needed.' : 'Enter the code to finish signing in.'
      }
      onBack={back}
    >
      {step === 1 ? (
        <form onSubmit={requestCode} noValidate className="space-y-5">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError ?? serverErrors.email}
            placeholder="you@example.com"
            required
            autoFocus
          />
          <Button type="submit" size="lg" className="w-full" busy={busy}>
            Send code
          </Button>
          <p className="text-center text-sm text-ink-muted">
            New to Playcaller?{' '}
            <Link to="/register" className="font-semibold text-accent hover:underline">
              Create an account
            </Link>
          </p>
        </form>
      ) : (
        <CodeStep
          email={pendingEmail}
          busy={busy}
          serverError={serverErrors.code}
          submitLabel="VERIFY & LOGIN"
          secondaryLabel="Try again"
          onSubmit={(code) => actor.send({ type: 'auth.verify', code })}
          onSecondary={() => actor.send({ type: 'auth.back' })}
        />
      )}
    </AuthCard>
  );
}
