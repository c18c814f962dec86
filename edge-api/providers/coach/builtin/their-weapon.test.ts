import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { searchFaults } from '../knowledge/knowledge-base';
import { phraseWords } from '../knowledge/search-terms';
import { opponentActs, ownerOf } from '../understand/detect-side';
import { understandMessage } from '../understand/understand-message';
import { answer } from './builtin-coach';

function reply(sport: Sport, message: string) {
  return answer({ sport, mode: 'comprehensiveCoach', message, history: [] });
}

// What the other side does to us is answered with how we beat it, from our side, whatever the
// spelling ("there" for "their", "cant") and whoever does it ("their big man", "the other team's pitcher").
describe('the opponent doing something to us is answered with our counter', () => {
  it.each([
    ['basketball', 'their #10 keeps beating us with the give-and-go', /You are on defense against \*\*Give and Go/],
    ['basketball', 'there guard keeps killing us with the give and go', /You are on defense against \*\*Give and Go/],
    ['basketball', 'they keep running give and go, cant stop it', /You are on defense against \*\*Give and Go/],
    [
      'basketball',
      'their big man is killing us on the offensive glass',
      /You are on defense against \*\*Offensive Rebounding/,
    ],
    [
      'basketball',
      'the other team crashes the offensive glass every shot',
      /You are on defense against \*\*Offensive Rebounding/,
    ],
    ['baseball', "the other team's pitcher has a nasty curve", /You are on offense against \*\*Curveball/],
    ['baseball', 'there pitcher has a filthy curveball', /You are on offense against \*\*Curveball/],
    ['baseball', 'their pitcher keeps getting us out with the changeup', /You are on offense against \*\*Changeup/],
    ['tennis', "their server's kick serve to my backhand", /You are on defense against \*\*Kick Serve/],
    ['tennis', 'my opponent has a huge kick serve', /You are on defense against \*\*Kick Serve/],
    ['tennis', 'opponent keeps hitting drop shots on us', /You are on defense against \*\*Drop Shot/],
    ['soccer', 'there striker keeps getting in behind us', /Defending Balls Over the Top/],
    ['soccer', "the other team's winger keeps beating our fullback", /Stopping a Quick Winger/],
    ['football', 'their running back keeps bouncing outside on us', /You are on defense against \*\*Outside Zone/],
    ['football', 'they keep running the jet sweep on us', /Defending Jet Sweep/],
    [
      'football',
      'opponents keep blitzing us every down',
      /You are on offense against real five- and six-man pressure\. \*\*Beating the Blitz/,
    ],
    ['football', 'there qb keeps scrambling on us', /Stopping a Mobile Quarterback/],
    ['golf', 'my opponent keeps outdriving me', /Beating a Longer Hitter/],
  ] as const)('%s: %s', (sport, message, expected) => {
    const text = reply(sport, message).text;
    expect(text).toMatch(expected);
    expect(text).toContain('### Drill to practise our answer');
  });

  it('rehearses our answer with a drill of our side, not a drill of their weapon', () => {
    const kick = reply('tennis', "their server's kick serve to my backhand").text;
    expect(kick).toContain('**Return Position Drill**');
    expect(kick).not.toContain('**Second Serve Pressure**');
    const giveAndGo = reply('basketball', 'their #10 keeps beating us with the give-and-go').text;
    expect(giveAndGo).not.toContain('**Pass and Cut Game**');
  });

  it('a habit told of the other side is stopped, not fixed as our own fault', () => {
    expect(understandMessage('soccer', 'comprehensiveCoach', 'there keeper keeps punting it long').intent).not.toBe(
      'fix',
    );
    expect(
      understandMessage('basketball', 'comprehensiveCoach', 'our kids always travel when they catch it').intent,
    ).toBe('fix');
  });
});

describe('who the message is about', () => {
  it.each([
    ['their striker keeps scoring', true],
    ['there striker keeps scoring on us', true],
    ['they keep lobbing us', true],
    ["The other team's pitcher has a curve", true],
    ['opponents winger beats us every time', true],
    ['I think their 9 is too quick', true],
    ['there is a problem with my swing', false],
    ["there's a gap in our zone", false],
    ['my son keeps slicing', false],
    ['our kids always travel when they catch it', false],
    ['my player keeps netting, there must be a fix', false],
  ] as const)('%s → the other side: %s', (message, expected) => {
    expect(opponentActs(message)).toBe(expected);
  });

  it.each([
    ['there zone is killing us', 'zone', 'them'],
    ['the other team s pitcher has a nasty curve', 'curve', 'them'],
    ['their big man is killing us on the offensive glass', 'offensive glass', 'them'],
    ['they keep blitzing', 'blitz', 'them'],
    ['our pitcher has a nasty curve', 'curve', 'us'],
    ['there is a zone we could run', 'zone', undefined],
  ] as const)('%s → %s is %s', (message, term, owner) => {
    expect(ownerOf(phraseWords(message), [phraseWords(term)])).toBe(owner);
  });
});

// A fault is looked for within the skill the message names: a word another skill's fault shares
// ("float" of a drop shot) does not pull the answer to that skill.
describe('a fault of the skill the message names', () => {
  it.each([
    ['tennis', 'her volleys keep floating long', 'drop shot'],
    ['tennis', 'my volley keeps floating up', 'drop shot'],
  ] as const)('%s: %s is no %s fault', (sport, message, otherSkill) => {
    expect(searchFaults(sport, message).map((hit) => hit.fault.skill)).not.toContain(otherSkill);
  });
});
