import { describe, expect, it } from 'vitest';
import { splitWhy } from '../../../../shared/why';
import { answer } from './builtin-coach';

const reply = (mode: 'gameOnTheLine' | 'comprehensiveCoach', message: string) =>
  answer({ mode, sport: 'football', message, history: [] }).text;
const call = (message: string) => splitWhy(reply('gameOnTheLine', message)).answer;

// Backed up at our own goal line late: give the 2 points only when they cannot cost the game.
describe('the intentional safety is a call, fitted to the lead and the clock', () => {
  it.each([
    'up by 2 with 50 seconds left, 4th and 7 at our own 2, safety?',
    'a 2-point lead, 4th and 11 at our own 3 with 40 seconds left, take the safety?',
  ])('"%s": a lead of 2 or less is not given away', (message) => {
    expect(call(message)).toMatch(/^Punt it/);
  });

  it('up 3 or 4 with seconds left, no field-goal drive fits after the free kick: take it', () => {
    expect(call('we are up 4 with 9 seconds left at our own 2, take the safety?')).toMatch(
      /^Take the safety: no time is left/,
    );
  });

  it.each([
    'leading by 9, 4th and 14 at our own 2 with 30 seconds left: safety or punt',
    'up 6 with 14 seconds left at our 1, should we snap it out of the end zone',
  ])('"%s" asks the safety, not a fourth-down model or a kneel', (message) => {
    expect(call(message)).toMatch(/^Take the safety/);
  });

  it('with no numbers, says when to take it, how to run it, and when not to', () => {
    const text = reply('comprehensiveCoach', 'should we give up a safety on purpose here');
    expect(text).toMatch(/up 3\+ late inside your 5/);
    expect(text).toMatch(/step out the back line; free-kick deep/);
    expect(text).toMatch(/When not: up 2 or less/);
  });
});

// "Safety" alone is the defensive back; named as a play taken on purpose it is the scoring play.
describe('the intentional safety asked about is the scoring play, not the position', () => {
  it.each(['explain the intentional safety to my assistants', 'why would a team ever take a safety'])(
    '"%s"',
    (message) => {
      const text = reply('comprehensiveCoach', message);
      expect(text).toMatch(/free[- ]kick/);
      expect(text).not.toMatch(/last line of defense|deep middle/);
    },
  );
});
