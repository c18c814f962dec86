import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { parseTrainingRequest } from '../understand/parse-training-request';
import { answer } from './builtin-coach';

const JULY_20 = new Date('2026-07-20T09:00:00Z');

function ask(message: string, sport: Sport) {
  return answer({ mode: 'personalTrainer', sport, message, history: [], now: JULY_20 }).text;
}

describe('a word in its sport’s sense', () => {
  it.each([
    'my cutting is slow on the court and my knees feel heavy when I plant',
    'wanna get better at cutting off my left foot, agility is my weakness',
  ])('"%s": cutting is changing direction, not a diet', (message) => {
    const request = parseTrainingRequest(message.toLowerCase());
    expect(request.goal).not.toBe('cut');
    expect(request.emphasis).toBe('speed');
  });

  it('cutting beside a weight is still a diet', () => {
    expect(parseTrainingRequest('cutting season, need to drop 10 lbs of fat').goal).toBe('cut');
  });

  it.each<[string, Sport]>([
    ['need more racket speed on my serve, im 16', 'tennis'],
    ['how do I gain speed with the driver? 48 years old, 3 days in the gym', 'golf'],
  ])('"%s": speed is swing speed, with no sprints', (message, sport) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/### Swing speed work|### Driving distance work|### Serve work/);
    expect(reply).not.toMatch(/### Speed work/);
  });

  it('a tennis player swings a racquet in the overspeed work', () => {
    expect(ask('more racquet speed on my forehand please', 'tennis')).toMatch(/heavy racquet/);
  });
});

describe('every part of the goal is trained', () => {
  it.each<[string, Sport]>([
    ['tired of being bullied off the ball by bigger center backs, what should i do in the gym', 'soccer'],
    ['I keep getting knocked off my spot in the post, need to be stronger', 'basketball'],
  ])('"%s" gets contact strength and mass', (message, sport) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/### Strength for contact/);
    expect(reply).toMatch(/Pallof press/);
    expect(reply).toMatch(/surplus/);
  });

  it.each<[string, Sport]>([
    ["i can't run a mile yet and preseason starts in 6 weeks", 'soccer'],
    ['total beginner runner, cant jog 10 minutes, want to get in shape for rec league', 'basketball'],
  ])('"%s" builds up with run-walk, not goal-pace intervals', (message, sport) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/### Run-walk build-up/);
    expect(reply).not.toMatch(/intervals at goal pace \(6–8 × 400 m/);
  });
});

describe('a start date opens the program’s window', () => {
  it('off-season from a date till a month runs between them', () => {
    const request = parseTrainingRequest('our off-season starts november 1st, build me something through february', {
      today: JULY_20,
    });
    expect(request.startsOn).toBe('November 1, 2026');
    expect(request.endsOn).toBe('February 1, 2027');
    expect(request.weeks).toBe(13);
    expect(request.byDate).toBeUndefined();
  });

  it('the reply says the window, not weeks away to the start', () => {
    const reply = ask('offseason program starting sept 14 until the end of december, 4 days a week', 'basketball');
    expect(reply).toMatch(/September 14, 2026 to December 31, 2026 \(15 weeks\)/);
    expect(reply).not.toMatch(/weeks away/);
  });

  it('"the season starts" is still a date to be ready by', () => {
    expect(parseTrainingRequest('the season starts september 5, get me ready', { today: JULY_20 }).byDate).toBe(
      'September 5, 2026',
    );
  });
});

describe('what an app, a subscription or a class costs is not a program', () => {
  it.each<[string, Sport]>([
    ['whats the monthly price for the whoop membership', 'soccer'],
    ['how much is a strava subscription these days', 'tennis'],
    ['when do the hiit classes at my gym run on saturdays', 'football'],
  ])('"%s" gets the honest line', (message, sport) => {
    const reply = ask(message, sport);
    expect(reply).toMatch(/I have no live prices|can't see a venue's hours/);
    expect(reply).not.toMatch(/### Program/);
  });
});
