import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { phraseWords } from '../knowledge/search-terms';
import { objectVerb, verbSide } from '../understand/detect-side';
import { understandMessage } from '../understand/understand-message';
import { answer } from './builtin-coach';
import { fixConstraint } from './fix-constraint';
import { usedInSenseWithoutEntry } from './word-senses';

function reply(sport: Sport, message: string, mode: 'comprehensiveCoach' | 'gameOnTheLine' = 'comprehensiveCoach') {
  return answer({ sport, mode, message, history: [] }).text;
}

function topicIds(sport: Sport, message: string): string[] {
  return understandMessage(sport, 'comprehensiveCoach', message).topics.map((hit) => hit.entry.id);
}

// The reply answers what our team wants to do with the concept the message names, not the concept
// its words share: the opponent's player or scheme named with "exploit", "take advantage", "make him
// pay" is countered from our side.
describe("the opponent's player or habit named with a verb of punishing it is countered from our side", () => {
  it.each([
    [
      'football',
      'their linebackers keep biting on play action, how do we exploit that',
      /\*\*Play Action\*\* is your answer on offense/,
    ],
    [
      'basketball',
      'their center keeps switching onto our guards, how do we take advantage',
      /You are on offense against a team that switches/,
    ],
    ['baseball', 'their catcher has a weak arm, how do we take advantage', /You are on offense against \*\*Catcher/],
    ['soccer', 'their fullback pushes way up every time, how do we punish that', /against \*\*Full-Back/],
  ] as const)('%s: %s', (sport, message, expected) => {
    expect(reply(sport, message)).toMatch(expected);
  });

  it("never answers with the other side's plan for the same words", () => {
    expect(reply('baseball', 'their catcher has a weak arm, how do we take advantage')).not.toContain(
      'Stopping the Running Game',
    );
    expect(reply('soccer', 'their fullback pushes way up every time, how do we punish that')).not.toContain(
      'Shielding',
    );
  });
});

// "Teach my X to V", "how do my X V": V is what is asked, done by our players against whatever it names.
describe('a skill handed to our players is taught, against the thing it names', () => {
  it.each([
    ['basketball', 'how do i teach my guards to attack a hedge', /You are on offense against \*\*Hedge and Show/],
    ['basketball', 'how do my bigs defend a pick and roll hedge', /You are on defense against \*\*Pick and Roll/],
    ['football', 'how do we block a zone blitz', /You are on offense against \*\*Zone Blitz/],
    ['baseball', 'how do I teach my catchers to block balls in the dirt', /Catchers drop and block/],
  ] as const)('%s: %s', (sport, message, expected) => {
    expect(reply(sport, message)).toMatch(expected);
  });

  it('the handed verb is the topic, not the players who do it nor a position spelled like it', () => {
    expect(topicIds('football', 'how do I teach my linebackers to tackle safely')[0]).toBe('tackling');
    const text = reply('football', 'how do I teach my linebackers to tackle safely');
    expect(text).toContain('Tackling');
    expect(text).not.toContain('Safety (Scoring Play)');
    expect(text).not.toMatch(/3-4 Defense/);
  });

  it.each([
    ['how do i get my corners to tackle in space', 'defense'],
    ['teach my wingers to attack the fullback', 'offense'],
    ['how do my defenders stop a quick striker', 'defense'],
    ['how do I coach my forwards to break a low block', 'offense'],
  ] as const)('"%s" puts our players on %s', (message, side) => {
    expect(verbSide(message)).toBe(side);
  });
});

describe('whose a concept is, by the verb it is the object of', () => {
  const owner = (message: string, term: string, side: 'offense' | 'defense' | 'neutral') =>
    objectVerb(phraseWords(message), [phraseWords(term)], side);

  it.each([
    ['how do we punish a blitz', 'blitz', 'defense', 'them'],
    ['how do we run a hedge', 'hedge', 'defense', 'us'],
    ['how do my guards attack a hedge', 'hedge', 'defense', 'them'],
    ['how do we defend the give and go', 'give and go', 'offense', 'them'],
    ['they keep running the give and go', 'give and go', 'offense', 'them'],
    ['their corner keeps biting on the double move', 'double move', 'offense', 'us'],
    ['we keep hitting the kick serve long', 'kick serve', 'offense', 'us'],
    ['how do we hit a curveball', 'curveball', 'defense', 'them'],
  ] as const)('"%s": the %s is %s', (message, term, side, expected) => {
    expect(owner(message, term, side)).toBe(expected);
  });

  it('an owner word right before the name leaves it to the owner word', () => {
    expect(owner('how do we beat their press', 'press', 'defense')).toBeUndefined();
    expect(owner('what is a hedge', 'hedge', 'defense')).toBeUndefined();
  });
});

