import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { answer } from './builtin-coach';

const NOW = new Date('2026-11-27T12:00:00Z');
const reply = (sport: Sport, message: string): string =>
  answer({ mode: 'personalTrainer', sport, history: [], message, now: NOW }).text;

/** The weekdays that head a program day, in the order they first appear. */
function dayHeaders(text: string): string[] {
  const days = text.split('\n').flatMap((line) => /^\*\*(\w+day)\b/.exec(line)?.[1] ?? []);
  return [...new Set(days)];
}

describe('the program keeps to what the athlete said', () => {
  it.each([
    ['tennis', 'I lift MWF, 1 hour sessions, want a stronger serve', ['Monday', 'Wednesday', 'Friday'], 60],
    ['soccer', 'winger, Tu/Th only, 40 minute workouts, want to get faster', ['Tuesday', 'Thursday'], 40],
    ['football', 'safety, T/Th/Sat, hour-long lifts, want to hit harder', ['Tuesday', 'Thursday', 'Saturday'], 60],
    ['baseball', 'catcher, I can only get in sat and sun, want stronger legs', ['Saturday', 'Sunday'], undefined],
  ] as const)('%s: "%s" trains on those days only', (sport, message, days, minutes) => {
    const text = reply(sport, message);
    expect(text).toMatch(new RegExp(`: ${days.length} training days a week`));
    expect(dayHeaders(text)).toEqual(days);
    if (minutes !== undefined) expect(text).toContain(`${minutes} minutes a session`);
  });

  it('counts a session length said after the days ("3x/week 45 mins") for a pitcher', () => {
    const text = reply('baseball', 'pitcher, 16, 3x/week 45 mins, want to throw harder');
    expect(text).toContain('45 minutes a session');
    expect(text).not.toMatch(/Sessions run about \d+ minutes/);
  });

  it('builds a small forward’s program for the position', () => {
    const text = reply('basketball', "I'm a 6'5 small forward, 2 days a week, want to get stronger");
    expect(text).toContain('for a small forward');
    expect(text).toContain('**Built for a small forward:**');
  });

  it('names a lift for the only bar the athlete has', () => {
    const text = reply('basketball', 'only a barbell and a bench in my garage, want to get stronger, 3 days a week');
    expect(text).not.toMatch(/trap bar/i);
    expect(text).toContain('Barbell Deadlift');
  });

  it('names a hinge for kettlebells when kettlebells are all there is', () => {
    const text = reply('golf', 'just a couple of kettlebells at home, want more clubhead speed, 2 days a week');
    expect(text).not.toMatch(/^- Dumbbell /m);
    expect(text).toContain('Kettlebell Romanian Deadlift');
  });

  it('says the jump goal in whole words when the measured target is inside the goal', () => {
    const text = reply('basketball', 'shooting guard, want to improve my vertical by 3 inches by April, 3 days a week');
    expect(text.split('\n')[0]).not.toMatch(/improve your:|improve your\b/);
    expect(text).toContain('+3 in on your vertical');
  });

  it('counts the weeks to a date in figures and builds for a center mid', () => {
    const text = reply('soccer', "I'm 16, center mid, want more engine by 3/15, 3 days a week");
    expect(text).toContain('by March 15, 2027 (15 weeks away)');
    expect(text).toContain('for a center mid');
  });

  it('trains a golfer through a tweak told as fine now', () => {
    const text = reply('golf', "tweaked my lower back last summer, it's fine now, want more distance, 2 days a week");
    expect(text).not.toContain('Injury noted');
  });

  it('trains six days for "every day except Sunday", named', () => {
    const text = reply('basketball', 'I can train every day except sunday, want a quicker first step');
    expect(text).toContain(': 6 training days a week');
    expect(dayHeaders(text)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });

  it.each([
    ['soccer', "4 days, can't do weekends, winger, want more speed", 4, ['Saturday', 'Sunday']],
    ['football', 'linebacker, 3 days a week, not on wednesdays or fridays', 3, ['Wednesday', 'Friday']],
  ] as const)('%s: "%s" keeps its count off the days ruled out', (sport, message, count, off) => {
    const text = reply(sport, message);
    const days = dayHeaders(text);
    expect(days).toHaveLength(count);
    for (const day of off) expect(days).not.toContain(day);
  });

  it.each([
    ['football', '3 days a week, mondays and wednesdays suit me best, want to get stronger', ['Monday', 'Wednesday']],
    ['tennis', '2 days a week, free tuesday, thursday or saturday, want better footwork', ['Tuesday', 'Saturday']],
  ] as const)('%s: "%s" keeps the count said beside the days named', (sport, message, kept) => {
    const text = reply(sport, message);
    const count = Number(/^(\d) days a week/.exec(message)?.[1]);
    const days = dayHeaders(text);
    expect(days).toHaveLength(count);
    // Fewer sessions than days named go on the days furthest apart.
    if (kept.length === count) expect(days).toEqual(kept);
    for (const day of kept) expect(days).toContain(day);
    expect(text).not.toMatch(/^\*\*Day \d/m);
  });

  it('names a single session’s lift for the only bar the athlete has', () => {
    const text = reply('basketball', 'only have a barbell, give me a 45 minute leg workout for today');
    expect(text).not.toMatch(/trap bar/i);
  });
});

describe('the program keeps to the space the athlete trains in', () => {
  /** The exercise names on the program's days. */
  const exercisesIn = (text: string) =>
    text
      .split('### Program')[1]
      ?.split('\n')
      .flatMap((line) => /^- ([^:]+):/.exec(line)?.[1] ?? []) ?? [];

  it.each([
    ['soccer', '15 y/o midfielder, need more speed, 3x/week, apartment so no jumping'],
    ['basketball', 'want to jump higher but the neighbours downstairs complain, no jumping, 4 days, dumbbells'],
    ['football', 'stuck in my hotel room this month, need to stay in shape, 5 days 30 min'],
    ['tennis', 'training in my bedroom, just bands, 3x a week, quiet workouts only because the baby sleeps'],
  ] as const)('%s: "%s" gives no jumps, and says what it left out', (sport, message) => {
    const text = reply(sport, message);
    const days = exercisesIn(text);
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((name) => /jump|bound|hop|pogo|skipping/i.test(name))).toEqual([]);
    expect(text).toMatch(/Left out for your space: /);
  });

  it.each([
    ['soccer', 'in my hotel room for a week, no equipment, 20 mins a day'],
    ['football', 'small apartment, 4 days, want to keep my conditioning'],
  ] as const)('%s: "%s" gives no sprints or runs in a room', (sport, message) => {
    const days = exercisesIn(reply(sport, message));
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((name) => /sprint|run|shuttle|gasser|box-to-box/i.test(name))).toEqual([]);
  });

  it('keeps the sprints where only jumping is ruled out', () => {
    const text = reply('soccer', 'no jumping, my neighbours below complain, want to get faster, 3 days');
    expect(exercisesIn(text).some((name) => /sprint/i.test(name))).toBe(true);
  });
});
