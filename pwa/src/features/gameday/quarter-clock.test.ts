import { describe, expect, it } from 'vitest';
import { ENGINE_TOOLS } from '../../../../shared/engines/engine-registry';
import { engineFields } from './engine-fields';
import { clockScopeOf, engineClockOf, quarterClockOf, quarterClockText } from './quarter-clock';

const fieldsOf = (name: string) => engineFields(ENGINE_TOOLS.find((tool) => tool.name === name)!);
const inGame = clockScopeOf(fieldsOf('fourth_down_decision'), 'pro');
const inHalf = clockScopeOf(fieldsOf('clock_management'), 'pro');

describe("football's clock as the scoreboard reads it", () => {
  it('reads seconds left in the game as a quarter and its clock, and back', () => {
    expect(quarterClockText(quarterClockOf(405, undefined, inGame))).toBe('Q4 6:45');
    expect(quarterClockText(quarterClockOf(1800, undefined, inGame))).toBe('Q3 15:00');
    expect(quarterClockText(quarterClockOf(3600, undefined, inGame))).toBe('Q1 15:00');
    expect(quarterClockText(quarterClockOf(0, undefined, inGame))).toBe('Q4 0:00');
    expect(engineClockOf({ quarter: 4, seconds: 405 }, inGame, 'secondsLeft')).toEqual({ secondsLeft: 405 });
    expect(engineClockOf({ quarter: 2, seconds: 60 }, inGame, 'secondsLeft')).toEqual({ secondsLeft: 1860 });
  });

  it('reads seconds left in a half with the half the engine names', () => {
    expect(quarterClockText(quarterClockOf(120, 'second', inHalf))).toBe('Q4 2:00');
    expect(quarterClockText(quarterClockOf(1000, 'first', inHalf))).toBe('Q1 1:40');
    expect(quarterClockText(quarterClockOf(0, 'first', inHalf))).toBe('Q2 0:00');
    expect(engineClockOf({ quarter: 2, seconds: 120 }, inHalf, 'secondsLeft')).toEqual({
      secondsLeft: 120,
      half: 'first',
    });
    expect(engineClockOf({ quarter: 3, seconds: 120 }, inHalf, 'secondsLeft')).toEqual({
      secondsLeft: 1020,
      half: 'second',
    });
  });

  it('plays the level’s quarters: twelve minutes in high school', () => {
    const highSchool = clockScopeOf(fieldsOf('fourth_down_decision'), 'high-school');
    expect(quarterClockText(quarterClockOf(2880, undefined, highSchool))).toBe('Q1 12:00');
    expect(engineClockOf({ quarter: 3, seconds: 900 }, highSchool, 'secondsLeft')).toEqual({ secondsLeft: 1440 });
  });
});
