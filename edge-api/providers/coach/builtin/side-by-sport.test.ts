import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { phraseWords } from '../knowledge/search-terms';
import { detectSide, doerOf, ownerOf } from '../understand/detect-side';
import { answer } from './builtin-coach';

function reply(sport: Sport, message: string): string {
  return answer({ sport, mode: 'gameOnTheLine', message, history: [] }).text;
}

// Who does the verb decides the side: the same words ("trap", "press", "blitz", "shift", "steal")
// are our tool when we do them and theirs to beat when they do them to us.
describe('each sport is answered from the side that does the verb', () => {
  it.each([
    // Baseball, batting: their slow delivery is ours to run on; the shift put on our hitter is beaten.
    ['baseball', 'their starter is super slow to the plate', /^Steal/],
    ['baseball', 'our lefty keeps getting shifted, what should he do', /Bunt or slap to the vacated side/],
    // Baseball, fielding: their runner on first against our catcher is held.
    ['baseball', 'runner on first, 1 out, down 1 in the 7th, our catcher has a weak arm', /^Hold him/],
    ['baseball', "our catcher can't throw anybody out and their leadoff kid is on first", /^Hold him/],
    // Basketball: we trap them, or we break the press they put on us.
    ['basketball', 'we want to trap their point guard at half court', /Trap with two/],
    ['basketball', 'our guards keep getting pressed full court', /Inbound quickly before the press sets/],
    // Football: our blitz is ours to get home.
    ['football', 'we keep blitzing but never get home, what do we do', /Bring a fifth rusher/],
    ['football', 'we blitz a lot, how do we disguise it', /creeps late before the snap/],
    // Tennis: their return beating our serve is answered with the serve.
    ['tennis', 'their return keeps beating my serve', /Serve to the body/],
  ] as const)('%s: "%s"', (sport, message, expected) => {
    expect(reply(sport, message)).toMatch(expected);
  });

  it('a defense that does the verb is never told how to beat it', () => {
    expect(reply('basketball', 'we want to trap their point guard at half court')).not.toMatch(/Pass out of traps/);
    expect(reply('football', 'we keep blitzing but never get home, what do we do')).not.toMatch(/Hot throws/);
    expect(reply('football', 'they always blitz on third and long')).not.toMatch(/Play the sticks/);
  });
});

describe('the side a subject and its verb say', () => {
  it.each([
    ['we keep blitzing but never get home', 'defense'],
    ['we want to trap their point guard', 'defense'],
    ['they always blitz on third and long', 'offense'],
    ['they double our post every time', 'offense'],
    ['she serves big out wide', 'defense'],
    ['i serve and volley a lot', 'offense'],
    ['how do i pitch to their cleanup hitter', 'defense'],
    ['how do we steal on this lefty', 'offense'],
  ] as const)('"%s" puts us on %s', (message, side) => {
    expect(detectSide(message).side).toBe(side);
  });
});

describe('whose the thing is when its name is the verb', () => {
  it.each([
    ['we want to trap their point guard at half court', 'trap', 'us'],
    ['how do we press them high', 'press', 'us'],
    ['they shift on our lefty every time', 'shift', 'them'],
    ['our guards keep getting pressed full court', 'press', 'them'],
  ] as const)('%s → %s is %s', (message, term, owner) => {
    expect(doerOf(phraseWords(message), [phraseWords(term)])).toBe(owner);
    expect(ownerOf(phraseWords(message), [phraseWords(term)])).toBe(owner);
  });

  it('an owner word after the verb is its object’s, not the name’s', () => {
    expect(ownerOf(phraseWords('they always blitz on third and long'), [phraseWords('third and long')])).toBe(
      undefined,
    );
  });
});

// A position's name read as a verb is no side of its own: guarding their point guard is defence.
describe('guarding their player named by position', () => {
  it('"how do we guard that" about their point guard defends him, never runs our own', () => {
    const text = reply(
      'basketball',
      'their 4 keeps screening for their PG up top and the PG is killing us, how do we guard that',
    );
    expect(text).not.toMatch(/play calls|tempo/i);
    expect(text).toMatch(/pressure|deny|screen/i);
  });
});
