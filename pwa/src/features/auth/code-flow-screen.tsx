import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { AuthFlow } from './auth.machine';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { StepForm, type StepField } from './step-form';
import { useCodeFlow } from './use-code-flow';

const EMAIL_FIELD: StepField = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
};

/**
 * Login and registration are one flow with different words: an e-mail step (with any fields the
 * flow needs before the e-mail) that asks for a code, then the code step. What was typed in the
 * first step is still there when the user goes back to it.
 */
export function CodeFlowScreen(props: {
  flow: AuthFlow;
  schema: z.ZodType<{ email: string; username?: string }>;
  fieldsBeforeEmail?: readonly StepField[];
  emailStep: { title: string; subtitle: string; submitLabel: string };
  switchFlow: { prompt: string; label: string; to: string };
  codeStep: { title: string; subtitle: string; submitLabel: string; backLabel: string };
}) {
  const { actor, step, busy, pendingEmail, serverErrors, back } = useCodeFlow();
  const fields = [...(props.fieldsBeforeEmail ?? []), EMAIL_FIELD];
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field.name, ''])));
  const copy = step === 1 ? props.emailStep : props.codeStep;

  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle} onBack={back}>
      {step === 1 ? (
        <StepForm
          schema={props.schema}
          fields={fields}
          values={values}
          onValuesChange={setValues}
          serverErrors={serverErrors}
          submitLabel={props.emailStep.submitLabel}
          busy={busy}
          onValid={(request) => actor.send({ type: 'auth.requestCode', flow: props.flow, ...request })}
        >
          <p className="text-center text-sm text-ink-muted">
            {props.switchFlow.prompt}{' '}
            <Link to={props.switchFlow.to} className="font-semibold text-accent hover:underline">
              {props.switchFlow.label}
            </Link>
          </p>
        </StepForm>
      ) : (
        <CodeStep
          email={pendingEmail}
          busy={busy}
          serverErrors={serverErrors}
          submitLabel={props.codeStep.submitLabel}
          backLabel={props.codeStep.backLabel}
          onSubmit={(code) => actor.send({ type: 'auth.verify', code })}
          onBack={() => actor.send({ type: 'auth.back' })}
        />
      )}
    </AuthCard>
  );
}
