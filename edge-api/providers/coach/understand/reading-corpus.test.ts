import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import { generateCorpus } from '../../../../scripts/generate-reading-corpus';
import { READ_INTENTS, ReadingCorpusSchema } from './reading-corpus-schema';

const CORPUS_MIN = 1500;

function committed(sport: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../../../content/reading/${sport}.json`, import.meta.url), 'utf8'));
}

describe.each(SPORTS)('the %s reading corpus', (sport) => {
  const corpus = ReadingCorpusSchema.parse(committed(sport));

  it(`holds at least ${CORPUS_MIN} labelled messages, each once`, () => {
    expect(corpus.examples.length).toBeGreaterThanOrEqual(CORPUS_MIN);
    const texts = corpus.examples.map((example) => example.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('labels every intent, and keeps whole phrasing families out of training', () => {
    expect(new Set(corpus.examples.map((example) => example.intent))).toEqual(new Set(READ_INTENTS));
    const heldOut = new Set(corpus.examples.filter((e) => e.split === 'heldout').map((e) => e.family));
    const trained = new Set(corpus.examples.filter((e) => e.split === 'train').map((e) => e.family));
    expect(heldOut.size).toBeGreaterThanOrEqual(8);
    expect([...heldOut].filter((family) => trained.has(family))).toEqual([]);
  });

  it('is what the generator writes from the templates, so edits go through the templates', () => {
    expect(generateCorpus(sport)).toEqual(corpus);
  });
});

describe('reading corpus labels', () => {
  it('gives a situation in numbers its numbers with their roles', () => {
    const football = ReadingCorpusSchema.parse(committed('football'));
    const fourthDowns = football.examples.filter((example) => example.engine === 'fourth_down_decision');
    const roles = new Set(fourthDowns.flatMap((example) => example.entities.map((entity) => entity.role)));
    expect([...roles]).toEqual(expect.arrayContaining(['down', 'distance', 'yardline']));
  });

  it('keeps the side in the sport’s own words', () => {
    expect(() =>
      ReadingCorpusSchema.parse({
        sport: 'baseball',
        seed: 1,
        examples: Array.from({ length: CORPUS_MIN }, (_, index) => ({
          text: `how do we stop their double steal ${index}`,
          intent: 'counter',
          side: 'defence',
          engine: 'none',
          entities: [],
          family: 'wrong-words',
          split: 'train',
        })),
      }),
    ).toThrow(/not a baseball side/);
  });
});
