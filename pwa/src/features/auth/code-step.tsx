import { useState } from 'react';
import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../../../../shared/constants';
import { VerificationCodeSchema } from '../../../../shared/validation';
import { Button } from '../../ui/button';
import { StepForm, type StepField } from './step-form';

const CodeFormSchema = z.strictObject({ code: VerificationCodeSchema });

const CODE_FIELD: StepField = {
  name: 'code',
  label: 'Verification code',
  clean: (raw) => raw.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH),
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9]*',
  maxLength: VERIFICATION_CODE_LENGTH,
  placeholder: '123456',
  className: '[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]',
};

/** Step 2 of sign-in and registration: the code from the e-mail. Digits only; paste works. */
export function CodeStep(props: {
  email: string;
  busy: boolean;
  serverErrors: Record<string, string>;
  submitLabel: string;
  backLabel: string;
  onSubmit(code: string): void;
  onBack(): void;
}) {
  const [values, setValues] = useState<Record<string, string>>({ code: '' });
  return (
    <StepForm
      schema={CodeFormSchema}
      fields={[CODE_FIELD]}
      values={values}
      onValuesChange={setValues}
      serverErrors={props.serverErrors}
      submitLabel={props.submitLabel}
      busy={props.busy}
      onValid={({ code }) => props.onSubmit(code)}
      intro={
        <p className="text-sm text-ink-muted">
          We sent a {VERIFICATION_CODE_LENGTH}-digit code to{' '}
          <strong className="text-ink break-all">{props.email}</strong>.
        </p>
      }
    >
      <Button variant="ghost" className="w-full" onClick={props.onBack} disabled={props.busy}>
        {props.backLabel}
      </Button>
    </StepForm>
  );
}
