import { QUIZ_LENGTH } from '../../../../shared/constants';
import { questionNumberIn, quizLengthIn } from '../../../../shared/quiz-text';
import type { LocalMessage } from '../../local/database';
import type { ServerQuizProgress } from './quiz-progress-store';

export interface QuizProgress {
  /** The last question number asked in this chat, 0 before the first. */
  progress: number;
  /** How many questions that quiz has, from its 'Question N of M' heading (older replies: ten). */
  questionCount: number;
  /** The reply that asks the question now open, under which the A–D answers go. */
  openQuestionKey: string | null;
}

/**
 * Quiz progress read from the chat's own stored messages, so it survives reloads and works
 * offline. Outside Quiz Mode there is none.
 */
export function quizProgressOf(messages: LocalMessage[], inQuizMode: boolean): QuizProgress {
  if (!inQuizMode) return { progress: 0, questionCount: QUIZ_LENGTH, openQuestionKey: null };
  const lastAsking = messages.findLast(
    (message) => message.role === 'assistant' && questionNumberIn(message.content) !== null,
  );
  const progress = lastAsking ? questionNumberIn(lastAsking.content)! : 0;
  const questionCount = (lastAsking && quizLengthIn(lastAsking.content)) ?? QUIZ_LENGTH;
  const lastReply = messages.findLast((message) => message.role === 'assistant' && message.status === 'complete');
  const openQuestionKey = lastReply && questionNumberIn(lastReply.content) ? lastReply.key : null;
  return { progress, questionCount, openQuestionKey };
}

/** The badge over a reply that asks a question. */
export function questionBadgeOf(message: LocalMessage, inQuizMode: boolean): string | undefined {
  const questionNumber = message.role === 'assistant' && inQuizMode ? questionNumberIn(message.content) : null;
  return questionNumber ? `Question ${questionNumber}` : undefined;
}

/**
 * The question Resume Quiz goes back to, or null when Start Quiz is the action: the account's
 * progress from the server when known (a visitor has only this chat's), unless that quiz is over
 * and its last question is not waiting for an answer here.
 */
export function resumeAtOf(local: QuizProgress, server: ServerQuizProgress | null): number | null {
  const { lastQuestion, questionCount } = server ?? {
    lastQuestion: local.progress,
    questionCount: local.questionCount,
  };
  if (lastQuestion <= 0) return null;
  if (lastQuestion >= questionCount && local.openQuestionKey === null) return null;
  return lastQuestion;
}
