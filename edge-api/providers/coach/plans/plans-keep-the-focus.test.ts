import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../../../shared/practice-plan';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { buildPracticePlan, type PracticePlanDrill } from './practice-plan';
import { planFor, planReplyFor } from './plan-test-kit';

// Briefs whose plans added up but drifted from what the coach asked: a focus dropped or outweighed,
// kit the coach never listed, a claim in the notes the blocks do not bear out.

/** Minutes each focus gets, as the plan's own notes count them: "Drill minutes by focus: a 20, b 14". */
function minutesByFocus(notes: string[]): Map<string, number> {
  const line = notes.find((note) => note.startsWith('Drill minutes by focus:')) ?? '';
  const counted = line.replace(/^Drill minutes by focus: /, '').replace(/;.*$/, '');
  return new Map(
    counted.split(', ').map((entry) => {
      const at = entry.lastIndexOf(' ');
      return [entry.slice(0, at), Number(entry.slice(at + 1))] as [string, number];
    }),
  );
}

describe('every focus the coach names gets its time, the first the most', () => {
  it.each([
    ['basketball', '75 min practice for 12 u13 girls: layups and then defense', 'layups', 'defense'],
    ['soccer', 'session for 16 u14 boys, 90 minutes, finishing plus crossing', 'finishing', 'crossing'],
    ['football', 'an hour with 20 u12 players, tackling and ball security', 'tackling', 'ball security'],
  ] as const)('%s: %s', (sport, message, first, second) => {
    const byFocus = minutesByFocus(planFor(sport, message).notes);
    expect(byFocus.get(second) ?? 0).toBeGreaterThan(0);
    expect(byFocus.get(first) ?? 0).toBeGreaterThan(byFocus.get(second) ?? 0);
  });

  it('works on a skill no skill area names when it is joined to one: overheads beside volleys', () => {
    const plan = planFor('tennis', '75 minute clinic, 8 adult players, volleys and overheads please');
    const overheadDrills = new Set(
      knowledgeOf('tennis')
        .drills.filter((drill) => drill.skills.some((skill) => /overhead/.test(skill)))
        .map((drill) => drill.id),
    );
    expect(plan.focus).toEqual(['volley', 'overheads']);
    expect(plan.blocks.some((block) => block.phase !== 'warm-up' && overheadDrills.has(block.drillId ?? ''))).toBe(
      true,
    );
  });

  it('says so when a named focus has no drill for the group, rather than leaving it out', () => {
    const plan = planFor('tennis', 'lobs and volleys for 6 u10 kids, 60 minutes');
    expect(plan.focus[0]).toBe('lobs');
    expect(plan.notes.join(' ')).toMatch(/No lobs drill in the library suits this group/);
  });

  it('opens a throwing focus with the throwing progression, even when it is named second', () => {
    const plan = planFor('baseball', '12 u12 players for an hour, batting and throwing');
    expect(plan.blocks[0]).toMatchObject({ phase: 'warm-up', drillId: 'throwing-progression' });
  });
});

describe('a listed kit is the whole kit', () => {
  it('keeps drills against a wall out when the coach lists only cones and balls', () => {
    const plan = planFor('soccer', '16 u12 players, 75 min, first touch; all I have is cones and balls');
    expect(plan.equipment.join(' ')).not.toMatch(/\bwall\b/);
    expect(plan.blocks.some((block) => block.drillId === 'first-touch-wall')).toBe(false);
  });

  it('matches listed kit however it is spelled: gloves on the list let a glove drill run', () => {
    const plan = planFor(
      'baseball',
      '70 min, 12 u9 players, equipment: gloves, balls and bats. throwing plus catching',
    );
    const catchingDrills = new Set(
      knowledgeOf('baseball')
        .drills.filter((drill) => drill.skills.includes('catching') && drill.phase !== 'warm-up')
        .map((drill) => drill.id),
    );
    expect(plan.blocks.some((block) => catchingDrills.has(block.drillId ?? ''))).toBe(true);
  });

  it('runs both focuses on a listed kit that names no balls, and puts every listed item to use', () => {
    const { text, plan } = planReplyFor(
      'soccer',
      '50 minutes, 10 u11 players, passing and dribbling; we have 10 cones, 5 bibs and 2 pop-up goals',
    );
    const byFocus = minutesByFocus(plan.notes);
    expect(byFocus.get('passing') ?? 0).toBeGreaterThan(0);
    expect(byFocus.get('dribbling') ?? 0).toBeGreaterThan(0);
    expect(plan.blocks.some((block) => block.phase === 'game' && block.drillId !== undefined)).toBe(true);
    // Only the listed kit and the balls a ball game always has.
    for (const item of plan.equipment) expect(item).toMatch(/\b(?:balls?|cones?|bibs|goals?)\b/);
    const said = [...plan.equipment, ...plan.notes].join(' ');
    expect(said).toMatch(/\bcones?\b/);
    expect(said).toMatch(/\bbibs\b/);
    expect(said).toMatch(/\bgoals?\b/);
    expect(text).toMatch(/Assumed: [^\n]*balls/);
  });

  it('reads "we have bats, balls and helmets" as the whole kit: no tee, net or machine drill', () => {
    const plan = planFor('baseball', '90 min practice, 14 u14 players, hitting. we have bats, balls and helmets');
    expect(plan.equipment.join(' ')).not.toMatch(/\b(?:tee|net|machine|screen)\b/i);
  });
});

