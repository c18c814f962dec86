import type { HTMLAttributes } from 'react';

export function Card({ className = '', ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-2xl border border-line/70 bg-surface-1 p-5 shadow-lg shadow-black/20 ${className}`}
      {...rest}
    />
  );
}

export function PageContainer({ className = '', ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 md:py-10 ${className}`} {...rest} />;
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-ink-muted" role="status">
      <svg className="size-8 animate-spin text-accent" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p>{label}</p>
    </div>
  );
}
