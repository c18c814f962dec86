import { useState, type FormEvent } from 'react';
import { VERIFICATION_CODE_LENGTH } from '../../../../shared/constants';
import { VerificationCodeSchema } from '../../../../shared/validation';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';

/** Step 2 of sign-in and registration: the code from the e-mail. Digits only; paste works. */
export function CodeStep(props: {
  email: string;
  busy: boolean;
  serverError?: string;
  submitLabel: string;
  secondaryLabel: string;
  onSubmit(code: string): void;
  onSecondary(): void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = VerificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    props.onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-ink-muted">
        We sent a {VERIFICATION_CODE_LENGTH}-digit code to <strong className="text-ink break-all">{props.email}</strong>
        .
      </p>
      <TextField
        label="Verification code"
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={VERIFICATION_CODE_LENGTH}
        placeholder="123456"
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        error={error ?? props.serverError}
        autoFocus
        required
      />
      <Button type="submit" size="lg" className="w-full" busy={props.busy}>
        {props.submitLabel}
      </Button>
      <Button variant="ghost" className="w-full" onClick={props.onSecondary} disabled={props.busy}>
        {props.secondaryLabel}
      </Button>
    </form>
  );
}