describe('a pro on the staff is a coach, not the players level', () => {
  it.each([
    ['tennis', '90 min clinic for 10 juniors, me and 1 pro, serves'],
    ['golf', 'the club pro and I have 12 junior golfers for 2 hours, putting'],
  ] as const)('%s: %s', (sport, message) => {
    const plan = planFor(sport, message);
    expect(plan.level).toBe('youth');
    expect(plan.title).not.toMatch(/\bPro\b/);
  });
});

describe('the focus minutes the notes claim are minutes of drills that work on it', () => {
  const ALL_LEVELS = [...LEVELS];
  const drill = (
    fields: Partial<PracticePlanDrill> & Pick<PracticePlanDrill, 'id' | 'phase' | 'skills'>,
  ): PracticePlanDrill => ({
    title: fields.id.replace(/-/g, ' '),
    keywords: [...fields.skills],
    minutes: 10,
    equipment: [],
    coachingPoints: ['Stay low.', 'Talk early.'],
    intensity: 'medium',
    minPlayers: 2,
    levels: ALL_LEVELS,
    ...fields,
  });
  // A young players' tag game that only shares the word "dribble" with the focus: made for the age, not the focus.
  const library = [
    drill({ id: 'dribble-freeze-tag', phase: 'warm-up', skills: ['tag', 'dribble'], levels: ['youth'] }),
    drill({ id: 'change-of-pace-lines', phase: 'technical', skills: ['dribble moves'], minutes: 12 }),
    drill({ id: 'crossover-gates', phase: 'technical', skills: ['dribble moves'], minutes: 12 }),
    drill({ id: 'beat-the-defender', phase: 'tactical', skills: ['dribble moves'], minutes: 12 }),
    drill({ id: 'small-sided-game', phase: 'game', skills: ['dribble moves'], minutes: 15 }),
  ];

  it('claims no drill minutes when no focus has a drill of its own', () => {
    const plan = buildPracticePlan({
      sport: 'basketball',
      minutes: 45,
      players: 10,
      level: 'adult',
      focus: ['hedging', 'tagging up'],
      drills: library,
    });
    expect(plan.notes.join(' ')).not.toMatch(/Drill minutes by focus: ;/);
    expect(plan.notes.join(' ')).toMatch(/No hedging or tagging up drill in the library suits this group/);
  });

  it('leaves a warm-up that only shares a word with the focus out of the count', () => {
    const plan = buildPracticePlan({
      sport: 'basketball',
      minutes: 60,
      players: 10,
      level: 'youth',
      age: 8,
      focus: ['dribble moves'],
      drills: library,
    });
    const warmUp = plan.blocks.find((block) => block.phase === 'warm-up');
    expect(warmUp?.drillId).toBe('dribble-freeze-tag');
    const claim = plan.notes.map((note) => /^(\d+) of the (\d+) working minutes/.exec(note)).find(Boolean);
    expect(Number(claim?.[2]) - Number(claim?.[1])).toBe(warmUp?.minutes);
  });

  // The one warm-up, a return drill tagged "return of serve", shares the word serve but works on the return.
  const tennis = [
    drill({ id: 'chip-return-lanes', phase: 'warm-up', skills: ['return'], keywords: ['return of serve'] }),
    drill({ id: 'toss-and-target', phase: 'technical', skills: ['serve'], minutes: 12 }),
    drill({ id: 'split-step-ladder', phase: 'technical', skills: ['footwork'], keywords: ['serve return footwork'] }),
    drill({ id: 'first-to-seven', phase: 'game', skills: ['match-play'], minutes: 15 }),
  ];
  const claimOf = (notes: string[]) =>
    Number(notes.map((note) => /^(\d+) of the \d+ working minutes/.exec(note)).find(Boolean)?.[1]);

  it.each(['serve', 'serving'])('counts only drills tagged with the focus "%s", not ones sharing its word', (focus) => {
    const plan = buildPracticePlan({
      sport: 'tennis',
      minutes: 60,
      players: 8,
      level: 'adult',
      focus: [focus],
      drills: tennis,
    });
    expect(plan.blocks.some((block) => block.drillId === 'chip-return-lanes')).toBe(true);
    const onServe = plan.blocks
      .filter((block) => block.drillId === 'toss-and-target' || block.phase === 'game')
      .reduce((sum, block) => sum + block.minutes, 0);
    expect(onServe).toBeGreaterThan(0);
    expect(claimOf(plan.notes)).toBe(onServe);
  });
});
