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
