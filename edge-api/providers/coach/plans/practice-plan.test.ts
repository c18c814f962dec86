import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { LEVELS, PracticePlanSchema, type PracticePlan } from '../../../../shared/practice-plan';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { buildPracticePlan, describeGroups, mergeEquipment, type PracticePlanDrill } from './practice-plan';
import { renderPracticePlanMarkdown } from './practice-plan-markdown';

const ALL_LEVELS = [...LEVELS];

function drill(
  fields: Partial<PracticePlanDrill> & Pick<PracticePlanDrill, 'id' | 'phase' | 'skills'>,
): PracticePlanDrill {
  return {
    title: fields.id.replace(/-/g, ' '),
    keywords: [...fields.skills],
    minutes: 10,
    equipment: [],
    coachingPoints: ['Stay on your toes.', 'Talk to your teammates.'],
    intensity: 'medium',
    minPlayers: 2,
    levels: ALL_LEVELS,
    ...fields,
  };
}

const soccerDrills: PracticePlanDrill[] = [
  drill({ id: 'passing-warm-up', phase: 'warm-up', skills: ['passing', 'first-touch'], minutes: 10 }),
  drill({
    id: 'dribble-tag',
    phase: 'warm-up',
    skills: ['dribbling'],
    equipment: ['1 ball each', '12 cones'],
    levels: ['youth'],
  }),
  drill({
    id: 'cone-weave',
    phase: 'technical',
    skills: ['dribbling', 'ball-control'],
    minutes: 12,
    minPlayers: 1,
    maxPlayers: 7,
    equipment: ['1 ball each', '12 cones'],
  }),
  drill({
    id: 'red-light-green-light',
    phase: 'technical',
    skills: ['dribbling'],
    minutes: 8,
    minPlayers: 4,
    levels: ['youth'],
  }),
  drill({
    id: 'pass-and-move-squares',
    phase: 'technical',
    skills: ['passing', 'first-touch'],
    minutes: 15,
    minPlayers: 4,
    maxPlayers: 4,
    equipment: ['4 cones per square', '1 ball per square'],
  }),
  drill({ id: 'passing-gates', phase: 'technical', skills: ['passing'], minutes: 10 }),
  drill({
    id: 'shooting-pairs',
    phase: 'technical',
    skills: ['shooting', 'finishing'],
    minutes: 15,
    equipment: ['2 goals'],
  }),
  drill({
    id: 'one-v-one-to-goal',
    phase: 'tactical',
    skills: ['dribbling', 'attacking'],
    minutes: 15,
    maxPlayers: 12,
    equipment: ['2 small goals'],
  }),
  drill({
    id: 'give-and-go-triangles',
    phase: 'tactical',
    skills: ['passing', 'combination-play'],
    minutes: 12,
    minPlayers: 3,
    maxPlayers: 3,
  }),
  drill({
    id: 'rondo-four-v-one',
    phase: 'tactical',
    skills: ['passing', 'possession'],
    minutes: 12,
    minPlayers: 5,
    maxPlayers: 5,
    levels: ['youth', 'high-school', 'college', 'adult', 'pro'],
  }),
  drill({
    id: 'defending-shape',
    phase: 'tactical',
    skills: ['defending'],
    minutes: 15,
    minPlayers: 8,
    levels: ['high-school', 'college', 'adult', 'pro'],
  }),
  drill({
    id: 'four-v-four-four-goals',
    phase: 'game',
    skills: ['dribbling', 'passing', 'scanning'],
    minutes: 20,
    minPlayers: 6,
    maxPlayers: 8,
    equipment: ['4 small goals', 'bibs'],
  }),
  drill({
    id: 'end-zone-game',
    phase: 'game',
    skills: ['passing', 'possession'],
    minutes: 20,
    minPlayers: 8,
    equipment: ['bibs', '8 cones'],
  }),
  drill({ id: 'stretch-and-talk', phase: 'cool-down', skills: ['mobility'], minutes: 5, minPlayers: 1 }),
];

