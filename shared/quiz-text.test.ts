import { describe, expect, it } from 'vitest';
import { isStartQuizMessage, parseAnswerLetter, questionNumberIn, startQuizMessage } from './quiz-text';

describe('quiz text rules', () => {
  it('recognises a single letter A–D in any case, trimmed, and nothing else', () => {
    expect(parseAnswerLetter(' b ')).toBe('B');
    expect(parseAnswerLetter('D')).toBe('D');
    expect(parseAnswerLetter('E')).toBeNull();
    expect(parseAnswerLetter('AB')).toBeNull();
    expect(parseAnswerLetter('A)')).toBeNull();
  });

  it('recognises the start message the button sends', () => {
    expect(isStartQuizMessage(startQuizMessage('golf'))).toBe(true);
    expect(isStartQuizMessage('Quiz me on tennis rules')).toBe(true);
    expect(isStartQuizMessage('What is a quiz?')).toBe(false);
  });

  it('reads the last Question N heading, ignoring nonsense', () => {
    expect(questionNumberIn('### Question 3\nWhat...')).toBe(3);
    expect(questionNumberIn('Correct!\n\n### Question 4\n...')).toBe(4);
    expect(questionNumberIn('No question here')).toBeNull();
    expect(questionNumberIn('Question 0')).toBeNull();
  });
});
