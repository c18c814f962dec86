import { describe, expect, it } from 'vitest';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { answer } from './builtin-coach';

const MARCH_1 = new Date('2027-03-01T09:00:00Z');

function ask(message: string, sport: Sport = 'football', mode: PersonalityMode = 'personalTrainer') {
  return answer({ mode, sport, message, history: [], now: MARCH_1 }).text;
}

function headline(reply: string): string {
  return reply.split('\n')[0] ?? '';
}

function calories(reply: string): number {
  return Number(/- Calories: (\d+) kcal\/day/.exec(reply)?.[1]);
}

function maintenance(reply: string): number {
  return Number(/ = (\d+) kcal; /.exec(reply)?.[1]);
}

describe('a performance goal is built, not held', () => {
  it.each([
    ['throwing 79, want to be sitting 85 by the summer', 'baseball'],
    ['my 40 is a 4.95 and I want it under 4.7', 'football'],
    ['keep running out of gas in the last quarter', 'basketball'],
    ['want to touch rim by the end of spring', 'basketball'],
    ['bench has been stuck for months, want to push it', 'football'],
  ] as const)('answers "%s" without holding weight as the goal', (message, sport) => {
    const reply = ask(message, sport);
    expect(reply).not.toMatch(/goal maintain|hold your weight|holding your weight/);
    expect(reply).toContain('eat at maintenance');
  });

  it('holds weight when the athlete asks to hold it, and still builds what was asked', () => {
    const reply = ask('I want to maintain my weight and get quicker');
    expect(headline(reply)).toContain('get quicker');
    expect(reply).toContain('eat at maintenance');
  });
});

describe('recomposition', () => {
  it('eats a small deficit with protein high and says to track more than the scale', () => {
    const reply = ask('I weigh 84 kg and want to drop fat while building muscle, 4 days a week');
    expect(headline(reply)).toContain('lose fat and build muscle at about the same weight');
    expect(maintenance(reply) - calories(reply)).toBe(200);
    expect(reply).toContain('Protein is 2.2 g/kg');
    expect(reply).toContain('**To recomp:**');
    expect(reply).toMatch(/track your waist/);
    // The scale is not the measure of a recomposition: no weekly pace is set.
    expect(reply).not.toMatch(/Pace: about/);
  });

  it('says in Tactical that the weight stays about the same', () => {
    const reply = ask('recomp plan, I am 175 lb', 'football', 'gameOnTheLine');
    expect(reply).toMatch(/weight about steady/);
    expect(reply).not.toMatch(/0\.0 (?:lb|kg)/);
  });
});

describe('weights said back in the unit the athlete used', () => {
  it('reads a weight after a height in feet as pounds and says it back in pounds', () => {
    const reply = ask("5'8 138, want to put on 10 before the fall");
    expect(reply).toContain('at 138 lb (63 kg)');
    expect(reply).toContain('gain 10 lb');
    expect(reply).not.toMatch(/138 kg/);
  });

  it('counts a bare change in kilograms beside a weight from a metric country', () => {
    const reply = ask('Living in Scotland, 91 and want to lose 7 by the end of summer');
    expect(reply).toContain('at 91 kg');
    expect(reply).toContain('lose 7 kg');
    expect(reply).toContain('by August 31, 2027');
  });
});

describe('the timeframe asked is the program length', () => {
  it.each([
    ['combine is on the 18th of april, need to get faster', /^A 7-week /],
    ['2 months out from the season, build my speed', /^A 9-week /],
    ['want to jump higher, tryouts are in late August', /^A 25-week /],
  ])('answers "%s" with its own length', (message, length) => {
    const reply = ask(message);
    expect(reply).toMatch(length);
    expect(reply).not.toMatch(/Assumed:[^\n]*\b4 weeks\b/);
  });
});

describe('injuries told in everyday words are adapted, with the physio line', () => {
  it.each([
    ['my hammy keeps tweaking when I sprint, want to get faster', 'hamstring'],
    ['groin has been grumpy for a couple of weeks, need conditioning', 'groin'],
    ['labrum repair 8 months ago, want to get back to pitching', 'shoulder'],
  ])('answers "%s" with the %s noted and a clinician named', (message, area) => {
    const reply = ask(message, area === 'shoulder' ? 'baseball' : 'soccer');
    expect(reply).toMatch(/Injury noted:/);
    expect(reply.toLowerCase()).toContain(area);
    expect(reply).toMatch(/physio|doctor|surgeon/);
  });
});

describe('kit named by its place', () => {
  it('gives a hotel gym its dumbbells and bench rather than bodyweight only', () => {
    const reply = ask('travelling for work, only a hotel gym, 3 days a week, want to stay strong');
    expect(headline(reply)).toContain('dumbbells');
    expect(headline(reply)).not.toContain('bodyweight only');
  });
});