const basketballDrills: PracticePlanDrill[] = [
  drill({
    id: 'layup-lines',
    phase: 'warm-up',
    skills: ['layups', 'finishing'],
    minPlayers: 4,
    equipment: ['6 balls'],
  }),
  drill({ id: 'dynamic-warm-up', phase: 'warm-up', skills: ['conditioning'], minPlayers: 1 }),
  drill({
    id: 'form-shooting',
    phase: 'technical',
    skills: ['shooting'],
    minutes: 10,
    minPlayers: 1,
    maxPlayers: 4,
    equipment: ['1 ball per pair'],
  }),
  drill({
    id: 'two-ball-dribbling',
    phase: 'technical',
    skills: ['dribbling', 'ball-handling'],
    minutes: 8,
    minPlayers: 1,
  }),
  drill({
    id: 'closeout-drill',
    phase: 'technical',
    skills: ['defense', 'closeouts'],
    minutes: 10,
    minPlayers: 2,
    maxPlayers: 6,
  }),
  drill({
    id: 'spot-shooting-competition',
    phase: 'technical',
    skills: ['shooting'],
    minutes: 12,
    minPlayers: 2,
    maxPlayers: 5,
  }),
  drill({
    id: 'shell-drill',
    phase: 'tactical',
    skills: ['defense', 'help-defense'],
    minutes: 15,
    minPlayers: 8,
    maxPlayers: 8,
  }),
  drill({
    id: 'three-on-two-two-on-one',
    phase: 'tactical',
    skills: ['transition', 'passing'],
    minutes: 12,
    minPlayers: 5,
  }),
  drill({
    id: 'five-v-five-scrimmage',
    phase: 'game',
    skills: ['team-offense', 'team-defense'],
    minutes: 20,
    minPlayers: 10,
    maxPlayers: 10,
    levels: ['high-school', 'college', 'adult', 'pro'],
  }),
  drill({
    id: 'three-v-three-king',
    phase: 'game',
    skills: ['shooting', 'defense'],
    minutes: 15,
    minPlayers: 6,
    maxPlayers: 6,
  }),
  drill({ id: 'free-throw-cool-down', phase: 'cool-down', skills: ['free-throws'], minutes: 5, minPlayers: 1 }),
];

const sum = (plan: PracticePlan) => plan.blocks.reduce((total, block) => total + block.minutes, 0);
const activities = (plan: PracticePlan) =>
  plan.blocks.filter((block) => block.phase === 'technical' || block.phase === 'tactical');

/** Minutes of work between water breaks, from the start to the end of the session. */
function stretchesBetweenBreaks(plan: PracticePlan): number[] {
  const stretches = [0];
  for (const block of plan.blocks) {
    if (block.phase === 'break') stretches.push(0);
    else stretches[stretches.length - 1] = (stretches.at(-1) ?? 0) + block.minutes;
  }
  return stretches;
}

/** Reads "2 groups of 5 and 1 group of 4" back into a headcount. */
function headcount(groups: string): number {
  if (groups === 'everyone') return Number.NaN;
  if (groups === '1 player') return 1;
  const whole = /^whole group of (\d+)$/.exec(groups);
  if (whole) return Number(whole[1]);
  return [...groups.matchAll(/(\d+) (?:group|team)s? of (\d+)/g)].reduce(
    (total, [, count, size]) => total + Number(count) * Number(size),
    0,
  );
}

