import { Fragment } from 'react';
import { Modal } from '../../ui/modal';
import { bindingsLabel, keysOf, SHORTCUTS, type Platform } from './shortcuts';

/** The `?` dialog: every chat shortcut, with the modifier this platform uses. */
export function ShortcutsDialog({ open, platform, onClose }: { open: boolean; platform: Platform; onClose(): void }) {
  return (
    <Modal open={open} onClose={onClose} title="Keyboard shortcuts" width="md">
      <dl className="mt-4 divide-y divide-line/60" data-testid="shortcut-list">
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.id} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-sm text-ink">{shortcut.description}</dt>
            <dd
              className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1"
              aria-label={bindingsLabel(shortcut, platform)}
            >
              {shortcut.bindings.map((binding, index) => {
                const keys = keysOf(binding, platform);
                return (
                  <span key={keys.join('+')} className="inline-flex items-center gap-2" aria-hidden="true">
                    {index > 0 && <span className="text-xs text-ink-muted">or</span>}
                    <span className="inline-flex items-center gap-1">
                      {keys.map((key, keyIndex) => (
                        <Fragment key={key}>
                          {keyIndex > 0 && <span className="text-xs text-ink-muted">+</span>}
                          <kbd className="min-w-7 rounded-md border border-line bg-surface-0 px-1.5 py-0.5 text-center font-mono text-xs text-ink">
                            {key}
                          </kbd>
                        </Fragment>
                      ))}
                    </span>
                  </span>
                );
              })}
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
