import { describe, expect, it } from 'vitest';
import type { CoachProfile } from '../../../../shared/contract/profile';
import { PracticePlanSchema, type PracticePlan } from '../../../../shared/practice-plan';
import { drillById, knowledgeOf } from '../knowledge/knowledge-base';
import { answer } from './builtin-coach';

const PLAN_QUESTION = 'Give me a 60 minute practice plan';
const YOUTH: CoachProfile = { role: 'coach', level: 'youth', ageGroup: 'U10', squadSize: 10 };

function planOf(text: string): PracticePlan {
  const json = /```json\n([\s\S]+?)\n```/.exec(text)?.[1];
  if (json === undefined) throw new Error(`no plan in:\n${text}`);
  return PracticePlanSchema.parse(JSON.parse(json));
}

function drillIdsOf(plan: PracticePlan): string[] {
  return plan.blocks.flatMap((block) => (block.drillId ? [block.drillId] : []));
}

const ask = (
  message: string,
  profile?: CoachProfile,
  mode: 'comprehensiveCoach' | 'personalTrainer' = 'comprehensiveCoach',
) => answer({ mode, sport: 'football', message, history: [], profile }).text;

describe('the coach profile in the built-in coach', () => {
  it('builds a youth practice from youth drills only when the profile is a youth coach, and says so', () => {
    const plain = planOf(ask(PLAN_QUESTION));
    const youthText = ask(PLAN_QUESTION, YOUTH);
    const youth = planOf(youthText);

    expect(plain).toMatchObject({ level: 'high-school', players: 12 });
    expect(youth).toMatchObject({ level: 'youth', players: 10 });
    expect(youthText).toContain('> From your coach profile: level youth, 10 players.');
    expect(drillIdsOf(youth)).not.toEqual(drillIdsOf(plain));
    for (const id of drillIdsOf(youth)) expect(drillById('football', id)?.levels).toContain('youth');
    // The heavy-contact periods of the library are never in a youth plan.
    for (const contact of ['sled-drive-drill', 'shed-drill', 'team-thud-period', 'goal-line-period']) {
      expect(drillIdsOf(youth)).not.toContain(contact);
    }
  });

  it('keeps to youth drills even for a headcount the youth library barely covers', () => {
    const plan = planOf(ask('Give me a 90 minute practice plan', { level: 'youth', squadSize: 40 }));
    expect(plan.level).toBe('youth');
    for (const id of drillIdsOf(plan)) expect(drillById('football', id)?.levels).toContain('youth');
  });

  it('reads an under-12 age group as youth even when no level was picked', () => {
    expect(planOf(ask(PLAN_QUESTION, { ageGroup: 'U11' })).level).toBe('youth');
    expect(planOf(ask(PLAN_QUESTION, { ageGroup: 'U16' })).level).toBe('high-school');
    expect(planOf(ask(PLAN_QUESTION, { ageGroup: 'U16', level: 'college' })).level).toBe('college');
  });

  it('lets the message win: a youth profile asking for a college practice of 20 gets one', () => {
    const text = ask('Give me a 60 minute practice plan for 20 college players', YOUTH);
    expect(planOf(text)).toMatchObject({ level: 'college', players: 20 });
    expect(text).not.toContain('From your coach profile');
  });

  it('answers a drill question for a youth coach with a youth drill', () => {
    const plain = ask('Give me a drill for pass rush');
    const youth = ask('Give me a drill for pass rush', YOUTH);
    expect(plain).toContain('Pass Rush One-on-One');
    expect(youth).not.toContain('Pass Rush One-on-One');
    const title = /\*\*([^*]+)\*\* \(\d+ min/.exec(youth)?.[1];
    const drill = knowledgeOf('football').drills.find((candidate) => candidate.title === title);
    expect(drill?.levels).toContain('youth');
  });

  it('uses the profile body weight when the message gives none, and the message weight when it does', () => {
    const fromProfile = ask('Build me a training program', { bodyWeight: 80, weightUnit: 'kg' }, 'personalTrainer');
    expect(fromProfile).toContain('training days a week at 80 kg');
    expect(fromProfile).toContain('> From your coach profile: weight 80 kg.');
    // 2.0 g/kg at 80 kg.
    expect(fromProfile).toContain('- Protein: 160 g');
    expect(fromProfile).not.toContain('weight 75 kg');

    const fromMessage = ask(
      'I weigh 200 lb, build me a training program',
      { bodyWeight: 80, weightUnit: 'kg' },
      'personalTrainer',
    );
    expect(fromMessage).toContain('at 200 lb (91 kg)');
    expect(fromMessage).not.toContain('From your coach profile');
    expect(fromMessage).toContain('- Protein: 182 g');
  });

  it('speaks in the profile weight unit', () => {
    const pounds = ask('Build me a training program', { bodyWeight: 176, weightUnit: 'lb' }, 'personalTrainer');
    expect(pounds).toContain('at 176 lb (80 kg)');
    expect(pounds).toContain('30 kcal × 176 lb (80 kg)');
    expect(pounds).toContain('- Protein: 160 g');

    const unitOnly = ask('Build me a training program', { weightUnit: 'lb' }, 'personalTrainer');
    // A unit without a weight invents no weight: food is per kilogram until the athlete says it.
    expect(unitOnly).not.toContain('165 lb');
    expect(unitOnly).toContain('per kg');
  });
});

describe('distances in the coach profile unit', () => {
  const club = (message: string, profile?: CoachProfile) =>
    answer({ mode: 'comprehensiveCoach', sport: 'golf', message, history: [], profile }).text;

  it('answers a bare club question in metres for a golfer who counts in metres', () => {
    const yards = club('150 out with a 10 mph headwind, what club?');
    const metres = club('150 out with a 10 mph headwind, what club?', { distanceUnit: 'metres' });
    expect(yards).toContain('150 yards plays like 165');
    // 150 m is 164 yd; +10% into the wind plays like 180 yd, which is 165 m.
    expect(metres).toContain('150 metres plays like 165');
    expect(metres).not.toContain('yards');
    expect(metres).not.toEqual(yards);
  });

  it('keeps the unit the message names over the profile', () => {
    expect(club('150 yards into a 10 mph headwind, what club?', { distanceUnit: 'metres' })).toContain(
      '150 yards plays like 165',
    );
    expect(club('140 m into a 10 mph headwind, what club?')).toContain('140 metres plays like');
  });
});
