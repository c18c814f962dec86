import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import type { PracticeBlock, PracticePlan } from '../../../../shared/practice-plan';
import { answer } from '../builtin/builtin-coach';
import type { Facility } from '../knowledge/content-schema';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { parsePlanRequest } from '../understand/parse-plan-request';
import { ageRulesFor } from './age-rules';
import { buildPracticePlan } from './practice-plan';
import { planFor, seeded } from './plan-test-kit';

const total = (plan: PracticePlan) => plan.blocks.reduce((sum, block) => sum + block.minutes, 0);

/** Every library drill a block runs: its own, each station's, and the one run by players waiting off a basket. */
function drillsOfBlock(sport: Sport, block: PracticeBlock) {
  const library = knowledgeOf(sport).drills;
  return library.filter(
    (drill) =>
      drill.id === block.drillId ||
      (block.drillId === undefined && block.activity.includes(`: ${drill.title}`)) ||
      new RegExp(`\\brun ${drill.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} away from\\b`).test(block.groups),
  );
}

/** The facilities any block of the plan needs. */
function facilitiesUsed(sport: Sport, plan: PracticePlan): Facility[] {
  return plan.blocks.flatMap((block) => drillsOfBlock(sport, block).flatMap((drill) => drill.needs ?? []));
}

function chatReply(sport: Sport, message: string): string {
  return answer({
    mode: 'comprehensiveCoach',
    sport,
    message,
    profile: null,
    now: new Date('2026-11-26T12:00:00Z'),
  } as Parameters<typeof answer>[0]).text;
}

describe('the reader reads the space the group has', () => {
  it.each([
    ['75 min for 13 u11s, the dirt is flooded, infield is unplayable, fielding', ['infield']],
    ['we can only use the outfield tonight, 14 players, 90 minutes, throwing', ['infield']],
    ['2 hrs in the cages only, 10 high schoolers, hitting', ['field', 'infield', 'open-space', 'grass']],
    ['the JV girls get the other half of the gym, 60 min, 11 varsity girls, shooting', ['full-court']],
    ['the rims are broken at our park so 50 min of ball handling for 9 kids', ['hoop', 'full-court']],
    ['courts have no nets this week, 45 min, 6 juniors, volleys', ['net']],
    ['practice on the tarmac behind the school, 60 minutes, 18 u12s, passing', ['grass', 'field', 'full-court']],
    ['all we have is a corridor, 30 min with 8 kids, first touch', ['open-space', 'field', 'full-court']],
    ['the pitch is covered in snow, 70 minutes with 20 u13s, passing', ['field', 'grass', 'infield']],
    ['driving range is off limits, 90 min with 5 golfers, short game', ['range', 'course', 'bunker']],
    ['thunderstorms rolling in, 60 min for 12 high school players, defense', ['field', 'grass', 'infield']],
    ['we have a backyard for 10 kids, 45 min, dribbling', ['field', 'full-court']],
    ['a single rim that works at the church gym, 50 min, 10 kids, passing', ['full-court']],
  ] as const)('"%s" lacks %j', (message, lacks) => {
    const read = parsePlanRequest(message).lacks ?? [];
    for (const facility of lacks) expect(read, message).toContain(facility);
  });

  it.each([
    ['90 min practice, 14 players, our infield is in great shape, fielding'],
    ['60 min practice, 12 players, inside zone run game'],
    ['hour session, 10 kids, he is on a hot streak at the plate, hitting'],
    ['45 min, 8 players, net play and volleys'],
    ['full court press practice, 12 varsity players, 75 min'],
    ['20 min classroom session then 60 min out on the field, 18 players, passing'],
    ['hour practice for 12 kids at madison park, no lightning forecast, passing'],
  ])('"%s" lacks nothing', (message) => {
    expect(parsePlanRequest(message).lacks).toBeUndefined();
    expect(parsePlanRequest(message).heat).toBeUndefined();
  });

  it.each([
    ['forecast says 104 degrees, 90 min, 30 high school players, tackling'],
    ['it will be 38c on saturday, 60 min, 16 u14s, passing'],
    ['heat advisory today, 75 minutes for 15 kids, fielding'],
  ])('reads a hot day: "%s"', (message) => {
    expect(parsePlanRequest(message).heat).toBe(true);
  });

  it('reads lightning as a whole session indoors', () => {
    const request = parsePlanRequest('there is lightning nearby, 60 min with 14 u12s, shooting');
    expect(request.lightning).toBe(true);
    expect(request.lacks).toContain('field');
  });

  it('counts no court from a court that only measures the space', () => {
    const request = parsePlanRequest('an area about the size of a basketball court, 22 kids, 60 min, passing');
    expect(request.equipment?.some((kit) => kit.item === 'court')).not.toBe(true);
    expect(request.lacks).toContain('field');
  });

  it('says one working basket back, and counts no basket from "a basket per pair"', () => {
    expect(parsePlanRequest('only one usable hoop tonight, 12 girls, 60 min, shooting').site).toEqual([
      'one working basket: half-court work, short lines at the basket',
    ]);
    expect(parsePlanRequest('2 courts, a basket per pair of players, 60 min, 12 girls').site).toBeUndefined();
  });

  it('keeps a basket the coach counts on a lot that usually has none', () => {
    const request = parsePlanRequest('we are in the parking lot with 2 hoops, 60 min, 10 kids, shooting');
    expect(request.lacks).not.toContain('hoop');
    expect(request.lacks).toContain('grass');
  });
});

