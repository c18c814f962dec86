import { describe, expect, it } from 'vitest';
import { splitWhy } from '../../../../shared/why';
import { parseSituation } from '../understand/parse-situation';
import { answer } from './builtin-coach';

const tactical = (message: string) => answer({ mode: 'gameOnTheLine', sport: 'football', message, history: [] }).text;

describe('numbers stated in the message reach the decision', () => {
  it('a score said with "trail" is the margin before the try', () => {
    const text = tactical('touchdown, we trail 22-20 now with 90 seconds left, kick or go for two?');
    expect(text).toMatch(/Read: down 2\b/);
    expect(splitWhy(text).answer).toMatch(/^Go for two/);
  });

  it('a score said of them is ours turned round', () => {
    const situation = parseSituation('football', 'they just kicked a field goal and are ahead by 4, 3 minutes left');
    expect(situation.sport === 'football' && situation.state.margin).toBe(-4);
  });

  it('their down makes the ball theirs, so "our 35" leaves them 35 to go', () => {
    const situation = parseSituation('football', 'they have 4th and 3 at our 35, we lead by 2');
    expect(situation.sport === 'football' && situation.state.possession).toBe('theirs');
    expect(situation.sport === 'football' && situation.state.yardsToGoal).toBe(35);
  });

  it('"playing 9 v 11" is the sides’ strengths', () => {
    const situation = parseSituation('soccer', 'playing 9 v 11, level at 0-0 with 25 minutes left, what now?');
    expect(situation.sport === 'soccer' && [situation.state.playersOurs, situation.state.playersTheirs]).toEqual([
      9, 11,
    ]);
  });
});

describe('intentional safety is its own decision', () => {
  it('with a lead a field goal cannot overcome, take it and say the trade', () => {
    const text = tactical('leading by 7, 4th and 12 at our own 1 with 20 seconds left, intentional safety?');
    expect(splitWhy(text).answer).toMatch(/^Take the safety/);
    expect(text).toMatch(/2 points for field position/);
    expect(text).toMatch(/free-kick from your 20/);
  });

  it('up 3, a safety leaves a field goal to lose it: punt', () => {
    const text = tactical('up 3, ball on our 2, 4th down, 25 seconds left, should we give up a safety?');
    expect(splitWhy(text).answer).toMatch(/^Punt/);
  });
});

describe('their decision: our call first, then what they will likely do', () => {
  it('"will they go for two?" leads with our defense and their likely call', () => {
    const text = tactical('will they go for 2? they just scored and trail by 2 with 1 minute left');
    const { answer: call, why } = splitWhy(text);
    expect(call).toMatch(/man-to-man/);
    expect(why).toMatch(/Most likely from them: go for two/);
    expect(why).toMatch(/up 2/);
  });
});
