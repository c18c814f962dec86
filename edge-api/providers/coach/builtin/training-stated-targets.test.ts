import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { parseTrainingRequest } from '../understand/parse-training-request';
import { answer } from './builtin-coach';

const DECEMBER_2 = new Date('2026-12-02T10:00:00Z');

function ask(message: string, sport: Sport) {
  return answer({ mode: 'personalTrainer', sport, message, history: [], now: DECEMBER_2 }).text;
}

function read(message: string) {
  return parseTrainingRequest(message.toLowerCase(), { today: DECEMBER_2 });
}

describe('a number wanted after a performance measure is that measure, not a body weight', () => {
  it.each([
    ['baseball', 'outfielder, 172 lb, throwing 77 mph from the outfield, want 84 by April', '77 → 84 mph', '172 lb →'],
    ['tennis', 'club player, 61 kg, first serve 145 km/h, want 165', '145 km/h → 165 km/h', '61 kg →'],
    ['basketball', 'sophomore guard, 148 lb, vertical 21 inches, want 27 before the season', '+6 in', '148 lb →'],
  ] as [Sport, string, string, string][])(
    '%s: "%s" sets the measure, not a weight',
    (sport, message, measure, weight) => {
      const reply = ask(message, sport);
      expect(read(message).targetWeightKg).toBeUndefined();
      expect(reply).toContain(measure);
      expect(reply).not.toContain(weight);
      expect(reply).not.toMatch(/to build muscle/);
    },
  );

  it('a wish in a sentence of its own belongs to the measure named just before it', () => {
    expect(read('15yo LB, 170 lb, bench 185 x3. want 225 by June').targetWeightKg).toBeUndefined();
    expect(read('LHP, 16, sitting 74 mph. want 80 by the March tournament. 150 lb').targetWeightKg).toBeUndefined();
    expect(read("I'm 160 lb. Want 175 by summer").targetWeightKg).toBeCloseTo(79.4, 1);
  });

  it('a weight wanted after the body weight was named stays a body-weight target', () => {
    expect(read('I weigh 165, throwing 71 mph, want to weigh 180').targetWeightKg).toBeCloseTo(81.6, 1);
    expect(read('throwing 71 mph, 165 lb now, want to get to 180 lb').targetWeightKg).toBeCloseTo(81.6, 1);
  });

  it('a golf carry and a gain on it set the target, by the dated event', () => {
    const reply = ask('my driver carry is 205, want +25 by the club championship June 12', 'golf');
    expect(reply).toContain('driving distance 205 yd → 230 yd');
    expect(reply).toContain('June 12, 2027');
  });
});

describe('a body-weight amount and a dated goal are kept', () => {
  it('"+N kg of muscle by a date" is a gain of N by that date', () => {
    const reply = ask('+4 kg of muscle by the end of February, 81 kg now', 'football');
    expect(reply).toMatch(/to build muscle/);
    expect(reply).toContain('gain 4 kg');
    expect(reply).toContain('by February 28, 2027');
  });

  it('"match fit for the first game <date>" is conditioning to that date', () => {
    const reply = ask('need to be match fit for the first cup game March 13', 'soccer');
    expect(reply).toMatch(/to build conditioning/);
    expect(reply).toContain('by March 13, 2027');
  });

  it("a date's day is not a skill's measure", () => {
    expect(read('my jump shot is off, season opens Dec 19').skillGoals).toEqual([{ id: 'shooting' }]);
  });
});

describe('an overuse complaint is loaded back toward the date, not rested as a strain', () => {
  it.each([
    ['tennis', 'tennis elbow playing up again, county tournament March 6', 'tennis elbow', 'Isometric wrist extension'],
    ['basketball', "my jumper's knee is acting up, league starts Jan 16", "jumper's knee", 'Spanish squat'],
    ['soccer', 'shin splints after every preseason, need to be ready by Feb 20', 'shin splints', 'Tibialis raise'],
  ] as [Sport, string, string, string][])('%s: "%s"', (sport, message, named, loading) => {
    const reply = ask(message, sport);
    expect(reply).toContain(`to play pain-free with your ${named}`);
    expect(reply).toContain(`### Loading for your ${named}`);
    expect(reply).toContain(loading);
    expect(reply).toMatch(/the goal is to play pain-free by \w+ \d+, 2027/);
    expect(reply).toMatch(/See a (?:physio or sports doctor|doctor) to confirm it is/);
    expect(reply).not.toMatch(/strained|hold your weight/);
  });

  it('one told as healed long ago stays a past injury', () => {
    const request = read('had tennis elbow two years ago, fully healed now, want a bigger serve');
    expect(request.injuries).toEqual([]);
  });
});

describe('kit is only limited when the athlete says so', () => {
  it.each([
    'I have shin splints and want to run without pain by the 10k on April 4',
    'my body weight is about 84 kg, I have 4 days a week, want a bigger deadlift',
  ])('"%s" keeps the full gym', (message) => {
    expect(read(message).equipment).toBeUndefined();
    expect(ask(message, 'soccer')).not.toMatch(/bodyweight only|no equipment/i);
  });

  it.each(['just bodyweight, 3 days a week', 'I have no equipment, bodyweight workouts only'])(
    '"%s" is bodyweight only',
    (message) => {
      expect(read(message).equipment).toEqual([]);
    },
  );
});
