import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { ArrowLeftIcon } from '../../ui/icons';

export function AuthCard(props: { title: string; subtitle: string; onBack(): void; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-8 md:py-16">
      <button
        type="button"
        onClick={props.onBack}
        className="mb-4 inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 text-sm text-ink-muted hover:text-ink"
      >
        <ArrowLeftIcon className="size-4" /> Back
      </button>
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{props.title}</h1>
        <p className="mt-1 mb-6 text-sm text-ink-muted">{props.subtitle}</p>
        {props.children}
      </Card>
    </div>
  );
}
