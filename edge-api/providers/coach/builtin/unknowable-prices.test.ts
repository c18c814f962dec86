import { describe, expect, it } from 'vitest';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { parseSituation } from '../understand/parse-situation';
import { answer } from './builtin-coach';

function reply(sport: Sport, mode: PersonalityMode, message: string) {
  return answer({ sport, mode, message, history: [] });
}

const MODES = ['gameOnTheLine', 'comprehensiveCoach', 'personalTrainer'] as const;

// A price, a fee or a shop is the seller's or the organiser's to say: one honest line in every mode,
// never a plan, a drill or a definition sharing a word with the question.
describe('prices and fees get the honest line in every mode', () => {
  it.each([
    ['football', 'how much are the new speed cleats and where can i get them cheapest', /no live prices/],
    ['basketball', 'how much r the new signature shoes', /no live prices/],
    ['golf', 'how much r the new tour balls', /no live prices/],
    ['baseball', 'what does the summer camp at the college cost', /venue's prices/],
    ['soccer', 'how much is the winter clinic', /venue's prices/],
    ['tennis', "what's the registration fee for the junior league", /venue's prices/],
    // A product named with a word of the game ("Cut", "Speed") and "wheres" typed without its verb.
    ['basketball', 'how much r the new Fast Cut 2s right now and wheres cheapest', /no live prices/],
    ['soccer', 'when do the indoor rec league registrations close near us', /entries|venue's/],
  ] as const)('%s: "%s"', (sport, message, honest) => {
    for (const mode of MODES) {
      const { text, understanding } = reply(sport, mode, message);
      expect(understanding?.intent, mode).toBe('unknowable');
      expect(text.split('\n')[0], mode).toMatch(honest);
    }
  });

  it.each([
    ['golf', 'how much does the new driver tech help a slow swing'],
    ['basketball', 'how much is the new shot clock rule going to change late game'],
    ['basketball', 'how much should we practise free throws'],
  ] as const)('%s: "%s" is coached, not refused', (sport, message) => {
    expect(reply(sport, 'gameOnTheLine', message).understanding?.intent).not.toBe('unknowable');
  });

  it('says nothing after the honest line in Tactical mode but what it can do with that same fact', () => {
    expect(reply('tennis', 'gameOnTheLine', 'whats the entry fee for the club championship').text).toBe(
      "I can't see a venue's prices or bookings: call it or check its site.",
    );
    expect(reply('football', 'gameOnTheLine', 'will it rain saturday for the game').text.split('\n')).toEqual([
      '- I have no weather data: check a weather service for the venue.',
      "- Tell me the wind and conditions, and I'll adjust the call.",
    ]);
  });
});

// "Our 3 technique", "the 5 tech": a lineman's alignment, never a yard line.
describe('an alignment is no yard line', () => {
  it.each([
    'our 3 technique keeps getting reached on outside zone',
    'the 5 tech is getting washed down',
    'should our 1-tech shade the center',
  ])('"%s" reads no field position', (message) => {
    const situation = parseSituation('football', message);
    expect(situation.sport === 'football' && situation.state.yardsToGoal).toBeFalsy();
  });

  it('still reads a yard line said beside one', () => {
    const situation = parseSituation('football', 'our 3 technique is hurt, 4th and 2 at our 35');
    expect(situation.sport === 'football' && situation.state.yardsToGoal).toBe(65);
  });
});

describe('a price, a forecast or a date asked in any words gets the honest line in every mode', () => {
  it.each([
    ['baseball', 'whats the going rate for a private hitting coach', /no live prices/],
    ['tennis', 'how much does a good racquet restring cost', /no live prices/],
    ['golf', 'are we getting rained out saturday?', /no weather data/],
    ['football', 'when is the draft this year', /no schedules/],
    ['basketball', "when's the season opener this year", /no schedules/],
  ] as const)('%s: "%s"', (sport, message, honest) => {
    for (const mode of MODES) {
      const { text } = reply(sport, mode, message);
      expect(text.replace(/^- /, '').split('\n')[0], mode).toMatch(honest);
    }
  });

  it('the coaching asked beside a price is still answered', () => {
    const { text } = reply(
      'golf',
      'comprehensiveCoach',
      'whats the going rate for a lesson? and how do I fix my chipping yips',
    );
    expect(text.split('\n')[0]).toMatch(/no live prices/);
    expect(text).toMatch(/chip/i);
  });
});
