import { describe, expect, it } from 'vitest';
import type { Sport } from '../../shared/constants';
import { asksForQuiz, quizTopicOf } from '../../shared/quiz-text';
import { quizAskIn } from './quiz-reading';
import { nextQuestionOnFocus, questionsOnFocus, questionsOnTopics, quizTopicsNamed } from './quiz-topics';

/** A request as the quiz service reads it: asked in other words, put as the readers know it. */
const asRead = (message: string) => quizAskIn(message) ?? message;

describe('a quiz asked for in other words is a quiz on the topic that follows', () => {
  it.each([
    ['pop quiz: the let rule', 'let'],
    ['Pop quiz - goalkeeper back passes', 'goalkeeper back passes'],
    ['how well do I know the rules on foot faults?', 'foot faults'],
    ['I want to see if my 12u girls know the 3 second rule', '3 second'],
    ['rapid fire on set pieces', 'set pieces'],
    ['lightning round: out of bounds', 'out of bounds'],
    ['throw some questions at me about zone blitzes', 'zone blitzes'],
    ['grill me on the squeeze play', 'squeeze play'],
    ['can you check if my players understand the infield fly', 'infield fly'],
    ["I'd love some questions on attacking a 2-3 zone", 'attacking a 2-3 zone'],
    ['how well do my juniors know golf etiquette', 'etiquette'],
    ['see if my u12s know their throw-in rules', 'throw-in'],
    [
      'we lost on a late penalty and half the parents were yelling about the wrong thing. let me see what I know about handball, we play again sunday',
      'handball',
    ],
  ])('"%s"', (message, topic) => {
    expect(asksForQuiz(asRead(message))).toBe(true);
    expect(quizTopicOf(asRead(message))).toBe(topic);
  });

  it('keeps the level its audience implies and leaves a plain coaching question alone', () => {
    expect(asRead('see if my u10s know throw-ins')).toContain('u10s');
    expect(quizAskIn('how do I teach my u10s throw-ins?')).toBeNull();
  });
});

/** The first questions a quiz on a focus asks, over several quizzes. */
function firstQuestions(sport: Sport, focus: string): string[] {
  return ['q-one', 'q-two', 'q-three', 'q-four', 'q-five'].map(
    (seed) => nextQuestionOnFocus(sport, focus, [], seed, null)?.question ?? '',
  );
}

describe('a quiz on a topic in words starts on that topic, in the sport sense', () => {
  it('reads a topic of only kind words as those concepts, never a rule sharing a word ("offside position")', () => {
    for (const question of firstQuestions('soccer', 'positions')) expect(question).not.toMatch(/offside/i);
    expect(questionsOnFocus('soccer', 'positions').some((question) => /offside/i.test(question.question))).toBe(false);
  });

  it('starts a quiz on pitch counts with the pitch limits, not a question that only shares "count"', () => {
    for (const question of firstQuestions('baseball', 'pitch counts')) expect(question).toMatch(/pitch/i);
  });

  it('reads a topic past the verb it starts with ("hitting a slice", "reading the safeties")', () => {
    const slice = questionsOnFocus('golf', 'hitting a slice');
    expect(slice.length).toBeGreaterThan(0);
    expect(slice.every((question) => /slice/i.test(`${question.question} ${question.explanation}`))).toBe(true);
    for (const question of firstQuestions('football', 'reading the safeties')) expect(question).toMatch(/safety/i);
  });

  it('reads "the press" as pressing, never a question that only says "under pressure"', () => {
    for (const question of firstQuestions('soccer', 'the press')) expect(question).toMatch(/press(?!ure)/i);
  });

  it('fills a quiz on attacking a zone from the zone itself when the bank has too few on it as said', () => {
    const zone = questionsOnFocus('basketball', 'attacking a 2-3 zone');
    expect(zone.length).toBeGreaterThanOrEqual(3);
    expect(zone.every((question) => /2-3 zone/i.test(`${question.question} ${question.explanation}`))).toBe(true);
  });

  it('has a golf etiquette topic with questions of its own', () => {
    const [topic] = quizTopicsNamed('golf', ['golf etiquette']) ?? [];
    expect(topic?.id).toBe('etiquette');
    expect(questionsOnTopics('golf', ['etiquette']).length).toBeGreaterThanOrEqual(5);
  });

  it('has questions on targeting itself, not on an off-target snap', () => {
    for (const question of firstQuestions('football', 'targeting')) expect(question).toMatch(/targeting/i);
  });
});
