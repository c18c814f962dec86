import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './button';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' } as const;

/**
 * The app's dialog frame: a bottom sheet on phones, a centred panel from `sm` up. The title names
 * the dialog for assistive technology. Without `actions` the foot is a single Close button; with
 * them the buttons stack on phones, the main one on top. The panel is a column capped at 90% of
 * the screen: it scrolls as a whole, or a child with `min-h-0` scrolls inside it.
 */
export function Modal(props: {
  open: boolean;
  onClose(): void;
  title: string;
  subtitle?: string;
  width?: keyof typeof WIDTHS;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          className={`flex max-h-[90dvh] w-full flex-col overflow-y-auto rounded-t-3xl border border-line bg-surface-1 p-5 sm:rounded-3xl sm:p-6 ${WIDTHS[props.width ?? 'lg']}`}
        >
          <DialogTitle className="text-xl font-bold text-ink">{props.title}</DialogTitle>
          {props.subtitle && <p className="mt-1 text-sm text-ink-muted">{props.subtitle}</p>}
          {props.children}
          {props.actions ? (
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{props.actions}</div>
          ) : (
            <div className="mt-5 flex justify-end">
              <Button variant="secondary" onClick={props.onClose}>
                Close
              </Button>
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
