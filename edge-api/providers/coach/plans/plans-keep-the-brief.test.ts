import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import type { PracticePlan } from '../../../../shared/practice-plan';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { planFor } from './plan-test-kit';

// Briefs whose form of the game used to fall out of the plan.

const minutesOf = (plan: PracticePlan) => plan.blocks.reduce((sum, block) => sum + block.minutes, 0);

/** The drills of the library a plan runs, stations included. */
function drillsIn(sport: Sport, plan: PracticePlan) {
  return knowledgeOf(sport).drills.filter((drill) =>
    plan.blocks.some((block) => block.drillId === drill.id || block.activity.includes(`: ${drill.title}`)),
  );
}

describe('the form of the game shapes the drills', () => {
  it('plans 7-on-7 for skill players only: no line, run or contact work', () => {
    const plan = planFor('football', '7-on-7 summer league practice, 70 min, 15 players, passing');
    expect(plan.title).toMatch(/7v7/);
    expect(minutesOf(plan)).toBe(70);
    for (const drill of drillsIn('football', plan)) {
      expect(drill.involves ?? [], drill.id).not.toContain('contact');
      expect(drill.notVariants ?? [], drill.id).not.toContain('7v7');
    }
    expect(plan.notes.join(' ')).not.toMatch(/contact drills here stay within/);
  });

  it('plans softball without lead-offs, mound work or baseball pitch counts', () => {
    const plan = planFor('baseball', 'fastpitch practice for 12 14U girls, 2 hours, baserunning and pitching');
    expect(plan.title).toMatch(/14U Softball Practice/);
    expect(minutesOf(plan)).toBe(120);
    for (const drill of drillsIn('baseball', plan)) {
      expect(drill.notVariants ?? [], drill.id).not.toContain('softball');
      expect(drill.needs ?? [], drill.id).not.toContain('mound');
    }
    expect(plan.notes.join(' ')).not.toMatch(/Pitch Smart/);
    expect(drillsIn('baseball', plan).some((drill) => drill.variants?.includes('softball'))).toBe(true);
  });

  it('plans futsal on a hard court: no drill that needs a full-size field or grass', () => {
    const plan = planFor('soccer', 'futsal session, 18 U15 boys, 75 min, possession and pressing');
    expect(plan.title).toMatch(/Futsal Practice/);
    expect(minutesOf(plan)).toBe(75);
    for (const drill of drillsIn('soccer', plan)) {
      expect(drill.needs ?? [], drill.id).not.toContain('field');
      expect(drill.needs ?? [], drill.id).not.toContain('grass');
    }
  });
});
