import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { parseLevel, parsePlanRequest, teamLabelIn } from '../understand/parse-plan-request';
import { ageRulesFor } from './age-rules';
import { buildPracticePlan } from './practice-plan';
import { planFor, seeded } from './plan-test-kit';

describe('the plan names the team the way the coach did', () => {
  it.each([
    ['football', 'practice for our 14u team, 25 kids, 90 min, tackling', '14U', 'high-school'],
    ['basketball', 'U12 travel team, 10 kids, 75 min on shooting', 'U12 Travel', 'youth'],
    ['football', 'JV practice, 40 players, 2 hours, coverage', 'JV', 'high-school'],
    ['basketball', 'varsity girls, 12 players, 90 min, rebounding', 'Varsity', 'high-school'],
    ['soccer', 'middle school boys, 20 players, 60 min, passing', 'Middle School', 'youth'],
    ['soccer', 'adult rec league team, 14 players, 60 min practice, finishing', 'Adult Rec League', 'adult'],
    ['baseball', 'D3 college team, 28 guys, 2 hour practice on hitting', 'D3 College', 'college'],
    ['tennis', 'under-10 club squad, 8 kids, 60 min on forehands', '10U Club', 'youth'],
  ] as const)('%s: "%s" is a %s plan', (sport, message, label, level) => {
    const request = parsePlanRequest(message);
    expect(request.team).toBe(label);
    expect(request.level).toBe(level);
    const plan = planFor(sport, message);
    expect(plan.title).toContain(` ${label} `);
    expect(plan.title).not.toMatch(/\bYouth\b|\bHigh School\b/);
  });

  it('reads the college divisions as college and leaves a plain message unlabelled', () => {
    expect(parseLevel('division iii baseball, 25 players').level).toBe('college');
    expect(parseLevel('naia softball').level).toBe('college');
    expect(teamLabelIn('division ii team')).toBe('D2 College');
    expect(teamLabelIn('12 players, 60 minutes, passing')).toBeUndefined();
  });

  it('calls 13-year-olds given only by age a middle-school group, not a high-school one', () => {
    const plan = planFor('soccer', '16 players aged 13, 60 min practice on passing');
    expect(plan.title).toMatch(/Middle School/);
  });
});

describe('every focus named gets its own block', () => {
  it.each([
    ['football', 'week 3, 30 players, 90 min: base run game and our pass pro, plus conditioning', 3],
    ['football', '24 kids age 12, 75 min, tackling and also ball security', 2],
    ['basketball', '12 players, 90 min, ball handling & shooting + rebounding', 3],
    ['basketball', 'varsity practice, 60 min, press break then free throws', 2],
    ['soccer', 'U14 girls, 18 players, 75 min, work on passing, first touch and finishing', 3],
    ['soccer', '16 players, 60 min, possession, then crossing', 2],
    ['baseball', '14 kids age 12, 90 min, fielding, baserunning & bunting', 3],
    ['tennis', '8 high school players, 90 min, serve + return, then volleys', 3],
    ['golf', '4 golfers, 2 hours, putting plus chipping and driving', 3],
  ] as const)('%s: "%s" plans %i focuses', (sport, message, count) => {
    const request = parsePlanRequest(message);
    expect(request.focuses?.length, JSON.stringify(request.focuses)).toBe(count);
    const plan = planFor(sport, message);
    expect(plan.blocks.reduce((sum, block) => sum + block.minutes, 0)).toBe(plan.totalMinutes);
    const byFocus = plan.notes.find((note) => note.startsWith('Drill minutes by focus'));
    for (const focus of request.focuses ?? []) expect(byFocus, focus).toMatch(new RegExp(`\\b${focus} [1-9]`));
  });

  it('does not read "week 1" as one player', () => {
    expect(parsePlanRequest('week-1 install for our 14U team, 90 min, 30 kids').players).toBe(30);
    expect(parsePlanRequest('day 2 of camp, 45 players, 2 hours').players).toBe(45);
  });
});

const football = knowledgeOf('football').drills;
const footballById = new Map(football.map((drill) => [drill.id, drill]));

