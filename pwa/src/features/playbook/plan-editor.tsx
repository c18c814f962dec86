import { useEffect, useState } from 'react';
import { PRACTICE_MAX_MINUTES, PRACTICE_MIN_MINUTES, type PracticePlan } from '../../../../shared/practice-plan';
import { Button } from '../../ui/button';
import { loadDrills, type LibraryDrill } from './drill-library';
import { blockStarts, clock, moveBlock, planBalance, resizeBlock, swapDrill } from './plan-edit';
import { Tooltip } from '../../ui/tooltip';

const SMALL =
  'grid size-10 place-items-center rounded-lg border border-line bg-surface-0 text-ink hover:bg-surface-2 disabled:opacity-40';

/**
 * The plan's timeline: move blocks, resize them in 5-minute steps, swap in a library drill. The
 * total always shows against the planned length. Each change goes to the page's draft, saved with
 * the rest of the page; the page saves it once the two agree, since a saved plan's blocks fill
 * exactly the session it claims.
 */
export function PlanEditor({ plan, onChange }: { plan: PracticePlan; onChange(plan: PracticePlan): void }) {
  const [drills, setDrills] = useState<LibraryDrill[] | null>(null);
  useEffect(() => {
    let current = true;
    void loadDrills(plan.sport).then((loaded) => current && setDrills(loaded));
    return () => {
      current = false;
    };
  }, [plan.sport]);

  const balance = planBalance(plan);
  const starts = blockStarts(plan.blocks);

  return (
    <section aria-labelledby="plan-timeline" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-timeline" className="text-lg font-semibold text-ink">
          Timeline
        </h2>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${balance.difference === 0 ? 'bg-accent/15 text-accent' : 'bg-amber-950/60 text-premium'}`}
          data-testid="plan-total"
          aria-live="polite"
        >
          {balance.label}
        </p>
      </div>
      <ol className="flex flex-col gap-2">
        {plan.blocks.map((block, index) => (
          <li
            key={`${index}-${block.activity}`}
            className="flex flex-col gap-2 rounded-xl border border-line bg-surface-1 p-3"
            data-testid="plan-block"
          >
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink" data-testid="block-activity">
                  {block.activity}
                </p>
                <p className="text-xs text-ink-muted">
                  {clock(starts[index]!)} · {block.phase} · {block.groups}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <Tooltip label="Move up">
                  <button
                    type="button"
                    className={SMALL}
                    disabled={index === 0}
                    onClick={() => onChange(moveBlock(plan, index, index - 1))}
                    aria-label={`Move ${block.activity} up`}
                  >
                    ↑
                  </button>
                </Tooltip>
                <Tooltip label="Move down">
                  <button
                    type="button"
                    className={SMALL}
                    disabled={index === plan.blocks.length - 1}
                    onClick={() => onChange(moveBlock(plan, index, index + 1))}
                    aria-label={`Move ${block.activity} down`}
                  >
                    ↓
                  </button>
                </Tooltip>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Tooltip label="5 minutes shorter">
                <button
                  type="button"
                  className={SMALL}
                  onClick={() => onChange(resizeBlock(plan, index, -1))}
                  aria-label={`Shorten ${block.activity} by 5 minutes`}
                >
                  −
                </button>
              </Tooltip>
              <span className="min-w-16 text-center text-sm font-semibold text-ink" data-testid="block-minutes">
                {block.minutes} min
              </span>
              <Tooltip label="5 minutes longer">
                <button
                  type="button"
                  className={SMALL}
                  onClick={() => onChange(resizeBlock(plan, index, 1))}
                  aria-label={`Lengthen ${block.activity} by 5 minutes`}
                >
                  +
                </button>
              </Tooltip>
              {block.phase !== 'break' && drills && drills.length > 0 && (
                <select
                  className="min-h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface-0 px-2 text-sm text-ink"
                  value=""
                  aria-label={`Swap ${block.activity} for a library drill`}
                  onChange={(event) => {
                    const drill = drills.find((each) => each.id === event.target.value);
                    if (drill) onChange(swapDrill(plan, index, drill));
                  }}
                >
                  <option value="">Swap drill…</option>
                  {drills.map((drill) => (
                    <option key={drill.id} value={drill.id}>
                      {drill.title} ({drill.minutes} min, {drill.phase})
                    </option>
                  ))}
                </select>
              )}
            </div>
            {block.coachingPoints.length > 0 && (
              <ul className="list-disc pl-5 text-sm text-ink-muted">
                {block.coachingPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {balance.difference !== 0 && balance.fitsAsPlanned && (
        <div>
          <Button variant="secondary" onClick={() => onChange({ ...plan, totalMinutes: balance.total })}>
            Make it a {balance.total}-minute plan
          </Button>
        </div>
      )}
      {balance.difference !== 0 && !balance.fitsAsPlanned && (
        <p className="text-sm text-premium">
          A plan runs {PRACTICE_MIN_MINUTES}–{PRACTICE_MAX_MINUTES} minutes: shorten or lengthen blocks to fit.
        </p>
      )}
    </section>
  );
}
