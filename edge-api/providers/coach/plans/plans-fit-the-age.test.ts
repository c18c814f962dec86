import { describe, expect, it } from 'vitest';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { parsePlanRequest } from '../understand/parse-plan-request';
import { buildPracticePlan } from './practice-plan';

function drillOf(sport: 'soccer' | 'baseball' | 'basketball' | 'tennis', id: string | undefined) {
  return knowledgeOf(sport).drills.find((drill) => drill.id === id);
}

describe('a plan fits the players it is for', () => {
  it('gives young players only drills for their age, in short blocks, and says what it left out', () => {
    const drills = knowledgeOf('soccer').drills;
    const plan = buildPracticePlan({
      sport: 'soccer',
      minutes: 60,
      players: 10,
      level: 'youth',
      age: 6,
      focus: ['passing'],
      drills,
    });
    for (const block of plan.blocks) {
      expect(drillOf('soccer', block.drillId)?.minAge ?? 0).toBeLessThanOrEqual(6);
      expect(block.minutes).toBeLessThanOrEqual(10);
    }
    expect(plan.blocks.some((block) => /rondo/i.test(block.activity))).toBe(false);
    expect(plan.notes.join(' ')).toMatch(/Too advanced for 6-year-olds.*Rondo/);
  });

  it('keeps tennis blocks for ten-year-olds to 15 minutes, serving focus or not', () => {
    const drills = knowledgeOf('tennis').drills;
    const plan = buildPracticePlan({
      sport: 'tennis',
      minutes: 90,
      players: 8,
      level: 'youth',
      age: 10,
      focus: ['serve'],
      drills,
    });
    for (const block of plan.blocks) expect(block.minutes).toBeLessThanOrEqual(15);
    expect(plan.blocks.reduce((sum, block) => sum + block.minutes, 0)).toBe(90);
  });

  it('gives beginners no drill that asks for experience, whatever their age', () => {
    const drills = knowledgeOf('basketball').drills;
    const plan = buildPracticePlan({
      sport: 'basketball',
      minutes: 75,
      players: 10,
      level: 'adult',
      skill: 'beginner',
      focus: ['pick and roll'],
      drills,
    });
    for (const block of plan.blocks) expect(drillOf('basketball', block.drillId)?.skill).toBeUndefined();
    expect(plan.notes.join(' ')).toMatch(/Too advanced for beginners/);
  });

  it('leaves live pitching and at-bats out of a no-live baseball day', () => {
    const drills = knowledgeOf('baseball').drills;
    const plan = buildPracticePlan({
      sport: 'baseball',
      minutes: 120,
      players: 16,
      level: 'high-school',
      focus: ['hitting'],
      limits: ['no-live'],
      drills,
    });
    for (const block of plan.blocks) expect(drillOf('baseball', block.drillId)?.involves ?? []).not.toContain('live');
    expect(plan.notes.join(' ')).toMatch(/No live pitching/);
  });

  it('runs pitchers beside position players on a two-track day', () => {
    const drills = knowledgeOf('baseball').drills;
    const plan = buildPracticePlan({
      sport: 'baseball',
      minutes: 90,
      players: 14,
      level: 'high-school',
      focus: [],
      coaches: 2,
      tracks: ['pitchers', 'position players'],
      drills,
    });
    const tracked = plan.blocks.filter((block) => block.activity.startsWith('Two tracks at once: pitchers'));
    expect(tracked.length).toBeGreaterThanOrEqual(2);
    for (const block of tracked) expect(block.groups).toMatch(/pitchers with one coach, position players/);
  });
});

describe('reading who the plan is for', () => {
  it('does not take the coach’s own age for the team’s age or headcount', () => {
    const request = parsePlanRequest("I'm 57 and coach my daughter's U8 team, 60 min practice on Saturday");
    expect(request.age).toBe(7);
    expect(request.players).toBeUndefined();
    expect(request.focus).toBeUndefined();
    expect(parsePlanRequest('im 44 years old with 11 kids aged 9, 45 minutes').players).toBe(11);
  });

  it('counts beginners as players and reads the group’s experience', () => {
    expect(parsePlanRequest('60 minute basketball practice for 10 beginners')).toMatchObject({
      players: 10,
      skill: 'beginner',
    });
    expect(parsePlanRequest('plan for my 14 experienced players, 90 min').skill).toBe('advanced');
    expect(parsePlanRequest('first time coaching, 12 kids, 60 min').skill).toBeUndefined();
  });

  it('reads extra coaches, listed missing kit, kit on hand and a no-live day', () => {
    expect(parsePlanRequest('14 u10 kids, 75 minutes, I have 2 extra coaches').coaches).toBe(3);
    const kit = parsePlanRequest("we don't have cones, pinnies or goals; 45 min for 12 kids");
    expect(kit.equipment).toEqual([
      { item: 'cone', count: 0 },
      { item: 'bib', count: 0 },
      { item: 'goal', count: 0 },
    ]);
    expect(parsePlanRequest('we have a ball machine, 60 min for 6 players').has).toEqual(['ball machine']);
    expect(parsePlanRequest("we don't have a ball machine, 60 min for 6 kids").equipment ?? []).toEqual([]);
    const noLive = parsePlanRequest('no live hitting today, 90 minutes, 15 players');
    expect(noLive.limits).toEqual(['no-live']);
    expect(noLive.focus).toBeUndefined();
  });

  it('reads a two-track day with the specialists first', () => {
    expect(parsePlanRequest('two-track day, pitchers and position players, 2 hours, 16 players').tracks).toEqual([
      'pitchers',
      'position players',
    ]);
    expect(parsePlanRequest('practice for 12 players on pitchers and catchers covering bunts').tracks).toBeUndefined();
  });
});