describe('a plan runs where the group is', () => {
  const cases: { sport: Sport; message: string; missing: Facility[]; said: RegExp }[] = [
    {
      sport: 'baseball',
      message: 'infield is a mud pit after the storm, 80 min with 13 10u kids, hitting and fielding',
      missing: ['infield'],
      said: /infield/,
    },
    {
      sport: 'baseball',
      message: 'just the batting cages today, 60 min, 12 jv players, hitting',
      missing: ['field', 'infield', 'open-space'],
      said: /cages/,
    },
    {
      sport: 'basketball',
      message: 'the wrestling team has the other half of the gym, 75 min for 12 varsity boys, transition',
      missing: ['full-court'],
      said: /half a court/,
    },
    {
      sport: 'basketball',
      message: 'no working baskets at the rec center, 60 min with 14 u12s, passing and defense',
      missing: ['hoop', 'full-court'],
      said: /no working baskets/,
    },
    {
      sport: 'tennis',
      message: 'the nets were taken down for resurfacing, 60 min, 8 high school players, forehand',
      missing: ['net'],
      said: /no nets/,
    },
    {
      sport: 'soccer',
      message: 'our field is closed so we train on the car park, 60 min, 16 u12s, shooting',
      missing: ['grass', 'field'],
      said: /hard outdoor lot/,
    },
    {
      sport: 'soccer',
      message: 'all we have is a classroom and a wall, 40 min, 10 u10s, first touch',
      missing: ['open-space', 'field', 'grass'],
      said: /narrow space/,
    },
    {
      sport: 'football',
      message: 'the field is flooded so we are in the gym, 90 min, 30 high school players, tackling and route running',
      missing: ['field', 'grass'],
      said: /field is out|indoors/,
    },
    {
      sport: 'golf',
      message: 'range is closed today, 75 min with 6 juniors, irons and putting',
      missing: ['range', 'course'],
      said: /no range/,
    },
    {
      sport: 'soccer',
      message: 'we get a tennis-court-sized area for 22 u11s, 60 min, passing',
      missing: ['field'],
      said: /small area/,
    },
  ];

  it.each(cases)('$sport: "$message"', ({ sport, message, missing, said }) => {
    const text = chatReply(sport, message);
    const plan = planFor(sport, message);
    expect(plan.sport).toBe(sport);
    expect(total(plan)).toBe(plan.totalMinutes);
    // The constraint is said back in the read-back and as the plan's own first line about the place.
    expect(/^> Read: .*$/m.exec(text)?.[0]).toMatch(said);
    const where = plan.notes.find((note) => note.startsWith('Where:'));
    expect(where).toMatch(said);
    const used = facilitiesUsed(sport, plan);
    for (const facility of missing) expect(used, `${facility} in ${message}`).not.toContain(facility);
    // A game the place cannot hold is never the fallback: no small-sided game in a classroom or without nets.
    const game = plan.blocks.filter((block) => block.phase === 'game');
    expect(game.length).toBeGreaterThan(0);
    if (missing.includes('open-space') || missing.includes('net'))
      for (const block of game) expect(block.activity).not.toMatch(/^Small-sided game/);
  });

  it('plays the closing game over a rope when the courts have no nets', () => {
    const plan = planFor('tennis', 'no nets on court 3 and 4, 60 min, 12 adults, doubles play');
    const game = plan.blocks.find((block) => block.phase === 'game');
    expect(game?.drillId).toBeUndefined();
    expect(game?.activity).toMatch(/rope|cones/);
  });

  it('plays pairs challenges when there is no room for a game', () => {
    const plan = planFor('basketball', 'stuck in the hallway tonight, 30 min with 10 u10 boys, ball handling');
    const game = plan.blocks.find((block) => block.phase === 'game');
    expect(game?.activity).toMatch(/pairs/);
    expect(game?.groups).toBe('5 groups of 2');
  });

  it('closes a football day on a hard floor with a game nobody goes to ground in, and only football', () => {
    const football = planFor('football', 'the grass is being resodded so 60 min in the gym, 20 u11 players, tackling');
    const footballGame = football.blocks.find((block) => block.phase === 'game');
    expect(footballGame?.activity).toMatch(/two-hand touch/i);
    const soccer = planFor('soccer', 'the grass is being resodded so 60 min in the gym, 20 u11 players, tackling');
    expect(soccer.blocks.find((block) => block.phase === 'game')?.activity).not.toMatch(/two-hand touch/i);
  });

  it('suggests no cool-down the place cannot hold', () => {
    const plan = planFor('tennis', 'nets are missing on every court, 45 min, 6 high school players, serve');
    expect(plan.notes.join(' ')).not.toMatch(/Cool-Down Rally/);
  });
});

