import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { searchFaults } from '../knowledge/knowledge-base';
import { understandMessage } from '../understand/understand-message';
import { answer } from './builtin-coach';

function topicOf(sport: Sport, message: string): string | undefined {
  return understandMessage(sport, 'comprehensiveCoach', message).topics[0]?.entry.id;
}

// Topics that share words with a neighbour: the one whose whole name the message uses, in any form
// of its words, is the one asked about; a word every play uses ("run", "every", "play") names none.
describe('a message names the topic whose whole name it uses, not a neighbour sharing its words', () => {
  it.each([
    ['football', 'opponent runs jet sweep every other play', 'defending-jet-sweep'],
    ['football', 'how do we defend a team that runs the triple option', 'defending-the-option'],
    ['football', 'explain the spread offense', 'spread-offense'],
    ['football', 'what is a pick six', 'pick-six'],
    ['football', 'what is cover 6', 'cover-6'],
    ['basketball', 'their big man is killing us on the offensive glass', 'offensive-rebounding'],
    ['basketball', 'how do we stop a dominant post player', 'stopping-a-dominant-post'],
    ['soccer', 'their number 10 keeps dropping deep', 'false-nine'],
    ['soccer', 'what does a 4-2-3-1 look like', 'formation-4-2-3-1'],
    ['tennis', 'how do i serve and volley', 'serve-and-volley'],
    // Told as theirs, it is the returner's problem: beating the net rusher.
    ['tennis', 'they keep serving and volleying', 'beating-a-net-rusher'],
    ['tennis', 'how do i hit a half volley', 'half-volley'],
    ['baseball', 'how do we lay off sliders', 'laying-off-sliders'],
    ['baseball', 'how do i throw a slider', 'slider'],
    ['golf', 'my son keeps scooping his chip shots', 'chipping'],
  ] as const)('%s: %s → %s', (sport, message, expected) => {
    expect(topicOf(sport, message)).toBe(expected);
  });
});

// A habit is a fault of the skill the message tells it of first: "our punts … blocked" is punt
// protection, not a pass rusher blocked; "my catcher … pitches" is receiving, not pitching.
describe('a fault is one of the skill the message names', () => {
  it.each([
    ['football', 'our punts keep getting blocked', 'punting'],
    ['tennis', "my kid's forehand keeps going long", 'forehand'],
    ['golf', 'my chips keep flying over the green', 'chipping'],
    ['golf', 'my chips keep chunking', 'chipping'],
    ['baseball', 'my catcher keeps dropping pitches', 'catching'],
    ['golf', 'my drives keep slicing', 'driving'],
  ] as const)('%s: %s → a %s fault', (sport, message, skill) => {
    const [first] = searchFaults(sport, message);
    expect(first?.fault.skill).toBe(skill);
  });

  // The only driver fault is the slice: a hook told of the driver is still the hook, whatever club.
  it.each([
    ['golf', 'our lefty duck hooks his driver every hole', 'hook'],
    ['golf', 'i hook my drives into the left trees', 'hook'],
  ] as const)('%s: %s → the %s, not a fault of the club that is another habit', (sport, message, fault) => {
    const [first] = searchFaults(sport, message);
    expect(first?.fault.id).toBe(fault);
  });

  it('a unit of ours with no fault of its words is answered with how to run it', () => {
    const text = answer({
      sport: 'football',
      mode: 'comprehensiveCoach',
      message: 'how do we fix our punt coverage',
      history: [],
    }).text;
    expect(text).toContain('Punt and Special Teams');
    expect(text).not.toMatch(/press coverage/i);
  });

  it('our own habit asked to be fixed is a fault, not a counter to their pitch', () => {
    const reading = understandMessage(
      'baseball',
      'comprehensiveCoach',
      'our hitters chase sliders, how do we fix that',
    );
    expect(reading.intent).toBe('fix');
  });
});
