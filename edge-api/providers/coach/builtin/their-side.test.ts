import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { phraseWords } from '../knowledge/search-terms';
import { ownerOf } from '../understand/detect-side';
import { answer } from './builtin-coach';

function text(sport: Sport, message: string, mode: 'gameOnTheLine' | 'comprehensiveCoach' = 'comprehensiveCoach') {
  return answer({ sport, mode, message, history: [] }).text;
}

describe('whose concept the message names', () => {
  it.each([
    ['their full court press keeps trapping us', 'full court press', 'them'],
    ['we struggle against a 2-3 zone', '2-3 zone', 'them'],
    ['our high press leaves gaps', 'high press', 'us'],
    ['the press is killing us', 'press', 'them'],
    ['how do we beat cover 2', 'cover 2', undefined],
  ] as const)('%s → %s is %s', (message, term, owner) => {
    expect(ownerOf(phraseWords(message), [phraseWords(term)])).toBe(owner);
  });
});

// The opponent's tool is answered with how we beat it and a drill for our side; our own with how to run it.
describe('their X is beaten, our X is run', () => {
  it.each([
    ['basketball', 'their full-court press keeps trapping us, help', /You are on offense against \*\*Full-Court Press/],
    ['basketball', 'how do we run a full-court press', /^### Situation\n\nFull-Court Press:/],
    ['baseball', 'how do we run on their pickoff lefty', /You are on offense against \*\*Pickoff Move/],
    ['baseball', 'how do I teach my lefty a pickoff move', /^### Situation\n\nPickoff Move:/],
    [
      'basketball',
      'their center keeps setting screens to free their shooter, how do we guard it?',
      /You are on defense against \*\*Setting Screens/,
    ],
    [
      'soccer',
      'their high press is suffocating our build-up',
      /You are on offense against (?:\*\*High Press|a high press)/,
    ],
    ['tennis', 'how do we handle their kick serve', /You are on defense against \*\*Kick Serve/],
    [
      'football',
      'their safety keeps rolling down late into the box, how do we attack that',
      /You are on offense against \*\*Safety\*\*/,
    ],
  ] as const)('%s: %s', (sport, message, expected) => {
    expect(text(sport, message)).toMatch(expected);
  });

  it('offers a drill that trains our answer, not their move', () => {
    const reply = text('basketball', 'their full-court press keeps trapping us, help');
    expect(reply).toMatch(/### Drill to practise our answer\n\n\*\*Press Break Drill\*\*/);
    const soccer = text('soccer', 'their high press is suffocating our build-up');
    expect(soccer).toMatch(/### Drill to practise our answer\n\n\*\*Build-Out Game\*\*/);
  });

  it('says the drill is for our side when the concept has no drill for the answer', () => {
    expect(text('tennis', 'how do we handle their kick serve')).toContain('while our returners rehearse the answer');
  });

  it('the Tactical call for their press breaks it, for our press runs it', () => {
    expect(text('basketball', 'their full-court press keeps trapping us', 'gameOnTheLine')).toContain(
      'Inbound quickly before the press sets.',
    );
    expect(text('basketball', 'we run a full-court press, how do we trap better', 'gameOnTheLine')).toContain(
      'Trap in the corners',
    );
  });
});

// A message that says whose the concept is needs no "running it or facing it?" question.
describe('no clarifying question when the message says whose it is', () => {
  it.each([
    ['basketball', 'the 2-3 zone we run keeps giving up corner threes', /\*\*2-3 Zone\*\* is your answer on defense/],
    ['basketball', 'their 1-3-1 zone, what do we do', /You are on offense against \*\*1-3-1 Zone/],
    ['soccer', 'how do we defend their corners', /\*\*Defending Corners\*\* is your answer on defense/],
  ] as const)('%s: %s', (sport, message, expected) => {
    for (const mode of ['gameOnTheLine', 'comprehensiveCoach'] as const) {
      expect(answer({ sport, mode, message, history: [] }).checked?.clarify ?? null).toBeNull();
    }
    expect(text(sport, message)).toMatch(expected);
  });

  it('still asks when the message does not say', () => {
    const reply = answer({
      sport: 'basketball',
      mode: 'gameOnTheLine',
      message: 'the 1-3-1 zone, what do we do',
      history: [],
    });
    expect(reply.checked?.clarify?.question).toBe('Are you running 1-3-1 Zone, or facing it?');
  });
});
