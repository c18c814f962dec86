import { describe, expect, it } from 'vitest';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { planFor } from './plan-test-kit';
import { PLAN_AGE, PLAN_MAX_COACHES, PLAN_MAX_KIT_COUNT, withinPlanLimits } from './practice-plan';

// A brief past what a plan is written for (kit counted per player, a toddlers' class, a big staff)
// used to fail the plan's own check, so the send failed with a server error instead of a plan.

const minutesOf = (plan: ReturnType<typeof planFor>) => plan.blocks.reduce((sum, block) => sum + block.minutes, 0);

describe('plans for briefs past the plan limits', () => {
  it('plans when kit counted per player adds up past the largest count', () => {
    const plan = planFor('tennis', '90 minute session for 24 juniors, 60 balls each, 4 courts');
    expect(minutesOf(plan)).toBe(90);
  });

  it('plans for players younger than the youngest group, as that group', () => {
    const plan = planFor('soccer', '20 minute soccer class for 8 kids age 2, a few cones and balls');
    expect(minutesOf(plan)).toBe(20);
  });

  it('plans for a staff larger than the most coaches a plan splits into stations', () => {
    const plan = planFor('football', '2 hour practice for 55 players with 16 coaches, tackling focus');
    expect(minutesOf(plan)).toBe(120);
  });

  it('clamps the numbers it can keep and leaves out the details that still do not fit', () => {
    const drills = knowledgeOf('basketball').drills;
    const within = withinPlanLimits({
      sport: 'basketball',
      minutes: 60,
      players: 10,
      level: 'youth',
      focus: [],
      age: 1,
      coaches: 40,
      equipment: [{ item: 'balls', count: 5000 }],
      team: 'x'.repeat(200),
      drills,
    });
    expect(within).toMatchObject({
      age: PLAN_AGE.min,
      coaches: PLAN_MAX_COACHES,
      equipment: [{ item: 'balls', count: PLAN_MAX_KIT_COUNT }],
    });
    expect(within.team).toBeUndefined();
    expect(within.drills).toBe(drills);
  });
});
