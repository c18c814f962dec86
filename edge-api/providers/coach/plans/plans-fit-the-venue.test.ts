import { describe, expect, it } from 'vitest';
import type { Facility } from '../knowledge/content-schema';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { planFor } from './plan-test-kit';

/** The facilities the drills of a golf plan need, block by block. */
function golfNeeds(message: string): Facility[] {
  const drills = knowledgeOf('golf').drills;
  return planFor('golf', message).blocks.flatMap(
    (block) => drills.find((drill) => drill.id === block.drillId)?.needs ?? [],
  );
}

describe('a golf plan uses only what the venue named has', () => {
  it.each([
    'golf clinic for 12 juniors aged 8, 60 minutes, out on the park field with soft practice balls',
    'we have 9 kids age 10 for an hour of golf using a soccer field and plastic golf balls',
  ])('an open field has no green, hole, bunker or course: "%s"', (message) => {
    const needs = golfNeeds(message);
    expect(needs).not.toContain('green');
    expect(needs).not.toContain('bunker');
    expect(needs).not.toContain('course');
  });

  it.each([
    'high school golf team, 10 players, 2 hours at the driving range, short game and full swing',
    'college golfers, 6 of them, 75 min range session on wedges and chipping',
  ])('a range has no bunker and no holes to play: "%s"', (message) => {
    const needs = golfNeeds(message);
    expect(needs).not.toContain('bunker');
    expect(needs).not.toContain('course');
  });

  it('a range with a practice bunker named keeps the bunker work', () => {
    const needs = golfNeeds('high school golf, 8 players, 90 min at the range and its practice bunker, bunker play');
    expect(needs).toContain('bunker');
  });

  it('a field or range in another sport leaves its drills alone', () => {
    const drills = knowledgeOf('baseball').drills;
    const plan = planFor('baseball', '12U baseball, 13 players, 90 minutes on the field with wiffle balls, outfield play');
    const needs = plan.blocks.flatMap((block) => drills.find((drill) => drill.id === block.drillId)?.needs ?? []);
    expect(needs).toContain('field');
    expect(plan.blocks.map((block) => block.activity).join(' ')).not.toMatch(/no green/);
  });
});