describe('a plan for a hot day or lightning', () => {
  it.each([
    ['football', 'heat index of 108 this afternoon, 120 min, 44 high school players, blocking'],
    ['soccer', 'a scorching day, 90 min, 18 u14 girls, possession'],
    ['baseball', 'it will be 99 degrees, 2 hours, 15 varsity players, bunting'],
  ] as const)('%s: "%s" drinks every 15 minutes and keeps blocks to 15', (sport, message) => {
    const plan = planFor(sport, message);
    expect(total(plan)).toBe(plan.totalMinutes);
    let sinceBreak = 0;
    for (const block of plan.blocks) {
      if (block.phase === 'break') {
        sinceBreak = 0;
        continue;
      }
      expect(block.minutes, block.activity).toBeLessThanOrEqual(15);
      sinceBreak += block.minutes;
      // Breaks fall between blocks, so a stretch without one runs at most two short blocks.
      expect(sinceBreak, block.activity).toBeLessThanOrEqual(30);
    }
    const breaks = plan.blocks.filter((block) => block.phase === 'break').length;
    expect(breaks).toBeGreaterThanOrEqual(Math.floor(plan.totalMinutes / 15) - 2);
    expect(plan.notes.join(' ')).toMatch(/Heat: water every 15 minutes/);
  });

  it('keeps a lightning day indoors and says when to go back out', () => {
    const text = chatReply('soccer', 'lightning is forecast for practice, 60 min with 16 u13s, finishing');
    const plan = planFor('soccer', 'lightning is forecast for practice, 60 min with 16 u13s, finishing');
    expect(text).toMatch(/^> Read: .*lightning about, so indoors/m);
    expect(plan.notes.join(' ')).toMatch(/30 minutes after the last thunder/);
    expect(facilitiesUsed('soccer', plan)).not.toContain('field');
    expect(facilitiesUsed('soccer', plan)).not.toContain('grass');
  });
});

