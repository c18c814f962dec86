import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import { INTENTS } from '../understand/classify-intent';
import { QUESTIONS_PER_SPORT_MIN, loadQuestionSet } from './question-set';
import { formatIntentScores, gradeQuestionSet, scoresByIntent } from './score-question-set';

const PASS_SHARE = 0.9;
const ISSUE_TABLE_SIZE = 9;

describe('the coach question set', () => {
  const set = loadQuestionSet();
  const graded = gradeQuestionSet();

  it('has at least 40 questions per sport, and every intent in every sport', () => {
    for (const sport of SPORTS) {
      expect(set[sport].length, sport).toBeGreaterThanOrEqual(QUESTIONS_PER_SPORT_MIN);
      const intents = new Set(set[sport].map((question) => question.intent));
      expect([...intents].sort(), sport).toEqual([...INTENTS].sort());
    }
  });

  it('is answered in the right intent and shape at least 90% of the time', () => {
    const scores = scoresByIntent(graded);
    console.info(`Built-in coach, per intent:\n${formatIntentScores(scores)}`);
    const failed = graded.filter(({ grade }) => !grade.passed);
    for (const { sport, question, grade } of failed)
      console.info(`✗ ${sport}: ${question.question} — ${grade.failures.join('; ')}`);
    expect((graded.length - failed.length) / graded.length).toBeGreaterThanOrEqual(PASS_SHARE);
  });

  const table = graded.filter(({ question }) => question.issueTable === true);

  it('holds the nine questions of the issue table', () => {
    expect(table).toHaveLength(ISSUE_TABLE_SIZE);
  });

  it.each(table.map(({ sport, question, grade }) => [question.question, sport, grade] as const))(
    'answers "%s" (%s) right',
    (_question, _sport, grade) => {
      expect(grade.failures).toEqual([]);
    },
  );
});
