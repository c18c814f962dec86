import { SPORTS } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';
import { answer } from '../builtin/builtin-coach';
import { gradeAnswer } from './grade-answer';
import type { Grade } from './grade-answer';
import { loadQuestionSet } from './question-set';
import type { Question } from './question-set';

export interface GradedQuestion {
  sport: Sport;
  question: Question;
  grade: Grade;
}

export interface IntentScore {
  intent: string;
  passed: number;
  total: number;
}

/** Runs the built-in coach over the whole question set and grades every reply. */
export function gradeQuestionSet(): GradedQuestion[] {
  const set = loadQuestionSet();
  return SPORTS.flatMap((sport) =>
    set[sport].map((question) => ({
      sport,
      question,
      grade: gradeAnswer(
        question,
        sport,
        answer({ sport, mode: question.mode, message: question.question, history: [] }),
      ),
    })),
  );
}

export function scoresByIntent(graded: readonly GradedQuestion[]): IntentScore[] {
  const byIntent = new Map<string, IntentScore>();
  for (const { question, grade } of graded) {
    const score = byIntent.get(question.intent) ?? { intent: question.intent, passed: 0, total: 0 };
    score.total += 1;
    if (grade.passed) score.passed += 1;
    byIntent.set(question.intent, score);
  }
  return [...byIntent.values()];
}

export function formatIntentScores(scores: readonly IntentScore[]): string {
  return scores
    .map(
      (score) =>
        `${score.intent.padEnd(11)} ${score.passed}/${score.total} (${Math.round((100 * score.passed) / score.total)}%)`,
    )
    .join('\n');
}
