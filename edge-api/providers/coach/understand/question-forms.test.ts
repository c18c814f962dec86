import { describe, expect, it } from 'vitest';
import formsFile from '../../../../content/question-forms.json';
import { parseQuestionForms, QUESTION_FORMS } from './question-forms';

describe('question forms as data', () => {
  it('reads each form of content/question-forms.json as a pattern', () => {
    expect(QUESTION_FORMS.asksWhichWeDo.test('should we walk him')).toBe(true);
    expect(QUESTION_FORMS.asksWhichWeDo.test('what should we run')).toBe(false);
    expect(QUESTION_FORMS.howManyOfOurs.test('how many in our wall')).toBe(true);
    expect(QUESTION_FORMS.asksHowTheyDiffer.test('zone vs man')).toBe(true);
  });

  it('refuses a file whose pattern does not compile, naming the file', () => {
    const broken = { ...formsFile, sidesNamed: { means: 'sides', pattern: '(?:we|our' } };
    expect(() => parseQuestionForms(broken)).toThrow(/content\/question-forms\.json/);
  });

  it('refuses a file that leaves a form out', () => {
    const { inGeneral: _left, ...rest } = formsFile;
    expect(() => parseQuestionForms(rest)).toThrow(/inGeneral/);
  });
});
