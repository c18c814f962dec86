import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { parseTrainingRequest } from '../understand/parse-training-request';
import { answer } from './builtin-coach';

const NOV_27 = new Date('2026-11-27T12:00:00Z');

function ask(message: string, sport: Sport): string {
  return answer({ mode: 'personalTrainer', sport, message, history: [], now: NOV_27 }).text;
}

function read(message: string) {
  return parseTrainingRequest(message.toLowerCase(), { today: NOV_27 });
}

/** The exercise lines of the program: "- Name: 3 x 8, rest 60s". */
function exerciseNames(reply: string): string[] {
  return reply
    .split('\n')
    .filter((line) => /^- .+: \d+ x .+, rest \d+s$/.test(line))
    .map((line) => line.slice(2, line.indexOf(':')).toLowerCase());
}

describe('an age is the athlete, never a golf stat or a count of something else', () => {
  it.each([
    ['52, 14 hcp, want 20 more yards with the driver', 52],
    ['44, shoot around 95, want to break 85 by june', 44],
  ])('"%s" opens with the age', (message, age) => {
    expect(read(message).age).toBe(age);
  });

  it.each([
    "I'm 61, a 12 handicap, want 15 more yards off the tee",
    '49 years old, 8 hcp, looking for 20 more yards',
    'im a 9 handicap and 63, want to add 10 mph of swing speed',
  ])('"%s" is a distance or speed goal, not a handicap to move', (message) => {
    const reply = ask(message, 'golf');
    expect(reply).not.toMatch(/skill practice: handicap/i);
    expect(reply).not.toMatch(/handicap from \d+ to/i);
  });
});

describe('a stated adult age outranks youth words, and a minor keeps to the limits of the age', () => {
  it.each([
    "I'm 42, played high school ball, want my vertical back",
    '38 year old former high school sprinter, want to get faster',
    'im 45 and coach a youth soccer team, want to get fit myself',
  ])('"%s" is an adult', (message) => {
    expect(read(message).youth).toBe(false);
  });

  it('a 15-year-old asking for seven 70-minute days gets the days and minutes of the age, with rest days', () => {
    const reply = ask('15 year old, want to be faster for soccer, can train 7 days 70 minutes', 'soccer');
    expect(reply).toMatch(/^A .*: 4 training days a week/);
    expect(reply).toMatch(/at least 2 full days off/);
    expect(reply).toMatch(/You asked for 7 days a week and 70-minute sessions/);
    expect(reply).not.toMatch(/^\*\*Day [5-7]\b/m);
  });

  it('a 16-year-old who wants to max out is told there are no max lifts', () => {
    const reply = ask('16yo, wants to max out on bench every week, 6 days', 'football');
    expect(reply).toMatch(/: 5 training days a week/);
    expect(reply).toMatch(/No max-out lifts or 1-rep-max tests/);
  });
});

describe('a medical condition is read, adapted for and sent to a clinician', () => {
  it.each([
    ['golf', 'I have osteopenia and want to get stronger for golf'],
    ['tennis', '59 with osteoporosis, want to keep playing tennis'],
  ] as const)('%s: "%s" keeps loaded, low-impact work with no loaded spinal flexion', (sport, message) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/low bone density/);
    expect(reply).toMatch(/doctor or a physio/);
    const names = exerciseNames(reply);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /sit-up|crunch|russian twist|jump|sprint|slam/.test(name))).toEqual([]);
  });

  it.each([
    ['golf', 'had L3-L4 fused a few years back, 62 yo, want to hit it further, 3 days'],
    ['tennis', 'c5-c6 fusion last year, 50, want to get fit for tennis, 3 days'],
  ] as const)(
    '%s: "%s" keeps the spine braced: no slams, twists under load or jumps, and the surgeon first',
    (sport, message) => {
      const reply = ask(message, sport);
      expect(reply).toMatch(/after spine surgery[\s\S]*spine surgeon/);
      const names = exerciseNames(reply);
      expect(names.length).toBeGreaterThan(0);
      expect(
        names.filter((name) => /slam|sit-up|crunch|russian twist|rotational throw|jump|sprint/.test(name)),
      ).toEqual([]);
    },
  );

  it.each([
    ['soccer', 'I have asthma and want to get fitter for soccer', /With asthma[\s\S]*inhaler/],
    ['basketball', 'type 1 diabetic, want to train for basketball season', /With diabetes[\s\S]*glucose/],
    ['tennis', 'had my gallbladder out 3 weeks ago, want to get back to training', /With recent surgery[\s\S]*surgeon/],
    [
      'golf',
      "I'm 66 with high blood pressure and want to walk 18 holes",
      /blood-pressure condition[\s\S]*hold your breath/,
    ],
  ] as const)('%s: "%s" is said with its adaptations', (sport, message, said) => {
    expect(ask(message, sport)).toMatch(said);
  });

  it("a condition is the athlete's own: one said to be absent or someone else's is not read", () => {
    expect(read('asthmatic since a kid, want to get fit').conditions).toEqual(['asthma']);
    expect(read('no asthma or anything, just want to get fit').conditions).toBeUndefined();
    expect(read("my dad's diabetes scares me, I'm 30 and want to lose 10 lbs").conditions).toBeUndefined();
    expect(read('I disc golf on weekends and my back is fine').conditions).toBeUndefined();
  });
});

describe('an injury cleared in a past month is healed, and that month is not a date to train to', () => {
  it.each([
    'tore my ACL last year, cleared in May, want to get my speed back',
    'had shoulder surgery last winter, got cleared in march, want to throw harder',
    'broke my wrist in august, cleared since october, want to lift again',
  ])('"%s"', (message) => {
    const request = read(message);
    expect(request.injuries).toEqual([]);
    expect(request.pastInjuries?.length).toBe(1);
    expect(request.byDate).toBeUndefined();
  });
});

describe("a lift's target in the next sentence, and the event it is for", () => {
  it.each([
    ['I squat 225. want 275 by summer', 'squat', 275],
    ['I bench 185! trying to hit 225 before the combine in march', 'bench', 225],
  ] as const)('"%s"', (message, lift, pounds) => {
    const found = read(message).lifts?.find((each) => each.lift === lift);
    expect(Math.round((found?.targetKg ?? 0) / 0.45359237)).toBe(pounds);
  });

  it('a meet named beside a lift and a date is said back with the date', () => {
    const reply = ask('squat 315, want 365 for my meet on april 12', 'football');
    expect(reply).toMatch(/by April 12, 2027 \(\d+ weeks away\), for the meet/);
  });
});
