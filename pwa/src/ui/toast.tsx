import { useSyncExternalStore } from 'react';
import { TIMINGS_MS } from '../../../shared/constants';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'success' | 'destructive';
}

type Listener = () => void;

// One toast at a time (SPEC §9): a new one replaces the current one.
let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast() {
  clearTimeout(timer);
  current = null;
  emit();
}

export function toast(input: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant']; durationMs?: number }) {
  clearTimeout(timer);
  current = { id: nextId++, title: input.title, description: input.description, variant: input.variant ?? 'default' };
  timer = setTimeout(dismissToast, input.durationMs ?? TIMINGS_MS.defaultToast);
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): Toast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

const VARIANT_CLASSES: Record<Toast['variant'], string> = {
  default: 'border-line bg-surface-1',
  success: 'border-success/40 bg-surface-1',
  destructive: 'border-danger/60 bg-red-950',
};

/** Top of the screen on phones, bottom-right from the medium breakpoint; announced politely. */
export function Toaster() {
  const active = useCurrentToast();
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col p-4 md:top-auto md:right-0 md:bottom-0 md:left-auto md:max-w-[420px]"
      aria-live="polite"
      role="status"
    >
      {active && (
        <div
          key={active.id}
          data-testid="toast"
          data-variant={active.variant}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg shadow-black/40 transition ${VARIANT_CLASSES[active.variant]}`}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{active.title}</p>
            {active.description && <p className="mt-1 text-sm text-ink-muted">{active.description}</p>}
          </div>
          <button
            type="button"
            onClick={dismissToast}
            className="-m-1 rounded-md p-1 text-ink-muted hover:text-ink"
            aria-label="Dismiss notification"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
