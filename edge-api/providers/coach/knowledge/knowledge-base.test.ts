import { describe, expect, it } from 'vitest';
import { conceptById, drillById, knowledgeOf, searchKnowledge } from './knowledge-base';
import { searchTerms } from './search-terms';

function topId(sport: Parameters<typeof searchKnowledge>[0], query: string): string | undefined {
  return searchKnowledge(sport, query, { limit: 1 })[0]?.entry.id;
}

describe('knowledge lookups', () => {
  it('finds a concept and a drill by id, and nothing for an unknown id', () => {
    expect(conceptById('football', 'cover-2')?.title).toBe('Cover 2');
    expect(drillById('soccer', 'rondo')?.title).toBe('Rondo');
    expect(conceptById('football', 'rondo')).toBeUndefined();
  });

  it('parses each sport once and hands back the same content', () => {
    expect(knowledgeOf('basketball')).toBe(knowledgeOf('basketball'));
  });
});

describe('knowledge search', () => {
  it('matches "cover 2", "cover2" and "Cover-2" to the same entry', () => {
    const ids = ['What is cover 2?', 'cover2', 'Cover-2 shell'].map((query) => topId('football', query));
    expect(ids).toEqual(['cover-2', 'cover-2', 'cover-2']);
  });

  it('matches "433" and "4-3-3" to the 4-3-3 formation', () => {
    for (const query of ['433', 'the 4-3-3 formation']) expect(topId('soccer', query)).toBe('formation-4-3-3');
  });

  it('stems plurals so "corners" finds the cornerback and "penalties" the penalty kick', () => {
    expect(topId('football', 'corners')).toBe('cornerback');
    expect(topId('soccer', 'taking penalties')).toBe('penalty-kick');
  });

  it('forgives a typo and reports the term as the entry spells it', () => {
    const [hit] = searchKnowledge('football', 'what does a linebaker do', { limit: 1 });
    expect(hit?.entry.id).toBe('linebacker');
    expect(hit?.matchedTerms).toContain('linebacker');
  });

  it('reports multi-word keywords named verbatim among the matched terms', () => {
    const [hit] = searchKnowledge('basketball', 'how do we guard the pick and roll', { kinds: ['concept'], limit: 1 });
    expect(hit?.matchedTerms).toContain('pick and roll');
  });

  it('filters by kind', () => {
    const hits = searchKnowledge('basketball', 'pick and roll', { kinds: ['drill'] });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.kind === 'drill')).toBe(true);
    expect(hits[0]?.entry.id).toBe('pick-and-roll-two-on-two');
  });

  it('respects the limit', () => {
    expect(searchKnowledge('basketball', 'shooting passing defense rebounding')).toHaveLength(10);
    expect(searchKnowledge('basketball', 'shooting passing defense rebounding', { limit: 3 })).toHaveLength(3);
  });

  it('ranks best first', () => {
    const scores = searchKnowledge('soccer', 'pressing high up the pitch').map((hit) => hit.score);
    expect(scores.length).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds nothing for chat filler', () => {
    expect(searchKnowledge('golf', 'hello there, how are you?', { limit: 5 })).toEqual([]);
  });
});

describe('search reaches the root of a verb form', () => {
  it('adds the root of -ing and -ed words as terms, keeping a doubled s, l, f or z', () => {
    expect(searchTerms('they were blitzing, we got trapped and pressed, stop running')).toEqual(
      expect.arrayContaining(['blitzing', 'blitz', 'trapped', 'trap', 'pressed', 'press', 'running', 'run']),
    );
  });

  it('finds the blitz entries for a message that only says "blitzing"', () => {
    const ids = searchKnowledge('football', 'They keep blitzing up the middle, what should I call?', { limit: 3 }).map(
      (hit) => hit.entry.id,
    );
    expect(ids.some((id) => id.includes('blitz'))).toBe(true);
  });
});
