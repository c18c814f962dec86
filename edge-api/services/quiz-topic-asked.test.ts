import { describe, expect, it } from 'vitest';
import type { Sport } from '../../shared/constants';
import { quizTopicOf, quizTopicPhrases } from '../../shared/quiz-text';
import { knowledgeOf } from '../providers/coach/knowledge/knowledge-base';
import {
  correctedFocus,
  namesTheTopic,
  nextQuestionOnFocus,
  partsOfOneTopic,
  questionsOnFocus,
  questionsOnTopics,
  quizTopicsNamed,
} from './quiz-topics';

/** The bank topics a request names, as the quiz reads them. */
const topicIdsIn = (sport: Sport, message: string) =>
  quizTopicsNamed(sport, quizTopicPhrases(message))?.map((topic) => topic.id) ?? null;

describe('a quiz topic asked with a slip, another spelling or a kind word is read as the bank topic', () => {
  it.each([
    ['baseball', 'give me 6 qs on the infeild fly', ['infield-fly']],
    ['tennis', 'quiz me on tiebrakes', ['tiebreaks']],
    ['soccer', 'test me on the ofside rule', ['offside']],
    ['basketball', 'quiz me on travling violations', ['traveling']],
    ['golf', 'quiz me on unplayble lies', ['unplayable']],
    ['football', 'quiz me on pass interferance', ['pass-interference']],
  ] as const)('%s: "%s"', (sport, message, ids) => {
    expect(topicIdsIn(sport, message)).toEqual(ids);
  });

  it('keeps a word spelt right as typed, even one slip from a sport word ("terms" is not "teams")', () => {
    expect(correctedFocus('football', 'o-line blocking terms')).toBe('o-line blocking terms');
    expect(correctedFocus('soccer', 'set piece roles')).toBe('set piece roles');
    expect(correctedFocus('baseball', 'the infeild fly')).toBe('the infield fly');
  });

  it('reads a kind word after a narrower topic as that topic ("3 second violations" is not every violation)', () => {
    expect(topicIdsIn('basketball', 'quiz me on 3 second violations please')).toEqual(['three-seconds']);
    expect(topicIdsIn('football', 'test me on pass interference penalties')).toEqual(['pass-interference']);
  });

  it('spells a topic as the sport does, so its questions are found ("zone defences")', () => {
    expect(correctedFocus('basketball', 'zone defences')).toBe('zone defenses');
    const british = questionsOnFocus('basketball', 'zone defences').map((question) => question.question);
    const american = questionsOnFocus('basketball', 'zone defenses').map((question) => question.question);
    expect(british.length).toBeGreaterThanOrEqual(3);
    expect(british).toEqual(american);
  });

  it('leaves words that are the sport own, or near none of them, as typed', () => {
    expect(correctedFocus('soccer', 'corners and goal kicks')).toBe('corners and goal kicks');
    expect(correctedFocus('golf', 'etiquette')).toBe('etiquette');
  });
});

describe('the topic label is the topic, never the audience or a question after it', () => {
  it.each([
    ['football', 'quiz me on holding for a youth team', 'holding'],
    ['basketball', 'test me on zone defences for a varsity team', 'zone defences'],
    ['soccer', 'i want 5 hard questions about the offside law for a ref course', 'offside'],
    ['golf', 'quiz me on the rules around bunkers, 4 questions', 'bunkers'],
    ['tennis', 'test my knowledge of scoring for a beginner player', 'scoring'],
  ] as const)('%s: "%s"', (_sport, message, topic) => {
    expect(quizTopicOf(message)).toBe(topic);
  });

  it('ends a list of topics where a question about them starts', () => {
    expect(quizTopicPhrases('quiz me on corner and goal kick rules, what the differences are')).toEqual([
      'corner',
      'goal kick',
    ]);
  });
});

describe('a part of a broad rule topic is quizzed on itself', () => {
  const restarts = (sport: Sport) => quizTopicsNamed(sport, ['restarts'])![0]!;

  it('names one penalty, not every penalty, when a word of its own comes before the label', () => {
    expect(namesTheTopic('holding penalties', 'penalties')).toBe(false);
    expect(namesTheTopic('unplayable lies', 'unplayable lie')).toBe(true);
  });

  it('asks corners and goal kicks, never a penalty shootout, when both are asked', () => {
    const parts = partsOfOneTopic('soccer', ['corners', 'goal kicks'], restarts('soccer'));
    expect(parts?.focus).toBe('corners, goal kicks');
    const texts = parts!.pool.map((question) => `${question.question} ${question.explanation}`.toLowerCase());
    expect(texts.some((text) => /shootout/.test(text))).toBe(false);
    expect(texts.slice(0, 4).every((text) => /corner|goal kick/.test(text))).toBe(true);
  });

  it('asks the questions that say the asked phrase first, then those sharing its words', () => {
    const asked: string[] = [];
    for (let turn = 0; turn < 4; turn += 1) {
      const next = nextQuestionOnFocus('soccer', 'corners, goal kicks', asked, 'a-quiz', null);
      asked.push(next!.question);
    }
    expect(asked.every((text) => /corner|goal kick/i.test(text))).toBe(true);
  });

  it('keeps the whole topic when one phrase is the topic itself', () => {
    expect(partsOfOneTopic('soccer', ['restarts', 'corners'], restarts('soccer'))).toBeNull();
  });
});

describe('the bank has questions on the common topics asked at a young level', () => {
  const easyOn = (sport: Sport, id: string) =>
    questionsOnTopics(sport, [id]).filter((question) => question.level === 'easy').length;

  it('has easy offside questions for youth referees', () => {
    expect(easyOn('soccer', 'offside')).toBeGreaterThanOrEqual(3);
  });

  it('has questions on zone defense itself, not only its variants', () => {
    const zone = knowledgeOf('basketball').quiz.filter((question) => /\bzone defense\b/i.test(question.question));
    expect(zone.length).toBeGreaterThanOrEqual(2);
  });
});
