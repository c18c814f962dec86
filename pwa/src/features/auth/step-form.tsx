import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../../shared/validation';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';

export type StepField = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Rewrites what is typed or pasted before it is kept (the code keeps digits only). */
  clean?(raw: string): string;
};

/**
 * One step of the code flow: its fields, checked by one schema before anything is sent. A rule the
 * input breaks shows under its field; otherwise the server's message for that field does.
 */
export function StepForm<Request>(props: {
  schema: z.ZodType<Request>;
  fields: readonly StepField[];
  values: Record<string, string>;
  onValuesChange(values: Record<string, string>): void;
  serverErrors: Record<string, string>;
  submitLabel: string;
  busy: boolean;
  onValid(request: Request): void;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = props.schema.safeParse(props.values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    props.onValid(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {props.intro}
      {props.fields.map(({ name, clean, ...field }, index) => (
        <TextField
          key={name}
          name={name}
          value={props.values[name] ?? ''}
          onChange={(event) =>
            props.onValuesChange({ ...props.values, [name]: clean ? clean(event.target.value) : event.target.value })
          }
          error={errors[name] ?? props.serverErrors[name]}
          required
          autoFocus={index === 0}
          {...field}
        />
      ))}
      <Button type="submit" size="lg" className="w-full" busy={props.busy}>
        {props.submitLabel}
      </Button>
      {props.children}
    </form>
  );
}
