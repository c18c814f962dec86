import { describe, expect, it } from 'vitest';
import { splitWhy } from '../../../../shared/why';
import { answer } from './builtin-coach';

// A kickoff and a defensive wall are decisions of their own: the score and clock around them once
// sent the kickoff to the fourth-down model and the wall to the attacking side's free-kick notes.

const call = (sport: 'football' | 'soccer', message: string) =>
  splitWhy(answer({ mode: 'gameOnTheLine', sport, message, history: [] }).text).answer;

describe('the kickoff is its own call', () => {
  it('kicking away from a dangerous returner with a lead: the sky kick, never a fourth-down call', () => {
    const line = call('football', 'up 4, 6 minutes left, kicking off to their explosive return man, what kick');
    expect(line).toMatch(/^Sky kick/);
    expect(line).not.toMatch(/Go for it|punt|field goal/i);
  });

  it('trailing with no timeouts and under two minutes: onside, since a deep kick lets them kneel', () => {
    expect(call('football', 'kicking off trailing by 5, 0:58 on the clock, no timeouts left')).toMatch(/^Onside it/);
    expect(call('football', 'kicking off trailing by 5 with 6 minutes left and all 3 timeouts')).toMatch(/^Kick deep/);
  });
});

describe('the wall is set from the defending side', () => {
  it.each([
    ['their free kick right at the top of our box, how many should we put in the wall', /^Four or five/],
    ['how many in our wall for a free kick from the left touchline', /^Two in the wall/],
    ['free kick against us about 40 yards out, how many do we put in the wall', /^One or two/],
  ])('"%s"', (message, expected) => {
    expect(call('soccer', message)).toMatch(expected);
  });
});