describe('buildPracticePlan', () => {
  it('plans a 45 minute session for 14 U9 players working on dribbling', () => {
    const plan = buildPracticePlan({
      sport: 'soccer',
      minutes: 45,
      players: 14,
      level: 'youth',
      focus: ['dribbling'],
      drills: soccerDrills,
    });

    expect(sum(plan)).toBe(45);
    expect(plan.blocks[0]).toMatchObject({ phase: 'warm-up', drillId: 'dribble-tag' });
    expect(plan.blocks.at(-1)).toMatchObject({ phase: 'game', drillId: 'four-v-four-four-goals' });
    // Only drills that work on dribbling fill the middle: they can fill it, so no passing drill joins.
    // The game made for young players leads.
    expect(activities(plan).map((block) => block.drillId)).toEqual([
      'red-light-green-light',
      'cone-weave',
      'one-v-one-to-goal',
    ]);
    const cones = plan.blocks.find((block) => block.drillId === 'cone-weave');
    expect(cones?.groups).toBe('2 groups of 7');
    expect(plan.blocks.find((block) => block.drillId === 'four-v-four-four-goals')?.groups).toBe(
      '2 teams of 4 and 2 teams of 3',
    );
    // Youth drink about every 20 minutes: two breaks in 45, none opening or closing the session.
    expect(plan.blocks.filter((block) => block.phase === 'break')).toHaveLength(2);
    expect(Math.max(...stretchesBetweenBreaks(plan))).toBeLessThanOrEqual(25);
    expect(plan.equipment).toEqual(expect.arrayContaining(['1 ball each', '12 cones', '4 small goals', 'bibs']));
    expect(new Set(plan.equipment).size).toBe(plan.equipment.length);
  });

  it('plans a 60 minute practice for 12 U12 players focused on passing in squares of four', () => {
    const plan = buildPracticePlan({
      sport: 'soccer',
      minutes: 60,
      players: 12,
      level: 'youth',
      focus: ['passing'],
      drills: soccerDrills,
    });

    expect(sum(plan)).toBe(60);
    expect(plan.blocks[0]?.drillId).toBe('passing-warm-up');
    const passing = activities(plan).filter((block) =>
      soccerDrills.find((candidate) => candidate.id === block.drillId)?.skills.includes('passing'),
    );
    expect(passing.length).toBeGreaterThanOrEqual(3);
    expect(plan.blocks.find((block) => block.drillId === 'pass-and-move-squares')?.groups).toBe('3 groups of 4');
    expect(plan.blocks.find((block) => block.drillId === 'give-and-go-triangles')?.groups).toBe('4 groups of 3');
    // Twelve players cannot make even rondos of five, so the rondo stays out.
    expect(plan.blocks.find((block) => block.drillId === 'rondo-four-v-one')).toBeUndefined();
    expect(plan.blocks.at(-1)?.phase).toBe('game');
    expect(plan.blocks.filter((block) => block.phase === 'break')).toHaveLength(2);
  });

  it('plans a 90 minute high-school basketball practice with five activities and a rotating scrimmage', () => {
    const plan = buildPracticePlan({
      sport: 'basketball',
      minutes: 90,
      players: 15,
      level: 'high-school',
      focus: ['shooting', 'defense'],
      drills: basketballDrills,
    });

    expect(sum(plan)).toBe(90);
    expect(plan.title).toBe('90-Minute High School Basketball Practice: shooting, defense');
    expect(plan.blocks[0]?.phase).toBe('warm-up');
    expect(activities(plan)[0]?.drillId).toBe('form-shooting');
    const skillsOf = (id: string | undefined) =>
      basketballDrills.find((candidate) => candidate.id === id)?.skills ?? [];
    // Most of the middle works on the focus; a general drill joins only when focus drills run out.
    const serving = activities(plan).filter((block) =>
      skillsOf(block.drillId).some((skill) => skill === 'shooting' || skill.includes('defense')),
    );
    const minutesOf = (blocks: { minutes: number }[]) => blocks.reduce((total, block) => total + block.minutes, 0);
    expect(minutesOf(serving)).toBeGreaterThan(minutesOf(activities(plan)) / 2);
    expect(plan.blocks.at(-1)).toMatchObject({ drillId: 'three-v-three-king', groups: '5 teams of 3' });
    // Older players go about 30 minutes between drinks.
    expect(plan.blocks.filter((block) => block.phase === 'break')).toHaveLength(2);
    expect(plan.blocks.find((block) => block.drillId === 'shell-drill')).toBeUndefined();
  });

  it('leaves out drills the headcount cannot run and notes a focus nothing matched', () => {
    const plan = buildPracticePlan({
      sport: 'basketball',
      minutes: 30,
      players: 4,
      level: 'adult',
      focus: ['zone press'],
      drills: basketballDrills,
    });

    expect(sum(plan)).toBe(30);
    const used = plan.blocks.flatMap((block) => (block.drillId ? [block.drillId] : []));
    expect(used).not.toContain('shell-drill');
    expect(used).not.toContain('five-v-five-scrimmage');
    expect(plan.notes[0]).toContain('"zone press"');
  });

  it('falls back to a general warm-up and game when the library has none for the group', () => {
    const plan = buildPracticePlan({
      sport: 'football',
      minutes: 20,
      players: 10,
      level: 'youth',
      focus: [],
      drills: [drill({ id: 'stance-and-start', phase: 'technical', skills: ['stance'] })],
    });

    expect(plan.blocks.map((block) => [block.phase, block.drillId])).toEqual([
      ['warm-up', undefined],
      ['technical', 'stance-and-start'],
      ['game', undefined],
    ]);
    expect(sum(plan)).toBe(20);
  });

  it('rejects a session outside 20 to 180 minutes', () => {
    const ask = (minutes: number) => () =>
      buildPracticePlan({ sport: 'golf', minutes, players: 2, level: 'adult', focus: [], drills: [] });
    expect(ask(19)).toThrow();
    expect(ask(181)).toThrow();
  });

  it.each([
    ['football', 11, 40],
    ['basketball', 8, 30],
    ['soccer', 8, 30],
    ['baseball', 9, 30],
    ['golf', 1, 16],
    ['tennis', 1, 16],
  ] as const)(
    'fills exactly the asked minutes for any %s session from its content library',
    (sport, minPlayers, maxPlayers) => {
      checkPlansFor(sport, knowledgeOf(sport).drills, minPlayers, maxPlayers);
    },
  );
});

