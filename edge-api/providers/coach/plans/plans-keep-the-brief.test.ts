import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import type { PracticePlan } from '../../../../shared/practice-plan';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { planFor, planReplyFor } from './plan-test-kit';

// Briefs whose headcount, staff or form of the game used to fall out of the plan.

const minutesOf = (plan: PracticePlan) => plan.blocks.reduce((sum, block) => sum + block.minutes, 0);

/** The drills of the library a plan runs, stations included. */
function drillsIn(sport: Sport, plan: PracticePlan) {
  return knowledgeOf(sport).drills.filter((drill) =>
    plan.blocks.some((block) => block.drillId === drill.id || block.activity.includes(`: ${drill.title}`)),
  );
}

/** How many groups a block's groups line names: "2 groups of 6 and 2 groups of 5" is 4. */
const groupCount = (groups: string) =>
  [...groups.matchAll(/(\d+) (?:groups?|teams?) of/g)].reduce((sum, match) => sum + Number(match[1]), 0) || 1;

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

  it('leaves the line out of a day without linemen, and the keeper drills out of a day without keepers', () => {
    const football = planFor('football', 'no linemen today, 26 varsity players, 80 min, passing and protection');
    expect(minutesOf(football)).toBe(80);
    for (const drill of drillsIn('football', football)) {
      expect(drill.skills.join(' '), drill.id).not.toMatch(/blocking|pass-rush|block-shedding|defensive-line/);
    }
    expect(football.notes).toContain('No linemen: the drills only they run are left out.');
    const soccer = planFor('soccer', 'no goalies tonight, 15 players, 60 min, shot stopping and finishing');
    expect(drillsIn('soccer', soccer).some((drill) => drill.skills.includes('goalkeeping'))).toBe(false);
  });

  it('plans doubles without singles patterns', () => {
    const tennis = planFor(
      'tennis',
      'doubles session, 8 club players, 2 courts, 90 min, forehand patterns and strategy',
    );
    expect(minutesOf(tennis)).toBe(90);
    // Singles patterns: running round the backhand, changing down the line against one opponent.
    const ids = drillsIn('tennis', tennis).map((drill) => drill.id);
    expect(ids).not.toContain('inside-out-forehand-drill');
    expect(ids).not.toContain('down-the-line-change');
    for (const drill of drillsIn('tennis', tennis)) expect(drill.notVariants ?? [], drill.id).not.toContain('doubles');
  });

  it('plans a 3x3 team on one basket', () => {
    const basketball = planFor('basketball', '3x3 league team, 6 players, 60 min, transition and conditioning');
    expect(minutesOf(basketball)).toBe(60);
    for (const drill of drillsIn('basketball', basketball))
      expect(drill.needs ?? [], drill.id).not.toContain('full-court');
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

describe('the headcount and the staff the coach gave are the ones planned for', () => {
  it('runs stations for a staff counted as "3 of us coaching"', () => {
    const { text, plan } = planReplyFor('basketball', 'there are 3 of us coaching 27 kids, 60 min, passing');
    expect(plan.players).toBe(27);
    expect(minutesOf(plan)).toBe(60);
    expect(plan.blocks.some((block) => /^Stations, 3 at once/.test(block.activity))).toBe(true);
    expect(text).toContain('3 coaches, so stations');
  });

  it('counts a squad given in parts', () => {
    const plan = planFor('golf', 'golf clinic for 30 girls and 14 boys, 2 coaches, 90 min, putting');
    expect(plan.players).toBe(44);
    expect(minutesOf(plan)).toBe(90);
  });

  it('splits a group larger than one plan holds into even groups and says so', () => {
    const { text, plan } = planReplyFor('soccer', 'camp session for 130 kids and 10 coaches, 90 min, dribbling');
    expect(text).toMatch(/Read: 90 minutes, 130 players/);
    expect(text).toMatch(/split into 3 groups of about 44, each running this plan side by side with 3 coaches/);
    expect(plan.players).toBe(44);
    expect(minutesOf(plan)).toBe(90);
  });

  it('gives every coach a group when the drills cannot run as stations, and promises no stations it lacks', () => {
    const { text, plan } = planReplyFor('soccer', '2 squads of 11, me and 3 assistants, 90 minute session on pressing');
    expect(plan.players).toBe(22);
    expect(minutesOf(plan)).toBe(90);
    // Pressing's drills take the whole squad, so no set of small-group stations fits.
    expect(plan.blocks.some((block) => block.activity.startsWith('Stations,'))).toBe(false);
    expect(text).not.toContain('so stations');
    const warmUp = plan.blocks.find((block) => block.phase === 'warm-up');
    expect(groupCount(warmUp?.groups ?? '')).toBeGreaterThanOrEqual(4);
  });
});