describe('tackle football keeps contact within the day and out of the first week', () => {
  it('a week-1 practice for a 14U team has no live drill and a bounded contact time', () => {
    const message = 'week-1 install for our 14U team, 90 min, 30 kids: tackling, run game and pass pro';
    expect(parsePlanRequest(message).earlySeason).toBe(true);
    const plan = planFor('football', message);
    const drills = plan.blocks.map((block) => footballById.get(block.drillId ?? ''));
    expect(drills.filter((drill) => drill?.involves?.includes('live')).map((drill) => drill?.id)).toEqual([]);
    expect(plan.notes.join(' ')).toMatch(/acclimatisation/i);
  });

  it.each([4, 19, 61])('no brief, seed %i, holds more contact minutes than its rules allow', (seed) => {
    const next = seeded(seed);
    for (let brief = 0; brief < 60; brief += 1) {
      const age = 9 + Math.floor(next() * 10);
      const earlySeason = next() < 0.5;
      const params = {
        sport: 'football' as const,
        minutes: 45 + 15 * Math.floor(next() * 6),
        players: 14 + Math.floor(next() * 30),
        level: age <= 12 ? ('youth' as const) : ('high-school' as const),
        age,
        earlySeason,
        focus: [['tackling'], ['blocking', 'pass rush'], ['tackling', 'pursuit'], ['run defense']][
          Math.floor(next() * 4)
        ] as string[],
      };
      const plan = buildPracticePlan({ ...params, drills: football });
      const rules = ageRulesFor({ ...params });
      const limit = Math.min(
        ...rules.flatMap((rule) => (rule.contactMinutes === undefined ? [] : [rule.contactMinutes])),
      );
      const said = JSON.stringify(params);
      const contactMinutes = plan.blocks
        .filter((block) => footballById.get(block.drillId ?? '')?.involves?.includes('contact'))
        .filter((block) => !block.activity.includes('on air'))
        .reduce((sum, block) => {
          const partial = /Contact for the first (\d+) minutes/.exec(block.coachingPoints.join(' '))?.[1];
          return sum + (partial === undefined ? block.minutes : Number(partial));
        }, 0);
      expect(contactMinutes, said).toBeLessThanOrEqual(limit);
      if (earlySeason) {
        const live = plan.blocks.filter((block) => footballById.get(block.drillId ?? '')?.involves?.includes('live'));
        expect(
          live.map((block) => block.activity),
          said,
        ).toEqual([]);
      }
      expect(
        plan.blocks.reduce((sum, block) => sum + block.minutes, 0),
        said,
      ).toBe(params.minutes);
    }
  });
});

describe('young basketball players take and give no body contact', () => {
  const basketball = knowledgeOf('basketball').drills;
  it('tags every drill that takes a charge or finishes into a pad with contact', () => {
    for (const drill of basketball) {
      const said = [drill.title, ...drill.keywords, ...drill.steps].join(' ');
      if (/\bcharge\b|\bpad\b|absorbs contact/i.test(said)) expect(drill.involves ?? [], drill.id).toContain('contact');
    }
  });

  it.each([8, 10, 12])('leaves contact drills out at age %i whatever the focus', (age) => {
    expect(ageRulesFor({ sport: 'basketball', level: 'youth', age }).some((rule) => rule.excludes === 'contact')).toBe(
      true,
    );
    for (const focus of [['charges'], ['finishing'], ['help defense'], ['layups', 'post play']]) {
      const plan = buildPracticePlan({
        sport: 'basketball',
        minutes: 60,
        players: 12,
        level: 'youth',
        age,
        focus,
        drills: basketball,
      });
      const contact = plan.blocks.filter((block) =>
        basketball.find((drill) => drill.id === block.drillId)?.involves?.includes('contact'),
      );
      expect(
        contact.map((block) => block.activity),
        focus.join(),
      ).toEqual([]);
    }
  });
});

describe('counted balls are used and never exceeded', () => {
  const ballsPerGroup = (equipment: readonly string[]) => {
    const entry = equipment.find((item) => /^\d+\s+balls?$/i.test(item.trim()));
    return entry === undefined ? undefined : Number(/^\d+/.exec(entry)?.[0]);
  };
  const groupCount = (text: string) =>
    [...text.matchAll(/(\d+) (?:groups?|teams?) of \d+/g)].reduce((sum, match) => sum + Number(match[1]), 0) ||
    (/whole group/.test(text) ? 1 : 0);

  it.each(SPORTS.filter((sport) => sport !== 'golf'))('%s: no block needs more balls than the coach has', (sport) => {
    const drills = knowledgeOf(sport).drills;
    const next = seeded(sport.length * 7);
    for (let brief = 0; brief < 40; brief += 1) {
      const players = 8 + Math.floor(next() * 14);
      const balls = 2 + Math.floor(next() * players);
      const age = 9 + Math.floor(next() * 9);
      const plan = buildPracticePlan({
        sport,
        minutes: 60,
        players,
        level: age <= 12 ? 'youth' : 'high-school',
        age,
        focus: [],
        equipment: [{ item: 'ball', count: balls }],
        drills,
      });
      const said = JSON.stringify({ players, balls, age });
      for (const block of plan.blocks) {
        const drill = drills.find((entry) => entry.id === block.drillId);
        if (!drill) continue;
        if (balls < players)
          expect(
            drill.equipment.some((item) => /ball.* (?:per player|each)$/.test(item)),
            `${said} ${drill.id}`,
          ).toBe(false);
        const perGroup = ballsPerGroup(drill.equipment);
        if (perGroup === undefined || drill.phase === 'game' || drill.perSide !== undefined) continue;
        if (/at a time|balls rotate|ball rotates/.test(block.groups)) continue;
        expect(groupCount(block.groups) * perGroup, `${said} ${block.groups}`).toBeLessThanOrEqual(balls);
      }
    }
  });

  it('puts more balls to work as more groups: 12 kids with 6 balls run more groups than with 2', () => {
    const soccer = knowledgeOf('soccer').drills;
    const groupsWith = (balls: number) =>
      buildPracticePlan({
        sport: 'soccer',
        minutes: 60,
        players: 12,
        level: 'youth',
        age: 10,
        focus: ['passing'],
        equipment: [{ item: 'ball', count: balls }],
        drills: soccer,
      }).blocks.map((block) => groupCount(block.groups));
    const few = groupsWith(2);
    const many = groupsWith(6);
    expect(many.reduce((a, b) => a + b, 0)).toBeGreaterThan(few.reduce((a, b) => a + b, 0));
  });

  it('says how the balls are shared and lists the balls on hand', () => {
    const plan = planFor('basketball', 'we have 4 balls, 10 players, 60 min, shooting');
    expect(plan.blocks.some((block) => /balls in play/.test(block.groups))).toBe(true);
    expect(plan.equipment).toContain('4 balls');
  });
});

