import { describe, expect, it } from 'vitest';
import { PERSONALITY_MODES, type Sport } from '../../../../shared/constants';
import { answer } from './builtin-coach';

const reply = (sport: Sport, mode: (typeof PERSONALITY_MODES)[number], message: string) =>
  answer({ sport, mode, message, history: [] });

// Facts about a place, a team or a player that change by the day, one family per sport.
const LIVE: readonly [Sport, string, RegExp][] = [
  ['golf', 'does the practice range get crowded on weekday evenings', /venue's hours, crowds or waits/],
  ['golf', 'how much is a large bucket at the driving range', /venue's prices or bookings/],
  ['tennis', 'are the clay courts behind the library open again', /venue's status today/],
  ['tennis', 'how long is the waiting list for indoor courts tonight', /venue's hours, crowds or waits/],
  ['baseball', 'what time do the batting cages on route 9 open on sundays', /venue's hours/],
  ['baseball', 'how much do the pitching machines at the cages cost per session', /venue's prices/],
  ['soccer', 'is the astro pitch at the leisure centre waterlogged today', /venue's status today/],
  ['soccer', 'who do the hornets play next', /no schedules/],
  ['basketball', 'is the gym at the rec center busy on saturday mornings', /venue's hours, crowds or waits/],
  ['basketball', 'how is the rookie from duke shooting this season', /no current stats/],
  ['football', 'are the fields at the high school open this weekend', /venue's status today/],
  ['football', 'what are the standings in the afc north', /no live standings/],
];

describe('a fact that changes by the day, in every mode', () => {
  it.each(LIVE)('%s: "%s" gets the honest line with where to look', (sport, message, where) => {
    for (const mode of PERSONALITY_MODES) {
      const { text, understanding } = reply(sport, mode, message);
      expect(understanding?.intent, mode).toBe('unknowable');
      expect(text.split('\n')[0], mode).toMatch(where);
      // Neither the Trainer's program nor a concept's notes follow the honest line.
      expect(text, mode).not.toMatch(/###|week program|training days/);
    }
  });

  it('gives an event its honest line and still coaches the question beside it', () => {
    const message = 'is the city junior qualifier full yet? and how should I warm up before a qualifier round';
    for (const mode of ['gameOnTheLine', 'comprehensiveCoach', 'quizMaster'] as const) {
      const [honest, ...rest] = reply('golf', mode, message).text.split('\n\n');
      expect(honest, mode).toMatch(/event's entries, spots or draw/);
      expect(rest.join('\n\n'), mode).toMatch(/warm|wedge|putt/i);
    }
  });

  it('still coaches the question asked beside the fact', () => {
    const message = 'are the indoor cages open late tonight? my son rolls over everything, how do we fix that';
    for (const mode of ['gameOnTheLine', 'comprehensiveCoach', 'quizMaster'] as const) {
      const { text } = reply('baseball', mode, message);
      const [honest, ...rest] = text.split('\n\n');
      expect(honest, mode).toMatch(/venue's hours/);
      expect(rest.join('\n\n'), mode).not.toMatch(/I can't see|I have no/);
      expect(rest.join('\n\n').length, mode).toBeGreaterThan(40);
    }
  });
});

// A status asked of a team, a player or an event outside the chat, on a day it changes: news the
// coach has no feed for, whatever coaching word it shares ("pitching", "lineup", "winning").
const OUTSIDE: readonly [Sport, string, RegExp][] = [
  ['football', 'Is Lamar Jackson suiting up Sunday or is he still listed on the report?', /no injury reports/],
  ['football', 'is kelce active for tonight against the broncos', /no injury reports/],
  ['football', 'Are the Eagles winning right now?', /no live scores/],
  ['basketball', 'how are the Knicks getting on at the moment', /no live scores/],
  ['basketball', 'Celtics vs Heat later, is Tatum available?', /no injury reports/],
  ['basketball', 'Is the Warriors game sold out tonight?', /no prices or tickets/],
  ['soccer', 'Chelsea against Spurs this weekend - is their left back injured?', /no injury reports/],
  ['soccer', 'how is Real Madrid doing right now', /no live scores/],
  ['tennis', 'is Djokovic winning his match right now', /no live scores/],
  ['tennis', 'When does Rybakina go on court at Wimbledon tomorrow?', /tournament's order-of-play page/],
  ['tennis', 'is Zverev fit for his quarter final tomorrow', /no player news or withdrawals: check the ATP or WTA app/],
  ['golf', 'Is Fleetwood playing the Memorial this week?', /no player news or fields: check the tour's app/],
  ['golf', 'how much to play TPC Sawgrass this weekend', /venue's prices/],
  ['golf', 'how is Scottie doing at Augusta right now', /no live scores/],
  ['baseball', 'Is Ohtani pitching tonight?', /no injury reports/],
  ['baseball', 'Yankees v Red Sox today, is Judge in the lineup?', /no injury reports/],
  ['baseball', "who's on the mound for the Mets today", /no injury reports/],
  ['soccer', "who's in goal for Barcelona tonight", /no injury reports/],
  ['soccer', 'is Haaland back from injury for the weekend', /no injury reports/],
  ['tennis', 'is Alcaraz through to the final yet', /no live scores/],
  ['golf', 'is Augusta open this week', /venue's status today/],
  ['tennis', 'is Wimbledon on this afternoon', /order-of-play page/],
  ['basketball', 'is the lakers game on tonight', /no schedules/],
  ['soccer', 'Kane starting for Bayern today?', /no injury reports/],
  ['golf', 'Is Tiger in the field at Augusta this week', /no player news or fields/],
];

// The same words about our own side, a rule or the user's own day: coached, never declined.
const OURS: readonly [Sport, string][] = [
  ['soccer', 'our striker is not fit today, how do we change shape'],
  ['golf', 'I have a tee time Saturday, how should I warm up'],
  ['golf', 'how should Jordan warm up before a tee time at 8'],
  ['baseball', 'our ace is hurt, who should start tonight, a lefty or a righty?'],
  ['basketball', 'is my shooter fit to play tonight after an ankle sprain'],
  ['golf', "what's the score for a bogey"],
  ['golf', 'when does a player tee off first on the next hole'],
];

describe('a fact about a team, a player or an event outside the chat, in every mode', () => {
  it.each(OUTSIDE)('%s: "%s" gets the honest line with where to look', (sport, message, where) => {
    for (const mode of PERSONALITY_MODES) {
      const { text, understanding } = reply(sport, mode, message);
      expect(understanding?.intent, mode).toBe('unknowable');
      expect(text.split('\n')[0], mode).toMatch(where);
    }
  });

  it.each(OURS)('%s: "%s" is coached', (sport, message) => {
    for (const mode of PERSONALITY_MODES) {
      const { text, understanding } = reply(sport, mode, message);
      expect(understanding?.intent, mode).not.toBe('unknowable');
      expect(text, mode).not.toMatch(/I have no|I can't see|I don't (?:keep|follow)/);
    }
  });

  it('answers the coaching asked beside the status of a player', () => {
    const message = 'is Burrow playing this weekend? and how do I read cover 2 as a QB';
    for (const mode of ['gameOnTheLine', 'comprehensiveCoach', 'quizMaster'] as const) {
      const [honest, ...rest] = reply('football', mode, message).text.split('\n\n');
      expect(honest, mode).toMatch(/no injury reports/);
      expect(rest.join('\n\n'), mode).toMatch(/cover 2|safet|corner|hole/i);
    }
  });
});
