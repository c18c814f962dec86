import { QUIZ_OPTION_LETTERS, type QuizLetter, type Sport } from './constants';

/** SPEC §5: an answer is a message that, trimmed, is exactly one letter A–D in any case. */
export function parseAnswerLetter(message: string): QuizLetter | null {
  const trimmed = message.trim().toUpperCase();
  return QUIZ_OPTION_LETTERS.find((letter) => letter === trimmed) ?? null;
}

export function startQuizMessage(sport: Sport): string {
  return `Start a new quiz about ${sport}`;
}

const START_PATTERN = /^\s*(start|begin|new)\b.*\bquiz\b|^\s*quiz me\b/i;
export const isStartQuizMessage = (message: string) => START_PATTERN.test(message);

/** The question number a reply asks, from its 'Question N' heading; null if it asks none. */
export function questionNumberIn(content: string): number | null {
  const matches = [...content.matchAll(/Question (\d+)/g)];
  const last = matches.at(-1);
  const value = last ? Number(last[1]) : NaN;
  return Number.isInteger(value) && value > 0 ? value : null;
}
