import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import { QuizQuestionSchema } from './content-schema';
import { conceptForTopic, questionsFromConcept, questionsFromFault } from './concept-quiz';
import { knowledgeOf } from './knowledge-base';

describe('quiz questions written from a concept', () => {
  it.each(SPORTS)('gives every %s concept valid questions whose key is its own note', (sport) => {
    for (const concept of knowledgeOf(sport).concepts) {
      const questions = questionsFromConcept(sport, concept);
      expect(questions.length, concept.id).toBeGreaterThanOrEqual(2);
      for (const question of questions) {
        expect(QuizQuestionSchema.safeParse(question).success).toBe(true);
        expect(new Set(question.options).size).toBe(4);
        const key = question.options['ABCD'.indexOf(question.correct)]!;
        const own = [concept.short, ...concept.keyPoints, ...concept.mistakes];
        expect(own).toContain(key);
      }
    }
  });

  it('keys a coaching-point question to a key point, never to one of the mistakes beside it', () => {
    const concept = knowledgeOf('soccer').concepts.find((entry) => entry.id === 'goalkeeper')!;
    const question = questionsFromConcept('soccer', concept).find((entry) =>
      entry.question.includes('coaching point'),
    )!;
    const key = question.options['ABCD'.indexOf(question.correct)]!;
    expect(concept.keyPoints).toContain(key);
    const wrong = question.options.filter((option) => option !== key);
    for (const option of wrong) expect(concept.keyPoints).not.toContain(option);
  });

  it('places the key at different letters across questions', () => {
    const letters = new Set(
      knowledgeOf('football')
        .concepts.flatMap((concept) => questionsFromConcept('football', concept))
        .map((question) => question.correct),
    );
    expect(letters.size).toBe(4);
  });

  it.each(SPORTS)(
    'gives every %s fault valid questions keyed to its own notes, the wrong options from other skills',
    (sport) => {
      const faults = knowledgeOf(sport).faults;
      for (const fault of faults) {
        const questions = questionsFromFault(sport, fault);
        expect(questions.length, fault.id).toBeGreaterThanOrEqual(2);
        const own = [...fault.causes, ...fault.fixes.map((fix) => fix.cue), fault.drill.name];
        const sameSkill = faults
          .filter((other) => other.skill === fault.skill)
          .flatMap((other) => [...other.causes, ...other.fixes.map((fix) => fix.cue), other.drill.name]);
        for (const question of questions) {
          expect(QuizQuestionSchema.safeParse(question).success).toBe(true);
          expect(new Set(question.options).size).toBe(4);
          const key = question.options['ABCD'.indexOf(question.correct)]!;
          expect(own).toContain(key);
          for (const option of question.options.filter((entry) => entry !== key))
            expect(sameSkill).not.toContain(option);
        }
      }
    },
  );

  it('finds the concept a topic names, and none for a topic it does not know', () => {
    expect(conceptForTopic('soccer', 'goalkeeping')?.id).toBe('goalkeeper');
    expect(conceptForTopic('soccer', 'sourdough starters')).toBeUndefined();
  });
});
