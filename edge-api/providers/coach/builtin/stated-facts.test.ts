import { describe, expect, it } from 'vitest';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { answer } from './builtin-coach';

function reply(sport: Sport, message: string, mode: PersonalityMode = 'gameOnTheLine'): string {
  return answer({ sport, mode, message, history: [] }).text;
}

const readLine = (text: string) => /Read: ([^.]*(?:\.\d{3}[^.]*)*)\./.exec(text)?.[1] ?? '';
const callOf = (text: string) => text.split('\n')[0]!;

// A fact said beside the score (the wind, the lie, a hitter's numbers, a serve's share) is read,
// used by the call, and said back with the numbers.
describe('facts beside the game state reach the call and the read line', () => {
  it('a wind into the kick is said back and shortens the kicker’s range the engine runs on', () => {
    const windy = reply('football', '4th & 2 on their 34, kicking into a 20mph wind, fg or go');
    expect(readLine(windy)).toMatch(/wind 20 mph into the kick/);
    const [, from, to] = /kicker's range taken from (\d+) to (\d+) yards/.exec(windy) ?? [];
    expect(Number(to)).toBeLessThan(Number(from));
    expect(windy).toContain(`kickerRange=${to}`);
  });

  it('a wind counted in clubs is said back and takes more club', () => {
    const windy = reply('golf', "165 out, it's a 2 club wind into us, what do i hit");
    expect(readLine(windy)).toMatch(/a 2-club headwind/);
    expect(callOf(windy)).not.toBe(callOf(reply('golf', '165 out, what do i hit')));
  });

  it('a ball under a bunker lip is played out to the fairway, not at a green 185 away', () => {
    const text = reply('golf', 'my ball is tight under the lip of a fairway bunker, 185 to the pin, can i get home?');
    expect(callOf(text)).toMatch(/^Wedge out sideways with the sand wedge, back to the fairway/);
    expect(readLine(text)).toMatch(/under the bunker lip/);
  });

  it('a plugged ball beside the green is dug out', () => {
    const text = reply('golf', 'fried egg in the greenside trap, 15 yards to the flag, what now', 'comprehensiveCoach');
    expect(text).toMatch(/\*\*Dig it out with the sand wedge/);
    expect(text).toMatch(/a buried \(plugged\) lie/);
  });

  it('a downhill lie is said back and changes the club', () => {
    const sloped = reply('golf', '130 yds, downhill lie in the fairway, which club');
    expect(readLine(sloped)).toMatch(/downhill lie/);
    expect(callOf(sloped)).not.toBe(callOf(reply('golf', '130 yds in the fairway, which club')));
  });

  it('the batter’s average and the on-deck OBP both reach the walk call and are said back', () => {
    const text = reply(
      'baseball',
      'runner on second, one out, 8th, up 2, guy at the plate is hitting .320 and the kid on deck has a .260 obp, ibb?',
    );
    expect(readLine(text)).toMatch(/a \.320 hitter up, a \.260 OBP on deck/);
    expect(text).toMatch(/batterWoba=0\.385/);
    expect(text).toMatch(/nextBatterWoba=0\.255/);
  });

  it('an OBP read for the batter is used as his figure', () => {
    const text = reply(
      'baseball',
      '2nd and 3rd, 2 outs, tie game in the 9th, .420 OBP hitter up, walk him or pitch to him',
    );
    expect(readLine(text)).toMatch(/a \.420 OBP hitter up/);
    expect(text).toMatch(/batterWoba=0\.415/);
  });

  it('a weak hitter in a pinch-hit question gets the pinch hitter, with his average said back', () => {
    const text = reply('baseball', '2 on 2 out in the 8th, my 9 hole kid is batting .150, pinch-hit?');
    expect(callOf(text)).toMatch(/^Pinch-hit/);
    expect(readLine(text)).toMatch(/a \.150 hitter up/);
  });

  it("the opponent's first-serve share makes the returner attack the second serve", () => {
    const text = reply(
      'tennis',
      "break point on his serve, he's landing only 40% of first serves, how should i play the return",
    );
    expect(readLine(text)).toMatch(/their first serve 40% in/);
    expect(callOf(text)).toMatch(/^Step in on the second serve/);
  });

  it('a returner told the server lands under half her first serves is sent in on the second serve', () => {
    const text = reply('tennis', "she's only getting 45% of first serves in, where should i stand to return");
    expect(callOf(text)).toMatch(/^Step in and attack the second serve/);
    expect(readLine(text)).toMatch(/their first serve 45% in/);
  });
});

// A number of the game state the engine has no input for is named, never silently dropped.
describe('stated numbers the model does not take are named beside the call', () => {
  it.each([
    [
      'baseball',
      'bases loaded 1 out, up 2 in the 7th, how many runs do we expect',
      /not in the model's figures: the inning and the score/i,
    ],
    [
      'baseball',
      'starter at 95 pitches, 3rd time through, up 1 in the 7th, pull him?',
      /not in the model's figures: the score and the inning/i,
    ],
    ['basketball', 'up 5, 40 seconds left, our ball, 2 for 1?', /not in the model's figures: the score/i],
    [
      'basketball',
      'up 3 with 10 seconds left, their ball, 8 on the shot clock, foul?',
      /not in the model's figures: the shot clock/i,
    ],
    [
      'tennis',
      'serving at 30-40 in the third set, down 4-5, what serve?',
      /not in the model's figures: the games score and which set it is/i,
    ],
    [
      'football',
      '3rd and 7 at our 30, up 4, 1:50 left, they have 1 timeout, run the clock?',
      /not in the model's figures: the yards to go/i,
    ],
  ] as const)('%s: "%s"', (sport, message, named) => {
    expect(reply(sport, message)).toMatch(named);
    expect(reply(sport, message, 'comprehensiveCoach')).toMatch(named);
  });

  it('the two-for-one names the score it leaves out; the fourth down, which takes the score, names nothing', () => {
    expect(reply('basketball', 'up 2, 38 seconds left, our ball, 2 for 1?')).toMatch(
      /not in the model's figures: the score/i,
    );
    const text = reply('football', '4th and 2 at their 40, down 3, 5:00 left in the 4th, 2 timeouts');
    expect(text).not.toMatch(/not in the model's figures/i);
  });
});
