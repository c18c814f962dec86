import type { PersonalityMode, Sport } from '../../../shared/constants';
import type { CoachProfile } from '../../../shared/contract/profile';
import type { QuizBankQuestion } from './knowledge/content-schema';

export interface CoachTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface CoachRequest {
  mode: PersonalityMode;
  sport: Sport;
  /** Earlier turns of this chat session, oldest first (the new message is not included). */
  history: readonly CoachTurn[];
  message: string;
  /** Who is asking (level, squad, units, body weight); the message's own numbers win over it. */
  profile?: CoachProfile | null;
  /**
   * Continuing a reply that was stopped or cut off: the text so far. The coach writes only what
   * comes after it, without repeating it.
   */
  partial?: string | null;
  /**
   * When the message was sent, from the app's clock: dates in it ("by August") count from this day.
   * Without it such a date is not read.
   */
  now?: Date;
  /**
   * Which answer this is to the same question: 0 (or absent) the first, 1 the first regenerate and
   * so on. The built-in coach steps to its next-best reading; a model varies on its own.
   */
  attempt?: number;
  /**
   * Called by a coach that has no answer to a regenerate other than those already given: it says so
   * instead, and the send is not charged.
   */
  onNothingNew?: () => void;
  signal?: AbortSignal;
}

export interface QuizQuestionRequest {
  sport: Sport;
  /** Question texts already asked in this quiz: never asked again. */
  asked: string[];
  /** What the player asked the quiz to be about ("offside"); null or absent: the whole sport. */
  topic?: string | null;
  signal?: AbortSignal;
}

export interface QuizQuestionReply extends QuizBankQuestion {
  /**
   * Set when a topic was asked for: false when nothing unasked is on it, so the question is the
   * closest one instead, and the quiz says so.
   */
  onTopic?: boolean;
}

/** Thrown by providers when no reply can be produced; the route maps it to 502/504. */
export class CoachError extends Error {
  override name = 'CoachError';
  constructor(
    readonly kind: 'unavailable' | 'timeout' | 'invalid_output',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Produces the coach's replies. `reply` streams markdown text in pieces; the caller concatenates
 * them. Both implementations honour `signal` (stop as soon as it aborts).
 */
export interface CoachProvider {
  readonly name: 'builtin' | 'openai';
  reply(request: CoachRequest): AsyncIterable<string>;
  quizQuestion(request: QuizQuestionRequest): Promise<QuizQuestionReply>;
}