describe('counted cones and no goals keep out the drills that need them', () => {
  it.each([
    ['soccer', '8 cones, no goals, 14 kids U10, 60 min passing practice'],
    ['soccer', 'only 6 cones and no goals, 16 players age 12, 75 min practice on finishing'],
    ['football', '4 cones, 20 kids age 11, 60 min practice on route running'],
    ['basketball', '5 cones, 12 players, 60 min practice on dribbling'],
  ] as const)('%s: "%s"', (sport, message) => {
    const request = parsePlanRequest(message);
    const cones = request.equipment?.find((kit) => kit.item === 'cone')?.count ?? Number.POSITIVE_INFINITY;
    const noGoals = /no goals/.test(message);
    const plan = planFor(sport, message);
    const drills = knowledgeOf(sport).drills;
    for (const block of plan.blocks) {
      const drill = drills.find((entry) => entry.id === block.drillId);
      if (!drill) continue;
      if (noGoals) expect(drill.equipment.join(' '), drill.id).not.toMatch(/\bgoals?\b/);
      for (const item of drill.equipment) {
        const needed = /^(\d+)\s+cones?$/.exec(item)?.[1];
        if (needed !== undefined) expect(Number(needed), drill.id).toBeLessThanOrEqual(cones);
      }
    }
  });
});

describe('a focus naming two things gives both real minutes', () => {
  it.each([
    'soccer session, 16 kids U11, 70 minutes: beating a man 1v1 plus one-twos around the box',
    '4v4 futsal group, 8 players age 13, 60 min, dribbling and give-and-gos',
    'U12 soccer, 14 players, 75 minutes working on 1 on 1 attacking and combination play',
  ])('"%s"', (message) => {
    expect(parsePlanRequest(message).focuses).toContain('passing');
    const drills = knowledgeOf('soccer').drills;
    const minutesOn = (skill: string) =>
      planFor('soccer', message)
        .blocks.filter((block) => drills.find((drill) => drill.id === block.drillId)?.skills.includes(skill))
        .reduce((sum, block) => sum + block.minutes, 0);
    expect(minutesOn('passing')).toBeGreaterThanOrEqual(8);
    expect(minutesOn('dribbling')).toBeGreaterThanOrEqual(8);
  });
});

describe('a headcount right after the session word is still the headcount', () => {
  it.each([
    ['hoops practice 15 kids age 11, 60 min, passing', 15],
    ['soccer session 19 players, 90 minutes', 19],
  ])('"%s"', (message, players) => {
    expect(parsePlanRequest(message).players).toBe(players);
  });
});

describe('young players get play made for their age', () => {
  it.each(['basketball for 11 six year olds, 45 min, make it fun', 'U8 hoops, 9 kids, 50 minutes, dribbling'])(
    '"%s" plays at least one youth game and no drill kept for older players',
    (message) => {
      const drills = knowledgeOf('basketball').drills;
      const used = planFor('basketball', message).blocks.flatMap((block) =>
        drills.filter((drill) => drill.id === block.drillId),
      );
      expect(used.some((drill) => drill.levels.length === 1 && drill.levels[0] === 'youth')).toBe(true);
      expect(used.map((drill) => drill.id)).not.toContain('defensive-slide-drill');
    },
  );
});
