import { describe, expect, it } from 'vitest';
import { clarifyInText, clarifyOf, clarifyReply } from './clarify';
import { clarifyingQuestionText, isClarifyingReply, readableReply } from './reply-text';

const CLARIFY = {
  question: 'Are you running the 1-3-1 zone, or facing it?',
  choices: ['How do we beat the 1-3-1 zone?', 'How do we run the 1-3-1 zone?'],
};

describe('a clarifying question', () => {
  it('reads as the question with its choices listed, and carries them as data', () => {
    const reply = clarifyReply(CLARIFY);
    expect(readableReply(reply)).toBe(
      'Are you running the 1-3-1 zone, or facing it?\n\n- How do we beat the 1-3-1 zone?\n- How do we run the 1-3-1 zone?',
    );
    expect(isClarifyingReply(reply)).toBe(true);
    expect(clarifyOf(reply)).toEqual(CLARIFY);
  });

  it('shows the question alone where the choices are drawn as buttons', () => {
    expect(clarifyingQuestionText(readableReply(clarifyReply(CLARIFY)))).toBe(CLARIFY.question);
  });

  it('is not read out of a reply without its block, nor out of a block that breaks the shape', () => {
    expect(clarifyOf('- Attack the corners.\n- Skip pass.')).toBeNull();
    expect(clarifyOf('Which?\n\n```json clarify\n{"question":"Which?","choices":["Only one"]}\n```')).toBeNull();
    expect(clarifyOf('Which?\n\n```json clarify\n{"question":"Which?","choices":["A","a"]}\n```')).toBeNull();
    expect(clarifyOf('Which?\n\n```json clarify\n{not json\n```')).toBeNull();
    expect(() => clarifyReply({ question: 'Which?', choices: ['A', 'B', 'C', 'D'] })).toThrow();
  });

  it('is recognised when written as one question and two or three choices, and nothing else', () => {
    expect(clarifyInText('Which safety do you mean?\n\n- The position\n- The scoring play')).toEqual({
      question: 'Which safety do you mean?',
      choices: ['The position', 'The scoring play'],
    });
    expect(clarifyInText('- Go for it.\n- Punt.')).toBeNull();
    expect(clarifyInText('Go for it: 62% to win.')).toBeNull();
    expect(clarifyInText('Which one?\n\n- A\n- B\n- C\n- D')).toBeNull();
    expect(clarifyInText('### Situation\n\nWhat now?\n\n- A\n- B')).toBeNull();
  });
});
