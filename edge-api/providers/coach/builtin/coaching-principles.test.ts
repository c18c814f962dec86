import { describe, expect, it } from 'vitest';
import { PERSONALITY_MODES, type Sport } from '../../../../shared/constants';
import { clarifyOf } from '../../../../shared/clarify';
import { answer } from './builtin-coach';
import { nearestCoachingReply } from './coaching-principles';

const reply = (sport: Sport, mode: (typeof PERSONALITY_MODES)[number], message: string) =>
  answer({ sport, mode, message, history: [] });

const REFUSAL = /outside what I coach/;

// Questions about the sport and coaching it that name no concept of the sport whole.
const IN_SPORT: readonly [Sport, string][] = [
  ['tennis', 'what string tension should a junior club player use?'],
  ['tennis', 'racket head size for a beginner adult'],
  ['basketball', 'video breakdown of the opponent before regionals'],
  ['basketball', 'a grandparent keeps shouting instructions at my point guard'],
  ['soccer', 'how do I rotate keepers across a three day cup'],
  ['soccer', 'my assistant and I disagree on formation, how do we settle it'],
  ['baseball', 'best glove size for a second baseman aged 11'],
  ['baseball', 'the ump keeps squeezing our pitcher, how do I approach him'],
  ['football', 'my approach to coaching 8th graders, winning or development'],
  ['football', 'how do I scout their special teams'],
  ['golf', 'shaft flex for a slow swing speed senior'],
  ['golf', 'my junior golfers are losing motivation midway through summer'],
];

// A coaching topic answered from principles, in the sport's own terms where the sport has them.
const TOPICS: readonly [Sport, string, RegExp, RegExp | null][] = [
  ['baseball', 'planning arms for five games in three days at a showcase', /workload over a tournament/, /pitch/],
  ['basketball', 'minutes for my starters in a back to back tournament', /workload over a tournament/, /minutes/],
  ['soccer', 'what size ball should my u10 team train with', /equipment size/, /size 4/],
  ['tennis', 'what racquet length for my 9 year old', /equipment size/, /25 inches/],
  ['football', 'a mom emailed angry about her son sitting the bench', /Talking with parents/, null],
  ['golf', 'how do I pick captains for the high school golf team', /captains and leaders/, null],
  ['soccer', 'how should I run tryouts for a u14 travel team', /tryouts/, null],
  ['basketball', "what's a good coaching philosophy for a middle school team", /coaching philosophy/, null],
];

// Nothing to do with sport, coaching, training or the app.
const FAR: readonly [Sport, string][] = [
  ['golf', 'what herbs go in a chicken soup recipe'],
  ['tennis', 'my laptop will not turn on'],
  ['soccer', 'recommend a movie for date night'],
  ['baseball', 'the tires on my truck keep losing air'],
];

describe('in-sport questions that match no concept', () => {
  it.each(IN_SPORT)('%s: "%s" is never refused as off topic', (sport, message) => {
    for (const mode of PERSONALITY_MODES) {
      const { text, understanding } = reply(sport, mode, message);
      expect(understanding?.intent, mode).not.toBe('offTopic');
      expect(text, mode).not.toMatch(REFUSAL);
      expect(text, mode).not.toMatch(/isn't in my .* notes/);
    }
  });

  it.each(TOPICS)('%s: "%s" is answered from coaching principles', (sport, message, title, sportLine) => {
    const strategic = reply(sport, 'comprehensiveCoach', message).text;
    expect(strategic).toMatch(title);
    if (sportLine) expect(strategic).toMatch(sportLine);
    const tactical = reply(sport, 'gameOnTheLine', message).text;
    expect(tactical).toMatch(/^[^\n]+\n\nWhy\? \n- /);
    expect(tactical.split('\n')[0]!.split(/\s+/).length).toBeLessThanOrEqual(15);
    // The Trainer answers the question asked instead of writing a program.
    expect(reply(sport, 'personalTrainer', message).text).toMatch(title);
  });

  it('asks which of the nearest concepts is meant when the words name several', () => {
    const text = nearestCoachingReply(
      'soccer',
      'comprehensiveCoach',
      'how should my wingers and fullbacks talk to each other',
    );
    const clarify = clarifyOf(text);
    expect(clarify?.choices.length).toBeGreaterThanOrEqual(2);
    expect(clarify?.choices.join(' ')).toMatch(/winger/i);
  });

  it('answers with coaching principles when no concept is near, never with a concept sharing one everyday word', () => {
    const text = nearestCoachingReply('football', 'comprehensiveCoach', 'how do I keep my practice notes organised');
    expect(clarifyOf(text)).toBeNull();
    expect(text).toMatch(/^### Coaching it step by step/);
    expect(text).not.toMatch(/Zone Read|Option/);
  });
});

describe('questions far from coaching', () => {
  it.each(FAR)('%s: "%s" is still declined', (sport, message) => {
    for (const mode of ['gameOnTheLine', 'comprehensiveCoach'] as const) {
      const { text, understanding } = reply(sport, mode, message);
      expect(understanding?.intent, mode).toBe('offTopic');
      expect(text, mode).toMatch(REFUSAL);
    }
  });
});
