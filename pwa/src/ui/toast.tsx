import { useSyncExternalStore } from 'react';
import { TIMINGS_MS } from '../../../shared/constants';
import { Tooltip } from './tooltip';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'success' | 'destructive';
  /** False once dismissed: the toast animates out and stays, closed, until it is removed. */
  open: boolean;
}

/** What a caller asks to show. */
export type ToastInput = Pick<Toast, 'title' | 'description'> & { variant?: Toast['variant']; durationMs?: number };

type Listener = () => void;

// One toast at a time (SPEC §9): a new one replaces the current one. A dismissed one is kept,
// closed, for TIMINGS_MS.toastRemoveDelay, so it can animate out and its live region does not
// announce it a second time as it leaves.
let current: Toast | null = null;
let nextId = 1;
let dismissTimer: ReturnType<typeof setTimeout> | undefined;
let removeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function remove() {
  current = null;
  emit();
}

export function dismissToast() {
  clearTimeout(dismissTimer);
  if (!current?.open) return;
  current = { ...current, open: false };
  clearTimeout(removeTimer);
  removeTimer = setTimeout(remove, TIMINGS_MS.toastRemoveDelay);
  emit();
}

export function toast(input: ToastInput) {
  clearTimeout(dismissTimer);
  clearTimeout(removeTimer);
  current = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
  };
  dismissTimer = setTimeout(dismissToast, input.durationMs ?? TIMINGS_MS.defaultToast);
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

/**
 * Top of the screen on phones, top-right under the header from the medium breakpoint: the message
 * box and its Send button sit at the bottom, and a toast there (an error, just when the person
 * wants to resend) would cover them for its five seconds. Announced politely.
 */
export function Toaster() {
  const active = useCurrentToast();
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col p-4 md:top-16 md:left-auto md:max-w-[420px]"
      aria-live="polite"
      role="status"
    >
      {active && (
        <div
          key={active.id}
          // Only an open toast is "the toast": a closed one is on its way out.
          data-testid={active.open ? 'toast' : undefined}
          data-state={active.open ? 'open' : 'closed'}
          data-variant={active.variant}
          aria-hidden={!active.open}
          className={`flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg shadow-black/40 transition-[opacity,translate,visibility] duration-200 data-[state=closed]:invisible data-[state=closed]:translate-y-2 data-[state=closed]:opacity-0 data-[state=open]:pointer-events-auto motion-reduce:transition-none ${VARIANT_CLASSES[active.variant]}`}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{active.title}</p>
            {active.description && <p className="mt-1 text-sm text-ink-muted">{active.description}</p>}
          </div>
          <Tooltip>
            <button
              type="button"
              onClick={dismissToast}
              tabIndex={active.open ? undefined : -1}
              className="-m-1 rounded-md p-1 text-ink-muted hover:text-ink"
              aria-label="Dismiss notification"
            >
              ×
            </button>
          </Tooltip>
        </div>
      )}
    </div>
  );
}
