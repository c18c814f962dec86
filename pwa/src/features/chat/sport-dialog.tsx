import { SPORT_LABELS, SPORTS, type Sport } from '../../../../shared/constants';
import { Modal } from '../../ui/modal';
import { SPORT_ICONS } from '../../ui/sport-icons';
import { vibrate } from '../../ui/vibrate';

export function SportDialog(props: { open: boolean; current: Sport; onClose(): void; onChoose(sport: Sport): void }) {
  return (
    <Modal open={props.open} onClose={props.onClose} title="Select a Sport" subtitle="Choose your athletic adventure">
      <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {SPORTS.map((sport) => {
          const Icon = SPORT_ICONS[sport];
          const selected = sport === props.current;
          return (
            <button
              key={sport}
              type="button"
              aria-pressed={selected}
              onClick={() => {
                vibrate();
                props.onChoose(sport);
              }}
              className={`flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border p-3 transition-colors ${
                selected
                  ? 'border-accent bg-accent/10 text-accent'
                  : 'border-line bg-surface-0 text-ink hover:border-ink-muted'
              }`}
            >
              <Icon className="size-7" />
              <span className="text-sm font-semibold">{SPORT_LABELS[sport]}</span>
            </button>
          );
        })}
      </div>
    </Modal>
  );
}
