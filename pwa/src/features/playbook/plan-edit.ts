// The arithmetic of editing a practice plan on the timeline. Moves and swaps keep the minutes; a
// resize changes them in 5-minute steps, so the blocks' total can drift from the planned length
// until the coach evens it out. Pure, so the editor and its tests share it.
import {
  PRACTICE_MAX_MINUTES,
  PRACTICE_MIN_MINUTES,
  type PracticeBlock,
  type PracticePlan,
} from '../../../../shared/practice-plan';

export const RESIZE_STEP_MINUTES = 5;

export const blocksTotal = (blocks: readonly PracticeBlock[]) => blocks.reduce((sum, block) => sum + block.minutes, 0);

/** The block at `from` moved to `to`; the others keep their order. */
export function moveBlock(plan: PracticePlan, from: number, to: number): PracticePlan {
  if (from === to || to < 0 || to >= plan.blocks.length) return plan;
  const blocks = [...plan.blocks];
  const [moved] = blocks.splice(from, 1);
  blocks.splice(to, 0, moved!);
  return { ...plan, blocks };
}

/**
 * One step longer (+1) or shorter (-1): a block off the 5-minute grid first snaps onto it, and
 * none goes below one step.
 */
export function resizeBlock(plan: PracticePlan, index: number, direction: 1 | -1): PracticePlan {
  const block = plan.blocks[index];
  if (!block) return plan;
  const onGrid = block.minutes % RESIZE_STEP_MINUTES === 0;
  const snapped =
    direction === 1
      ? Math.floor(block.minutes / RESIZE_STEP_MINUTES) * RESIZE_STEP_MINUTES + RESIZE_STEP_MINUTES
      : onGrid
        ? block.minutes - RESIZE_STEP_MINUTES
        : Math.floor(block.minutes / RESIZE_STEP_MINUTES) * RESIZE_STEP_MINUTES;
  const minutes = Math.min(PRACTICE_MAX_MINUTES, Math.max(RESIZE_STEP_MINUTES, snapped));
  if (minutes === block.minutes) return plan;
  return { ...plan, blocks: plan.blocks.map((each, at) => (at === index ? { ...each, minutes } : each)) };
}

/** How the blocks compare with the planned length, as the timeline shows it. */
export function planBalance(plan: PracticePlan) {
  const total = blocksTotal(plan.blocks);
  const difference = total - plan.totalMinutes;
  return {
    total,
    planned: plan.totalMinutes,
    difference,
    /** The planned length the blocks fill, when that is a length a plan may have. */
    fitsAsPlanned: total >= PRACTICE_MIN_MINUTES && total <= PRACTICE_MAX_MINUTES,
    label:
      difference === 0
        ? `${total} of ${plan.totalMinutes} min planned`
        : `${total} of ${plan.totalMinutes} min planned · ${Math.abs(difference)} min ${difference > 0 ? 'over' : 'short'}`,
  };
}

/** The block at `index` runs a library drill instead, for as long and in the same groups. */
export function swapDrill(
  plan: PracticePlan,
  index: number,
  drill: { id: string; title: string; phase: PracticeBlock['phase']; equipment: string[]; coachingPoints: string[] },
): PracticePlan {
  return {
    ...plan,
    blocks: plan.blocks.map((block, at) =>
      at === index
        ? {
            ...block,
            activity: drill.title,
            drillId: drill.id,
            phase: drill.phase,
            equipment: drill.equipment.slice(0, 20),
            coachingPoints: drill.coachingPoints.slice(0, 6),
          }
        : block,
    ),
  };
}

/** Start minute of each block from the top of the session. */
export function blockStarts(blocks: readonly PracticeBlock[]): number[] {
  const starts: number[] = [];
  let start = 0;
  for (const block of blocks) {
    starts.push(start);
    start += block.minutes;
  }
  return starts;
}

export const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
