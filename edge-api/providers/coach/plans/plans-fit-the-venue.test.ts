import { describe, expect, it } from 'vitest';
import type { Facility } from '../knowledge/content-schema';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { parsePlanRequest } from '../understand/parse-plan-request';
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

  it('a field is a golf venue only in golf', () => {
    const message = '13 players, 90 minutes on the field with wiffle balls';
    expect(parsePlanRequest(message, 'golf').lacks).toContain('green');
    expect(parsePlanRequest(message, 'baseball').lacks ?? []).not.toContain('green');
  });
});

describe('a plan uses only the kit the coach listed', () => {
  /** Every piece of kit the plan's library drills need. */
  function kitOf(sport: 'baseball', message: string): string[] {
    const drills = knowledgeOf(sport).drills;
    return planFor(sport, message).blocks.flatMap(
      (block) => drills.find((drill) => drill.id === block.drillId)?.equipment ?? [],
    );
  }

  it.each([
    '11U baseball, 14 kids, 90 min on hitting and fielding. gear: bats, a bucket of baseballs, tees, helmets and cones',
    'baseball practice for 12 nine year olds, 60 minutes, batting. all we have is balls, bats, helmets and some cones',
  ])('no screen, net, bases or machine that was not listed: "%s"', (message) => {
    const kit = kitOf('baseball', message).join(' | ');
    expect(kit).not.toMatch(/l-screen|\bnet\b|bases?\b|machine|plastic/i);
    expect(kit).toMatch(/bat/);
  });
});

describe('a place said as all the group has is the venue, not the kit', () => {
  it.each([
    '45 minutes for 10 high school golfers on putting, all we have is the chipping green',
    'junior golf, 12 kids, one hour of putting and all we have is a practice green this afternoon',
  ])('the green keeps its drills: "%s"', (message) => {
    expect(parsePlanRequest(message, 'golf').kitList).toBeUndefined();
    expect(golfNeeds(message)).toContain('green');
  });
});