function checkPlansFor(sport: Sport, drills: readonly PracticePlanDrill[], minPlayers: number, maxPlayers: number) {
  fc.assert(
    fc.property(
      fc.integer({ min: 20, max: 180 }),
      fc.integer({ min: minPlayers, max: maxPlayers }),
      fc.constantFrom(...LEVELS),
      fc.subarray([...new Set(drills.flatMap((candidate) => candidate.skills))], { maxLength: 3 }),
      (minutes, players, level, focus) => {
        const plan = buildPracticePlan({ sport, minutes, players, level, focus, drills });
        expect(PracticePlanSchema.safeParse(plan).success).toBe(true);
        expect(sum(plan)).toBe(minutes);
        expect(plan.blocks[0]?.phase).toBe('warm-up');
        expect(plan.blocks.at(-1)?.phase).toBe('game');
        // Focus drills may fill the middle alone, and a youth plan keeps to youth drills in short
        // blocks: a youth team of no stated age is taken as 8, whose blocks stop at 15 minutes
        // (up to two hours; past that the plan's block ceiling lengthens them).
        expect(activities(plan).length).toBeGreaterThanOrEqual(1);
        if (level !== 'youth') expect(activities(plan).length).toBeLessThanOrEqual(5);
        if (level === 'youth') {
          if (minutes <= 120) for (const block of plan.blocks) expect(block.minutes).toBeLessThanOrEqual(15);
          const drillLevels = (id: string | undefined) => drills.find((drill) => drill.id === id)?.levels ?? ['youth'];
          for (const block of plan.blocks) expect(drillLevels(block.drillId)).toContain('youth');
        }
        for (const block of plan.blocks) {
          expect(block.minutes).toBeGreaterThanOrEqual(1);
          if (block.phase !== 'break') expect(headcount(block.groups)).toBe(players);
        }
      },
    ),
    { numRuns: 60 },
  );
}

describe('describeGroups', () => {
  it('splits a headcount into near-equal groups', () => {
    expect(describeGroups(12, 3)).toBe('3 groups of 4');
    expect(describeGroups(14, 3)).toBe('2 groups of 5 and 1 group of 4');
    expect(describeGroups(9, 1)).toBe('whole group of 9');
    expect(describeGroups(15, 3, 'team')).toBe('3 teams of 5');
  });
});

describe('renderPracticePlanMarkdown', () => {
  it('prints a table of blocks with a total row and the plan as parseable JSON', () => {
    const plan = buildPracticePlan({
      sport: 'soccer',
      minutes: 45,
      players: 14,
      level: 'youth',
      focus: ['dribbling'],
      drills: soccerDrills,
    });
    const markdown = renderPracticePlanMarkdown(plan);

    expect(markdown).toContain('| # | Start | Min | Activity | Phase | Groups | Coaching points |');
    expect(markdown).toContain('| 1 | 0:00 |');
    expect(markdown).toContain('| | | **45** | **Total** | | | |');
    const rows = markdown.split('\n').filter((line) => /^\| \d+ \|/.test(line));
    expect(rows).toHaveLength(plan.blocks.length);
    const json = /```json\n([\s\S]+)\n```$/.exec(markdown)?.[1];
    expect(PracticePlanSchema.parse(JSON.parse(json ?? 'null'))).toEqual(plan);
  });

  it('escapes pipes so a block cannot break the table', () => {
    const plan = buildPracticePlan({
      sport: 'soccer',
      minutes: 20,
      players: 8,
      level: 'adult',
      focus: [],
      drills: soccerDrills.map((candidate) => ({ ...candidate, title: `${candidate.title} | A/B` })),
    });
    const row = renderPracticePlanMarkdown(plan)
      .split('\n')
      .find((line) => line.startsWith('| 1 |'));
    expect(row?.split(/(?<!\\)\|/)).toHaveLength(9);
  });
});

