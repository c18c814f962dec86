import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import type { PracticePlan } from '../../../../shared/practice-plan';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { parsePlanRequest } from '../understand/parse-plan-request';
import { buildPracticePlan, placesPerGroup } from './practice-plan';
import { planFor } from './plan-test-kit';

const total = (plan: PracticePlan) => plan.blocks.reduce((sum, block) => sum + block.minutes, 0);

/** The baskets, goals or courts a block needs at once: stations add theirs up. */
function placesUsed(sport: Sport, plan: PracticePlan, place: 'hoop' | 'goal' | 'court'): number[] {
  const drills = knowledgeOf(sport).drills;
  return plan.blocks.map((block) => {
    if (block.drillId !== undefined) return 0;
    if (!block.activity.startsWith('Stations')) return 0;
    return drills
      .filter((drill) => block.activity.includes(`: ${drill.title}`))
      .reduce((sum, drill) => sum + (placesPerGroup(drill)[place] ?? 0), 0);
  });
}

describe('a plan fits the baskets, goals and courts the coach has', () => {
  it.each([
    ['basketball', 'we only have one hoop, 14 kids age 11, 60 min practice on shooting, 3 coaches', 'hoop', 1],
    ['basketball', '2 baskets for 20 kids, 75 min practice, finishing, 4 coaches', 'hoop', 2],
    ['soccer', 'one goal, 16 U12 players, 60 minute practice on finishing, 3 coaches', 'goal', 1],
    ['soccer', 'just 2 goals and 22 kids, 90 min session, shooting, 3 coaches', 'goal', 2],
  ] as const)('"%s" runs no stations needing more than it has', (sport, message, place, have) => {
    const plan = planFor(sport, message);
    expect(total(plan)).toBe(plan.totalMinutes);
    for (const used of placesUsed(sport, plan, place)) expect(used).toBeLessThanOrEqual(have);
  });

  it.each([
    ['basketball', 'one basket, 16 kids age 10, 60 min practice on layups', 'basket'],
    ['basketball', '2 hoops for 24 players, 60 min practice, shooting', 'baskets'],
    ['soccer', 'we have one goal for 18 kids, 60 min finishing practice', 'goal'],
  ] as const)('keeps the line at each place short: "%s"', (sport, message, word) => {
    const plan = planFor(sport, message);
    const atPlaces = plan.blocks.filter((block) => new RegExp(`at the (?:\\d+ )?${word} at a time`).test(block.groups));
    expect(atPlaces.length).toBeGreaterThan(0);
    for (const block of atPlaces) {
      const sizes = [...block.groups.matchAll(/(?:group|groups) of (\d+)/g)].map((match) => Number(match[1]));
      for (const size of sizes) expect(size, block.groups).toBeLessThanOrEqual(5);
      expect(block.groups).toMatch(/away from the .*until their turn/);
      // The players off the basket or goal run a drill the library has, not a vague "same skill".
      const [, away = ''] = /\d+ run (.+?) away from the/.exec(block.groups) ?? [];
      const titles = knowledgeOf(sport).drills.map((drill) => drill.title);
      expect(titles, block.groups).toContain(away);
    }
  });

  it('plays one tennis game per court when the courts are counted', () => {
    const tennis = knowledgeOf('tennis').drills;
    const plan = buildPracticePlan({
      sport: 'tennis',
      minutes: 60,
      players: 12,
      level: 'high-school',
      focus: ['serve'],
      equipment: [{ item: 'court', count: 1 }],
      drills: tennis,
    });
    for (const block of plan.blocks.filter((entry) => / games? of /.test(entry.groups)))
      expect(block.groups).toMatch(/\b1 game of\b/);
  });

  it('still plays several small-sided games on one field', () => {
    const plan = planFor('soccer', 'one field for 2 teams, 24 kids, 60 min practice, passing');
    expect(parsePlanRequest('one field for 2 teams, 24 kids, 60 min practice, passing').players).toBe(24);
    const game = plan.blocks.find((block) => block.phase === 'game');
    expect(game?.groups).not.toMatch(/\b1 game of 4 v 4\b/);
  });

  it.each([
    ['baseball', '1 pitching machine, 3 buckets of balls, 12 kids 90 min practice on hitting'],
    ['tennis', 'tennis, 8 players, one ball machine, 60 min practice on volleys'],
    ['golf', 'a bucket of balls, 6 golfers, 60 min short game practice'],
    ['football', 'ball machine (jugs) and 20 players, 90 min practice, route running'],
  ] as const)('reads no ball count from a machine or a bucket: "%s"', (sport, message) => {
    const plan = planFor(sport, message);
    expect(plan.notes.join(' ')).not.toMatch(/\b1 balls? for\b/);
    expect(parsePlanRequest(message).equipment?.find((kit) => kit.item === 'ball')).toBeUndefined();
  });
});
