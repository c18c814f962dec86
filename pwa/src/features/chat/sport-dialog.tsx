import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { SPORT_LABELS, SPORTS, type Sport } from '../../../../shared/constants';
import { Button } from '../../ui/button';
import { SPORT_ICONS } from '../../ui/sport-icons';
import { vibrate } from '../../ui/vibrate';

export function SportDialog(props: { open: boolean; current: Sport; onClose(): void; onChoose(sport: Sport): void }) {
  return (
    <Dialog open={props.open} onClose={props.onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-lg rounded-t-3xl border border-line bg-surface-1 p-5 sm:rounded-3xl sm:p-6">
          <DialogTitle className="text-xl font-bold text-ink">Select a Sport</DialogTitle>
          <p className="mt-1 text-sm text-ink-muted">Choose your athletic adventure</p>
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
          <div className="mt-5 flex justify-end">
            <Button variant="secondary" onClick={props.onClose}>
              Close
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
