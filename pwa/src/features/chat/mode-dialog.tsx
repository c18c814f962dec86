import type { PersonalityMode } from '../../../../shared/constants';
import { Modal } from '../../ui/modal';
import { MODE_ICONS } from '../../ui/mode-icons';
import { vibrate } from '../../ui/vibrate';
import { MODES, modeInfo } from './chat-content';

export function ModeDialog(props: {
  open: boolean;
  current: PersonalityMode;
  onClose(): void;
  onChoose(mode: PersonalityMode): void;
}) {
  const current = modeInfo(props.current);
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Analysis Mode"
      subtitle="Select your preferred coaching style"
      width="2xl"
    >
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        {MODES.map((mode) => {
          const Icon = MODE_ICONS[mode.id];
          const selected = mode.id === props.current;
          return (
            <button
              key={mode.id}
              type="button"
              data-mode={mode.id}
              aria-pressed={selected}
              onClick={() => {
                vibrate();
                props.onChoose(mode.id);
              }}
              className={`flex min-h-20 items-start gap-3 rounded-2xl border p-4 text-left transition-colors ${
                selected ? 'border-accent bg-accent/10' : 'border-line bg-surface-0 hover:border-ink-muted'
              }`}
            >
              <Icon className={`mt-0.5 size-6 shrink-0 ${selected ? 'text-accent' : 'text-ink-muted'}`} />
              <span>
                <span className="block font-semibold text-ink">{mode.title}</span>
                <span className="block text-sm text-ink-muted">{mode.shortDescription}</span>
              </span>
            </button>
          );
        })}
      </div>
      <div className="mt-5 rounded-2xl border border-line/70 bg-surface-0 p-4">
        <p className="text-sm font-semibold text-ink">{current.title}</p>
        <p className="mt-1 text-sm text-ink-muted">{current.longDescription}</p>
      </div>
    </Modal>
  );
}
