import { describe, expect, it } from 'vitest';
import { knowledgeOf } from '../providers/coach/knowledge/knowledge-base';
import {
  clauseOf,
  isCatchAll,
  liveTopicKind,
  ruleSetAsked,
  ruleSetFit,
  steeredHead,
  topicsWithoutAspects,
} from './quiz-reading';

describe('reading a quiz topic', () => {
  it('takes the words for a part off a known topic, the whole rest first', () => {
    expect(topicsWithoutAspects('tampa 2 mike responsibilities')[0]).toBe('tampa 2 mike');
    expect(topicsWithoutAspects('wing footwork in the 1-3-1')).toContain('1-3-1');
    expect(topicsWithoutAspects('the 4-3-3')).toEqual([]);
  });

  it('reads a clause by what follows its openers, and a name as no clause', () => {
    expect(clauseOf('the rule on when a batted ball hits a runner')).toBe('a batted ball hits a runner');
    expect(clauseOf('what exactly happens if a serve clips the net')).toBe('a serve clips the net');
    expect(clauseOf('the infield fly')).toBeNull();
  });

  it('keeps the head of a topic that steering items follow', () => {
    expect(steeredHead('relief, mainly cart paths and GUR')).toBe('relief');
    expect(steeredHead('tiebreaks')).toBeNull();
    expect(isCatchAll('and everything else')).toBe(true);
    expect(isCatchAll('tag ups')).toBe(false);
  });

  it('knows a live thing only with a word for now, unless it is always live', () => {
    expect(liveTopicKind("this season's scoring leaders")).toBe('stats');
    expect(liveTopicKind('league leaders in the 90s')).toBeNull();
    expect(liveTopicKind('the injury report')).toBe('injuries');
  });

  it('names one rule book per request, and keeps questions framed on another out of its quiz', () => {
    expect(ruleSetAsked('football', 'jv rules please')?.id).toBe('nfhs');
    expect(ruleSetAsked('football', 'nfl vs college overtime')).toBeNull();
    const fit = ruleSetFit('basketball', ruleSetAsked('basketball', 'quiz for my ncaa team'))!;
    const framed = knowledgeOf('basketball').quiz.filter((question) => /\b(?:NBA|FIBA)\b/.test(question.question));
    expect(framed.length).toBeGreaterThan(0);
    for (const question of framed) if (!/\bNCAA\b/.test(question.question)) expect(fit(question)).toBeNull();
    const own = knowledgeOf('basketball').quiz.find((question) => /\bNCAA\b/.test(question.question))!;
    expect(fit(own)).toBe(0);
  });
});
