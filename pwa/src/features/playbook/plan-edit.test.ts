import { describe, expect, it } from 'vitest';
import type { PracticePlan } from '../../../../shared/practice-plan';
import { blocksTotal, moveBlock, planBalance, resizeBlock, swapDrill } from './plan-edit';

const block = (activity: string, minutes: number) => ({
  activity,
  minutes,
  phase: 'technical' as const,
  groups: 'pairs',
  equipment: ['cones'],
  coachingPoints: ['Eyes up'],
});
const plan: PracticePlan = {
  title: 'U12 passing',
  sport: 'soccer',
  totalMinutes: 60,
  players: 12,
  level: 'youth',
  focus: ['passing'],
  blocks: [block('Warm-up', 12), block('Rondo', 18), block('Water', 3), block('Game', 27)],
  equipment: [],
  notes: [],
};

describe('editing a plan on the timeline', () => {
  it('moves a block and keeps every minute', () => {
    const moved = moveBlock(plan, 3, 0);
    expect(moved.blocks.map((each) => each.activity)).toEqual(['Game', 'Warm-up', 'Rondo', 'Water']);
    expect(blocksTotal(moved.blocks)).toBe(60);
    expect(moveBlock(plan, 0, 4)).toBe(plan);
  });

  it('resizes in 5-minute steps, snapping an off-grid block first and never below one step', () => {
    expect(resizeBlock(plan, 0, 1).blocks[0]!.minutes).toBe(15);
    expect(resizeBlock(plan, 0, -1).blocks[0]!.minutes).toBe(10);
    expect(resizeBlock(resizeBlock(plan, 1, 1), 1, 1).blocks[1]!.minutes).toBe(25);
    expect(resizeBlock(plan, 2, -1).blocks[2]!.minutes).toBe(5);
    expect(resizeBlock(plan, 2, 1).blocks[2]!.minutes).toBe(5);
  });

  it('shows the total against the planned length after each resize', () => {
    expect(planBalance(plan).label).toBe('60 of 60 min planned');
    const longer = resizeBlock(plan, 0, 1);
    expect(planBalance(longer)).toMatchObject({ total: 63, planned: 60, difference: 3 });
    expect(planBalance(longer).label).toBe('63 of 60 min planned · 3 min over');
    expect(planBalance(resizeBlock(plan, 3, -1)).label).toBe('58 of 60 min planned · 2 min short');
  });

  it('swaps in a library drill for the same time and groups', () => {
    const swapped = swapDrill(plan, 1, {
      id: 'passing-square',
      title: 'Passing Square',
      phase: 'warm-up',
      equipment: ['4 cones'],
      coachingPoints: ['Back foot'],
    });
    expect(swapped.blocks[1]).toMatchObject({
      activity: 'Passing Square',
      drillId: 'passing-square',
      minutes: 18,
      groups: 'pairs',
      equipment: ['4 cones'],
    });
  });
});
