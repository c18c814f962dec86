import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { answer } from './builtin-coach';

const JANUARY_10 = new Date('2027-01-10T09:00:00Z');

function ask(message: string, sport: Sport = 'football') {
  return answer({ mode: 'personalTrainer', sport, message, history: [], now: JANUARY_10 }).text;
}

/** The lines of one "#### ..." week or phase section, up to the next heading. */
function section(reply: string, heading: RegExp): string {
  const start = reply.split('\n').findIndex((line) => heading.test(line));
  if (start < 0) return '';
  const rest = reply.split('\n').slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('#'));
  return rest.slice(0, end < 0 ? undefined : end).join('\n');
}

/** Sets per exercise line ("- Back Squat: 4 x 5, rest 180s" → 4). */
function setsIn(text: string): number[] {
  return [...text.matchAll(/^- .+: (\d+) x .+, rest \d+s$/gm)].map((match) => Number(match[1]));
}

describe('a timed target is the program, not a lifting split', () => {
  it.each([
    ['I need to pass the beep test, level 10, in 6 weeks', 'beep test', '13.0 km/h'],
    ['currently level 8 on the bleep test, want level 11 in 5 weeks', 'beep test', '13.5 km/h'],
    ['want to hit 18 on the yo-yo test by preseason', 'yo-yo test', '16.5 km/h'],
  ])('"%s" states the target level pace and runs shuttles at it week by week', (message, test, speed) => {
    const reply = ask(message, 'soccer');
    expect(reply).toContain(`runs at ${speed}`);
    expect(reply).toMatch(/- Week 1: .*× 60 s of shuttles at target pace, rest \d+ s/);
    expect(reply).toContain(`**Checkpoint: full ${test}`);
    expect(reply).toContain('### Supporting strength');
    expect(reply).not.toContain('### Program');
  });

  it.each([
    ['my 300-yard shuttle is 68, coach wants under 62 in 8 weeks', '68.0 s → under 62.0 s', '31.0 s'],
    ['need a sub 58 300 yard shuttle for tryouts in 6 weeks', 'under 58.0 s', '29.0 s'],
  ])('"%s" trains half-shuttles at goal pace with the rest and a timed checkpoint', (message, said, half) => {
    const reply = ask(message, 'basketball');
    expect(reply).toContain(said);
    expect(reply).toMatch(
      new RegExp(`- Week 2: \\d+ × 150 yd shuttles in ${half.replace('.', '\\.')}, rest \\d:\\d\\d`),
    );
    expect(reply).toContain('**Checkpoint: a full timed 300-yard shuttle');
    expect(reply).not.toContain('age 60');
  });

  it.each(['need to run 2 miles under 14:00 in 6 weeks', 'have to get my two mile under 14:00, 6 weeks out'])(
    'reads "%s" as a run time, not an under-14 athlete, and checks the time on the way',
    (message) => {
      const reply = ask(message);
      expect(reply).not.toContain('age 14');
      expect(reply).toMatch(/Pace maths: 14:00 for the 2-mile run/);
      expect(reply).toMatch(/- Week 1[^:]*: checkpoint — a 2-mile run time trial/);
      expect(reply).toMatch(/2–3 min of easy jogging between reps/);
      expect(reply).toContain('### Supporting strength');
      // Two short lifting days support the runs; the week is not three more lifting days.
      expect(section(reply, /^#### Week 1$/).match(/^\*\*Day \d/gm)).toHaveLength(2);
    },
  );

  it('says how many yards a sprint session holds', () => {
    const reply = ask('get my 40 from 5.1 to 4.9 by the combine in march');
    expect(reply).toMatch(/- Week 1, about \d+ yd of fast running a session: /);
  });
});

describe('a dated event tapers the last week', () => {
  it.each([
    ['get my 40 from 5.1 to 4.9 by the combine in march', /the combine on March 1, 2027/],
    ['tryouts are in 5 weeks, want to be stronger and faster', /the tryouts/],
    ['I have a race on February 14, 3 days a week of lifting to help', /the race on February 14, 2027/],
  ])('"%s" cuts the final week\'s sets to about half and keeps the loads', (message, event) => {
    const reply = ask(message);
    const taper = section(reply, /^#### Week \d+: Taper$/);
    expect(taper).toMatch(/volume down about 40–60%/);
    expect(taper).toMatch(event);
    expect(taper).toContain('keep the intensity');
    const weeks = [...reply.matchAll(/^#### (Weeks? [\d–]+)(?:: \w+)?$/gm)];
    const before = section(reply, new RegExp(`^${weeks[weeks.length - 2]?.[0] ?? 'none'}$`));
    const sum = (sets: number[]) => sets.reduce((total, value) => total + value, 0);
    expect(sum(setsIn(taper))).toBeLessThanOrEqual(0.65 * sum(setsIn(before)));
    expect(sum(setsIn(taper))).toBeGreaterThan(0);
  });

  it('keeps an open-ended program without a taper week', () => {
    expect(ask('8 week program to get stronger, 3 days a week')).not.toContain(': Taper');
  });
});

describe('a body-composition goal shapes food and training', () => {
  it.each([
    'put on 10 lb this offseason, I weigh 170',
    'trying to bulk up, I am a skinny 140 lb sophomore',
    'want to gain 6 kg of muscle before next season, 4 days a week',
  ])('"%s" gets a surplus and protein range, a dietitian, and hypertrophy sets', (message) => {
    const reply = ask(message);
    expect(reply).toContain('**To gain:** eat a surplus of about 250–500 kcal a day');
    expect(reply).toContain('1.6–2.2 g of protein per kg');
    expect(reply).toContain('sports dietitian');
    expect(reply).not.toContain('maintenance needs no adjustment');
    expect(reply).toMatch(/^- (?:Back Squat|Bench Press|Trap Bar Deadlift|[A-Z][\w -]+): [34] x 8–12/m);
  });

  it.each([
    ['cut 8 lb before wrestling season, I am 16 and weigh 152', true],
    ['need to drop 12 pounds for tryouts, I am 15', true],
    ['lose 5 kg before the season, I weigh 90 kg', false],
  ])('"%s" keeps protein high on a moderate deficit and never crash-diets a minor', (message, minor) => {
    const reply = ask(message);
    expect(reply).toContain('**To cut:**');
    expect(reply).toContain('sports dietitian');
    if (minor) expect(reply).toContain('no crash diets, skipped meals, sweat suits, saunas or cutting fluids');
    else expect(reply).toMatch(/moderate deficit of about 300–500 kcal a day, protein kept high/);
  });
});

describe('team practice counts as training load', () => {
  it.each([
    ['I already have practice 4 days a week, want to get stronger', 4, 2],
    ['practice is 5 days a week after school, how should I lift on top of that', 5, 2],
    ['basketball practices 3x a week, want a plan to jump higher', 3, 2],
  ])('"%s" adds fewer, shorter sessions and says why', (message, practice, sessions) => {
    const reply = ask(message, 'basketball');
    expect(reply).toContain(`Your ${practice} team practices a week count as training load`);
    expect(reply).toContain(`${sessions} training days a week`);
    expect(reply).toMatch(/about 40 minutes/);
    expect(reply).not.toMatch(/— Conditioning\*\*/);
  });

  it.each([
    ['we train Tuesday and Thursday with the team and play Saturday, what else should I do', ['Monday', 'Wednesday']],
    ['I have team practice Monday through Thursday, need a lifting plan for 8 weeks', ['Friday', 'Sunday']],
  ])('puts the sessions of "%s" on the days without practice or a game', (message, days) => {
    const reply = ask(message, 'soccer');
    const named = [...reply.matchAll(/^\*\*(\w+day) — /gm)].map((match) => match[1]);
    expect([...new Set(named)]).toEqual(days);
    expect(reply).toContain('the days without practice');
  });
});

describe('a wanted number is said back with its own unit and noun', () => {
  it('takes a lift goal as the load on that lift, not a body weight', () => {
    const reply = ask('bench 165 for 6, want 205 by july');
    expect(reply).toContain('bench press 165 lb for 6 → 205 lb');
    expect(reply).toMatch(
      /> Bench press goal: 205 lb, \d+ lb \(\d+%\) above the \d+ lb max your 165 lb for 6 points to/,
    );
    expect(reply).not.toMatch(/reach 205 lb|→ 205 lb ·.*weight/);
  });

  it('reads a middle-distance race time and paces it per lap', () => {
    const reply = ask('he runs the 800 in 2:26 and wants 2:16 by june', 'soccer');
    expect(reply).toContain('800 m 2:26 → 2:16');
    expect(reply).toMatch(/per 400 m lap/);
  });

  it('gives a pitcher throwing bullpens by count no velocity goal', () => {
    const reply = ask('my pitcher does 40-pitch bullpens twice a week, build his offseason', 'baseball');
    expect(reply).not.toMatch(/40 mph/);
  });
});