describe('the plan’s equipment list', () => {
  it('names each kind once, with the count the session needs', () => {
    expect(
      mergeEquipment(['4 cones', '2 balls', 'bibs', '1 ball', 'wall', 'balls', 'cones', 'goal', '2 small goals']),
    ).toEqual(['4 cones', '2 balls', 'bibs', 'wall', 'goal', '2 small goals']);
  });

  it('adds up the counts of stations that run at once', () => {
    expect(mergeEquipment(['6 cones', '1 ball', '4 cones', '2 balls'], 'sum')).toEqual(['10 cones', '3 balls']);
  });
});

describe('a plan with several focuses and missing facilities', () => {
  const library: PracticePlanDrill[] = [
    drill({ id: 'jog-and-stretch', phase: 'warm-up', skills: ['warm-up'] }),
    drill({ id: 'press-break-full', phase: 'tactical', skills: ['press-break'], minutes: 15, needs: ['full-court'] }),
    drill({ id: 'trap-escape', phase: 'technical', skills: ['press-break'], minutes: 10 }),
    drill({ id: 'block-out-circle', phase: 'technical', skills: ['rebounding'], minutes: 10 }),
    drill({ id: 'rebound-battle', phase: 'tactical', skills: ['rebounding'], minutes: 12 }),
    drill({ id: 'foul-line-pressure', phase: 'technical', skills: ['free-throws'], minutes: 10 }),
    drill({ id: 'five-on-five-full', phase: 'game', skills: ['team-play'], needs: ['full-court'] }),
    drill({ id: 'three-on-three-half', phase: 'game', skills: ['spacing'] }),
  ];
  const base = { sport: 'basketball', minutes: 70, players: 12, level: 'high-school', drills: library } as const;
  const blockMinutes = (plan: PracticePlan, ids: string[]) =>
    plan.blocks.filter((block) => ids.includes(block.drillId ?? '')).reduce((sum, block) => sum + block.minutes, 0);

  it('gives every focus its own blocks and a like share of the time', () => {
    const plan = buildPracticePlan({ ...base, focus: ['rebounding', 'free throws'] });
    expect(sum(plan)).toBe(70);
    const rebounding = blockMinutes(plan, ['block-out-circle', 'rebound-battle']);
    const freeThrows = blockMinutes(plan, ['foul-line-pressure']);
    expect(rebounding).toBeGreaterThan(0);
    expect(freeThrows).toBeGreaterThan(0);
    expect(Math.min(rebounding, freeThrows) / Math.max(rebounding, freeThrows)).toBeGreaterThan(0.6);
    expect(plan.notes.join(' ')).toMatch(/rebounding \d+, free throws \d+/);
  });

  it('leaves out every drill needing a facility the group lacks', () => {
    const plan = buildPracticePlan({ ...base, focus: ['press break'], lacks: ['full-court'] });
    const ids = plan.blocks.map((block) => block.drillId);
    expect(ids).not.toContain('press-break-full');
    expect(ids).not.toContain('five-on-five-full');
    expect(ids).toContain('trap-escape');
    expect(sum(plan)).toBe(70);
    expect(plan.notes.join(' ')).toContain('Without a full court');
  });

  it('hands a focus with no fitting drill to another focus and says so', () => {
    const halfCourt = library.filter((entry) => entry.id !== 'trap-escape');
    const plan = buildPracticePlan({
      ...base,
      drills: halfCourt,
      focus: ['rebounding', 'press break'],
      lacks: ['full-court'],
    });
    expect(plan.blocks.map((block) => block.drillId)).not.toContain('press-break-full');
    expect(plan.notes.join(' ')).toMatch(
      /No press break drill fits without a full court, so none is planned; .*progression/,
    );
    expect(sum(plan)).toBe(70);
  });
});
