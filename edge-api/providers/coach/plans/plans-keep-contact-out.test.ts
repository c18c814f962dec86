import { describe, expect, it } from 'vitest';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { buildPracticePlan, teachesContactFlagLacks, type PracticePlanParams } from './practice-plan';
import { seeded } from './plan-test-kit';

const football = knowledgeOf('football').drills;
const byId = new Map(football.map((drill) => [drill.id, drill]));

const FOCUSES = [
  [],
  ['tackling'],
  ['blocking'],
  ['pass rush'],
  ['defense'],
  ['route running'],
  ['coverage'],
  ['special teams'],
  ['tackling', 'blocking'],
  ['pursuit'],
  ['run defense'],
  ['hitting'],
];

function briefs(count: number, seed: number, ages: [number, number], variant?: 'flag'): PracticePlanParams[] {
  const next = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, () => {
    const age = ages[0] + Math.floor(next() * (ages[1] - ages[0] + 1));
    return {
      sport: 'football' as const,
      minutes: 20 + 5 * Math.floor(next() * 29),
      players: 4 + Math.floor(next() * 37),
      level: age <= 12 ? ('youth' as const) : ('high-school' as const),
      age,
      focus: pick(FOCUSES),
      coaches: 1 + Math.floor(next() * 3),
      ...(variant ? { variant } : {}),
    };
  });
}

const contactIn = (drillIds: (string | undefined)[]) =>
  drillIds.flatMap((id) => {
    const drill = id === undefined ? undefined : byId.get(id);
    return drill?.involves?.includes('contact') ? [drill.id] : [];
  });

describe('contact stays out of flag football and young tackle football', () => {
  it('tags every drill that hits, blocks, jams or rushes a passer with contact, unless it is made for flag', () => {
    const contactWords = /\b(?:tackl|block|shed|pass rush|jam|press|sled|thud|live|hit)\w*/i;
    for (const drill of football.filter((entry) => !(entry.variants ?? []).includes('flag'))) {
      const said = [drill.title, ...drill.skills, ...drill.keywords].join(' ');
      const onAir = /\bon air\b|\bwalk-?through\b|\bmirror\b/i.test(`${drill.title} ${drill.keywords.join(' ')}`);
      if (contactWords.test(said) && !onAir) expect(drill.involves ?? [], drill.id).toContain('contact');
    }
  });

  it.each([
    [1, [5, 14] as [number, number]],
    [7, [5, 8] as [number, number]],
    [42, [9, 17] as [number, number]],
  ])('no flag plan, seed %i, has a contact drill or a tackling or blocking drill', (seed, ages) => {
    for (const brief of briefs(120, seed, ages, 'flag')) {
      const plan = buildPracticePlan({ ...brief, drills: football });
      const ids = plan.blocks.map((block) => block.drillId);
      expect(contactIn(ids), JSON.stringify(brief)).toEqual([]);
      const taught = ids.flatMap((id) => {
        const drill = id === undefined ? undefined : byId.get(id);
        return drill && teachesContactFlagLacks(drill, brief) ? [drill.id] : [];
      });
      expect(taught, JSON.stringify(brief)).toEqual([]);
      expect(plan.blocks.reduce((sum, block) => sum + block.minutes, 0)).toBe(brief.minutes);
    }
  });

  it.each([3, 11, 99])('no tackle plan for players 8 and under, seed %i, has a contact drill', (seed) => {
    for (const brief of briefs(120, seed, [5, 8])) {
      const plan = buildPracticePlan({ ...brief, drills: football });
      expect(contactIn(plan.blocks.map((block) => block.drillId)), JSON.stringify(brief)).toEqual([]);
    }
  });

  it('keeps tackling and blocking drills out of a flag plan however the focus asks for them', () => {
    const plan = buildPracticePlan({
      sport: 'football',
      minutes: 60,
      players: 12,
      level: 'youth',
      age: 9,
      variant: 'flag',
      focus: ['tackling', 'blocking'],
      drills: football,
    });
    const titles = plan.blocks.map((block) => block.activity).join(' | ');
    expect(titles).not.toMatch(/tackling form|kick slide|shed|sled/i);
    expect(titles).toMatch(/flag pulling/i);
    expect(titles).not.toMatch(/conditioned on .*(?:tackling|blocking)/i);
    expect(plan.notes.join(' ')).toMatch(/flag football has no blocking/i);
  });
});