describe('any place, any group: the plan adds up, fits the place and keeps the age rules', () => {
  const places: { sport: Sport; lacks: Facility[] }[] = [
    { sport: 'baseball', lacks: ['infield'] },
    { sport: 'baseball', lacks: ['field', 'infield', 'open-space', 'grass'] },
    { sport: 'basketball', lacks: ['full-court'] },
    { sport: 'basketball', lacks: ['hoop', 'full-court'] },
    { sport: 'basketball', lacks: ['open-space', 'full-court', 'hoop'] },
    { sport: 'tennis', lacks: ['net'] },
    { sport: 'tennis', lacks: ['open-space', 'net'] },
    { sport: 'soccer', lacks: ['field', 'grass'] },
    { sport: 'soccer', lacks: ['open-space', 'field', 'grass'] },
    { sport: 'football', lacks: ['field', 'grass'] },
    { sport: 'football', lacks: ['open-space', 'field', 'grass'] },
    { sport: 'golf', lacks: ['range', 'course', 'bunker'] },
  ];
  const levels = ['youth', 'high-school', 'adult'] as const;
  const random = seeded(20261127);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  for (let run = 0; run < 60; run += 1) {
    const place = pick(places);
    const level = pick(levels);
    const age = level === 'youth' ? 6 + Math.floor(random() * 7) : undefined;
    const minutes = 30 + Math.floor(random() * 91);
    const players = 2 + Math.floor(random() * 24);
    const heat = random() < 0.3;
    const drills = knowledgeOf(place.sport).drills;
    const focus = random() < 0.5 ? [] : [pick(drills).skills[0] ?? 'passing'];
    it(`${place.sport} without ${place.lacks.join('/')}: ${minutes} min, ${players} ${level}${age ? ` age ${age}` : ''}${heat ? ', hot' : ''}`, () => {
      const plan = buildPracticePlan({
        sport: place.sport,
        minutes,
        players,
        level,
        age,
        focus,
        lacks: place.lacks,
        heat,
        site: ['the place as the coach said it'],
        drills,
      });
      expect(total(plan)).toBe(minutes);
      expect(plan.notes[0]).toMatch(/^Where: the place as the coach said it\./);
      const used = facilitiesUsed(place.sport, plan);
      for (const facility of place.lacks) expect(used).not.toContain(facility);
      const excluded = ageRulesFor({ sport: place.sport, level, age }).flatMap((rule) =>
        rule.excludes ? [rule.excludes] : [],
      );
      for (const block of plan.blocks)
        for (const drill of drillsOfBlock(place.sport, block)) {
          for (const item of drill.involves ?? []) expect(excluded).not.toContain(item);
          if (age !== undefined) expect(drill.minAge ?? 0).toBeLessThanOrEqual(age);
        }
      if (heat) for (const block of plan.blocks) expect(block.minutes).toBeLessThanOrEqual(15);
    });
  }
});

describe('a fitness session on a hot day', () => {
  it.each([
    ['soccer', 'a 60 minute conditioning session for 16 u17 girls, heat index around 102'],
    ['basketball', 'conditioning session, 50 min, 12 varsity boys, heat wave this week'],
  ] as const)('%s: "%s" drinks every 15 minutes and says how to spot heat illness', (sport, message) => {
    const plan = planFor(sport, message);
    expect(plan.title).toMatch(/Fitness Session/);
    expect(total(plan)).toBe(plan.totalMinutes);
    const breaks = plan.blocks.filter((block) => block.phase === 'break').length;
    // Water at every gap a 15-minute rhythm asks for, as far as the blocks leave gaps.
    expect(breaks).toBeGreaterThanOrEqual(
      Math.min(Math.ceil(plan.totalMinutes / 15) - 1, plan.blocks.length - breaks - 1),
    );
    expect(plan.notes.join(' ')).toMatch(/Heat: a drink every 15 minutes.*stops sweating/);
  });
});