// A word with several senses is read in the sense of the action asked: the shot hit, not its
// opposite; the weekend's cut line, not the cut shot; crosses blocked, not a low block.
describe('the sense of a word follows the action asked', () => {
  it.each([
    ['golf', 'how do I hit a cut off the tee', 'fade-shot'],
    ['golf', 'I want to hit a little cut into this pin, how', 'fade-shot'],
    ['golf', 'how do I hit a draw on purpose', 'draw-shot'],
    ['soccer', 'how do we block crosses better', 'crossing'],
  ] as const)('%s: %s → %s first', (sport, message, expected) => {
    const concepts = understandMessage(sport, 'comprehensiveCoach', message).topics.filter(
      (hit) => hit.kind === 'concept',
    );
    expect(concepts[0]?.entry.id).toBe(expected);
  });

  it('answers the shot asked, never its opposite', () => {
    const cut = reply('golf', 'how do I hit a cut off the tee');
    expect(cut).toContain('Fade Shot');
    expect(cut).not.toContain('Draw Shot');
  });

  it('blocking crosses is defending them, not running a low block', () => {
    const text = reply('soccer', 'how do we block crosses better');
    expect(text).toMatch(/You are on defense against \*\*Crossing/);
    expect(text).not.toMatch(/^Low Block/m);
  });

  it.each([
    ['golf', 'how do I make the cut in my first tournament'],
    ['golf', 'tips for making the cut this weekend'],
  ] as const)('%s: "%s" is about the cut line, not the cut shot', (sport, message) => {
    expect(topicIds(sport, message)).not.toContain('fade-shot');
    expect(reply(sport, message)).toContain('Course Management');
  });

  it('a roster cut names no cutting move', () => {
    expect(usedInSenseWithoutEntry('basketball', 'cut', 'how do I tell a player he got cut from the team')).toBe(true);
    expect(usedInSenseWithoutEntry('basketball', 'cut', 'how do I teach a backdoor cut')).toBe(false);
    expect(topicIds('basketball', 'how should I tell a kid he got cut from the team')).not.toContain('backdoor-cut');
  });
});

// "Fix X without Y": the fix, and the condition met in one line.
describe('a technique fix asked with a condition meets the condition', () => {
  it.each([
    ['golf', "sort out my daughter's slice without overloading her with swing thoughts", /one cue only/],
    ['basketball', 'how do I fix her jump shot without hurting her confidence', /protect confidence/],
    ['golf', "my son's drives keep slicing, fix it without costing him distance", /keep power/],
  ] as const)('%s: %s', (sport, message, condition) => {
    const text = reply(sport, message);
    expect(text).toContain('### Fixes');
    expect(text).toContain('### Within your condition');
    expect(text).toMatch(condition);
  });

  it('keeps the fix in a Tactical reply and gives the condition its last bullet', () => {
    const text = reply('golf', "my son's drives keep slicing, fix it without costing him distance", 'gameOnTheLine');
    const bullets = text.split('\n').filter((line) => line.startsWith('- '));
    expect(bullets.length).toBeLessThanOrEqual(3);
    expect(bullets.some((line) => line.startsWith('- Fix:'))).toBe(true);
    expect(bullets.at(-1)).toMatch(/^- Keep power/);
  });

  it('adds nothing when the message sets no condition', () => {
    expect(fixConstraint('my drives keep slicing, how do I fix it')).toBeUndefined();
    expect(reply('golf', 'my drives keep slicing, how do I fix it')).not.toContain('Within your condition');
  });

  it.each([
    ['fix his throwing without wrecking his arm', 'injury'],
    ['change her grip but keep it simple, she overthinks', undefined],
    ['fix his serve toss without changing his whole motion', 'own-style'],
    ['tidy up his swing without losing power', 'power'],
    ['fix it before the game on saturday without confusing him', 'overload'],
  ] as const)('"%s" → %s', (message, expected) => {
    expect(fixConstraint(message)?.id).toBe(expected);
  });
});

describe('a thing named, then beaten as "it", is the opponent’s', () => {
  it('answers "explain X and how to beat it" from the side that faces X', () => {
    expect(reply('football', 'walk me through cover 2 and how we beat it')).toMatch(/You are on offense against/);
  });
});
