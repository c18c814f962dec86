import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';
import { readMessage } from './learned-reader';
import { ReaderModelFileSchema } from './reader-model';
import { accuracyOf, corpusHash, featurise, heldOutScores, loadCorpus, MODEL_PATH } from './reader-training';
import { understandMessage } from './understand-message';

/** A few points under what the reading-accuracy bench measures on the held-out phrasing families. */
const HELD_OUT_FLOOR = { intent: 0.53, side: 0.76, engine: 0.9 };

describe('the learned reader', () => {
  it.each([
    ['basketball', 'our point guard keeps getting trapped at half court, what do we do?', 'counter', 'offence'],
    ['basketball', 'how do we break a full court press', 'counter', 'offence'],
    ['basketball', 'how do we run a full court press', 'execute', 'defence'],
    ['baseball', 'how do we stop their double steal', 'counter', 'fielding'],
    ['football', 'how do we stop the read option', 'counter', 'defence'],
    ['football', 'my qb keeps throwing off his back foot', 'fix', 'offence'],
    ['golf', 'my kid keeps pulling his head up on putts', 'fix', 'none'],
  ] as const)('reads the user’s side, not the concept’s (%s: "%s")', (sport, message, intent, side) => {
    const reading = readMessage(sport, message);
    expect(reading.intent).toBe(intent);
    expect(reading.side).toBe(side);
  });

  it.each([
    ['football', '4th n 2 at their 44 up 3 6:40 left go?', 'situation', 'fourth_down_decision'],
    ['football', 'what is a fourth down conversion', 'define', 'none'],
    ['football', 'is a safety worth 2 points', 'rule', 'none'],
    ['football', 'what does the free safety do', 'define', 'none'],
    ['basketball', 'up 3 with 8 seconds left, do we foul?', 'situation', 'foul_up_three'],
    ['baseball', 'runner on first, 0 outs, 8th inning, down 1, bunt?', 'situation', 'sacrifice_bunt'],
    ['soccer', '1-0 up with 10 minutes left, sit back?', 'situation', 'game_state_plan'],
    ['tennis', '30-40 on my serve, kick or slice?', 'situation', 'serve_choice'],
    ['golf', '150 yards into a 15 mph wind, what club?', 'situation', 'club_adjustment'],
    ['football', 'what is the difference between cover 2 and cover 3', 'compare', 'none'],
    ['soccer', 'who won the arsenal game last night', 'unknowable', 'none'],
    ['golf', 'write me a poem about autumn', 'offTopic', 'none'],
    ['soccer', 'plan a 60 minute practice for u10s on passing', 'plan', 'none'],
    ['baseball', 'offseason lifting program for a 15 year old pitcher', 'training', 'none'],
  ] as const)('tells a decision from a definition (%s: "%s")', (sport, message, intent, engine) => {
    const reading = readMessage(sport, message);
    expect(reading.intent).toBe(intent);
    expect(reading.engine).toBe(engine);
  });

  it('gives every label a confidence between 0 and 1, and trusts only the sure ones', () => {
    const reading = readMessage('football', 'what does the free safety do');
    for (const confidence of Object.values(reading.confidence)) {
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
    expect(readMessage('tennis', 'zzz qqq').trusted.intent).toBe(false);
  });

  it('lets a sure reading of the side override the regex reader in the understanding', () => {
    const understanding = understandMessage('basketball', 'comprehensiveCoach', 'how do we break a full court press');
    expect(understanding.side.side).toBe('offense');
    expect(understanding.intent).toBe('counter');
    expect(understandMessage('football', 'gameOnTheLine', '4th and 2 at their 44, up 3, 6:40 left, go?').engine).toBe(
      'fourth_down_decision',
    );
  });
});

describe('the committed reader model', () => {
  it('was trained on the corpus as it is now (run scripts/train-readers.ts after changing it)', () => {
    const model = ReaderModelFileSchema.parse(JSON.parse(readFileSync(MODEL_PATH, 'utf8')));
    expect(model.corpusHash).toBe(corpusHash());
  });

  it('reads phrasing families it never trained on at least as well as it did when measured', () => {
    const scored = SPORTS.flatMap((sport: Sport) => heldOutScores(featurise(loadCorpus(sport))));
    const accuracy = accuracyOf(scored);
    expect(accuracy.intent).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.intent);
    expect(accuracy.side).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.side);
    expect(accuracy.engine).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.engine);
  });
});
