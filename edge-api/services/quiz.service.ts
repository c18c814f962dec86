import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Leaderboard, QuizAnswer, QuizProgress } from '../../shared/contract/quiz';
import {
  LEADERBOARD_SIZE,
  QUIZ_MAX_LENGTH,
  QUIZ_MIN_LENGTH,
  QUIZ_OPTION_LETTERS,
  QUIZ_POINTS_PER_QUESTION,
  SPORT_LABELS,
  type QuizLetter,
  type Sport,
} from '../../shared/constants';
import { applyAnswer, levelForPoints } from '../../shared/quiz-rules';
import {
  isStartQuizMessage,
  parseAnswerLetter,
  quizLengthOf,
  quizTopicOf,
  quizTopicPhrases,
  type QuizLengthAsked,
} from '../../shared/quiz-text';
import type { Database } from '../db/database';
import { quizAttempts, quizQuestions, quizzes, users } from '../db/schema';
import { AppError } from '../errors';
import { liveFactLine } from '../providers/coach/builtin/edge-replies';
import type { CoachProvider } from '../providers/coach/coach-provider';
import type { ReplyContext } from './chat.service';
import { nextQuestionOnTopics, questionsOnTopics, quizTopicsNamed } from './quiz-topics';
import type { UserRow } from './users.service';

type QuizRow = typeof quizzes.$inferSelect;
type QuestionRow = typeof quizQuestions.$inferSelect;

const WORDS_PER_CHUNK = 6;

function* chunks(text: string): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += WORDS_PER_CHUNK) yield words.slice(i, i + WORDS_PER_CHUNK).join('');
}

/** The question as the chat shows it; its 'Question N of M' heading tells the client the quiz's length. */
export function formatQuestion(
  question: Pick<QuestionRow, 'sequence' | 'question' | 'options'>,
  questionCount: number,
): string {
  const options = question.options.map((option, index) => `- **${QUIZ_OPTION_LETTERS[index]})** ${option}`).join('\n');
  return `### Question ${question.sequence} of ${questionCount}\n\n${question.question}\n\n${options}\n\nReply with A, B, C or D.`;
}

const listed = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

interface QuizPlan {
  focus: string | null;
  topicIds: string[] | null;
  questionCount: number;
  /** Lines the intro says first: a count out of bounds, or a bank with fewer questions than asked. */
  notes: string[];
}

/**
 * What a start message asks for: the rule topics it names that the bank has tagged questions on, or
 * else its topic in words for the coach; and how many questions — the count asked within bounds,
 * never more than the bank has on the topics, so a quiz is never padded with questions off them.
 */
function planQuiz(sport: Sport, message: string, length: QuizLengthAsked): QuizPlan {
  const notes: string[] = [];
  if (length.asked !== null && length.asked !== length.count) {
    notes.push(
      `You asked for ${length.asked} question${length.asked === 1 ? '' : 's'}; a quiz has ${QUIZ_MIN_LENGTH} to ${QUIZ_MAX_LENGTH}, so this one has ${length.count}.`,
    );
  }
  const topics = quizTopicsNamed(sport, quizTopicPhrases(message));
  if (!topics?.length) return { focus: quizTopicOf(message), topicIds: null, questionCount: length.count, notes };
  const focus = listed(topics.map((topic) => topic.label));
  const topicIds = topics.map((topic) => topic.id);
  const available = questionsOnTopics(sport, topicIds).length;
  if (available < length.count) {
    notes.push(
      `My ${SPORT_LABELS[sport]} question bank has only ${available} question${available === 1 ? '' : 's'} on ${focus}, so this quiz has ${available}.`,
    );
  }
  return { focus, topicIds, questionCount: Math.min(length.count, available), notes };
}

function quizTitle(sport: Sport, focus: string | null): string {
  return focus ? `${SPORT_LABELS[sport]} quiz: ${focus}` : `${SPORT_LABELS[sport]} quiz`;
}

/** One line when the bank has nothing (left) on the asked topic, so the closest question follows. */
function offTopicNote(focus: string, sport: Sport, sequence: number): string {
  return sequence === 1
    ? `My ${SPORT_LABELS[sport]} question bank has no questions on ${focus}, so here is the closest one.`
    : `No more questions on ${focus} in my bank, so here is the closest one left.`;
}

export interface QuizDeps {
  db: Database;
  coach: CoachProvider;
  now: () => Date;
  /** A player's row changed (points, streak, level): whoever keeps a copy of it drops it. */
  userChanged?: (userId: string) => void;
}

export interface Graded {
  correct: boolean;
  /** false when this player had already answered the question: nothing was scored again. */
  scored: boolean;
}

export function createQuizService(deps: QuizDeps) {
  const { db, coach, now } = deps;

  async function latestQuiz(where: ReturnType<typeof eq>): Promise<QuizRow | null> {
    const [quiz] = await db.select().from(quizzes).where(where).orderBy(desc(quizzes.createdAt)).limit(1);
    return quiz ?? null;
  }

  async function lastQuestion(quizId: string): Promise<QuestionRow | null> {
    const [question] = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId))
      .orderBy(desc(quizQuestions.sequence))
      .limit(1);
    return question ?? null;
  }

  async function startQuiz(sessionId: string, sport: Sport, plan: QuizPlan, user: UserRow | null): Promise<QuizRow> {
    const { focus, topicIds, questionCount } = plan;
    const [quiz] = await db
      .insert(quizzes)
      .values({
        title: quizTitle(sport, focus),
        topic: sport,
        focus,
        questionCount,
        topicIds,
        description: `${questionCount} questions on ${focus ?? SPORT_LABELS[sport].toLowerCase()}`,
        sessionId,
        userId: user?.id ?? null,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    return quiz!;
  }

  /**
   * The next question, and whether it is on the quiz's focus (false: the closest the bank has). A
   * quiz on tagged rule topics takes its questions from those tags; any other, from the coach.
   */
  async function askNext(quiz: QuizRow, signal: AbortSignal): Promise<{ stored: QuestionRow; onTopic: boolean }> {
    const asked = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id));
    const askedTexts = asked.map((row) => row.question);
    const tagged = quiz.topicIds?.length ? nextQuestionOnTopics(quiz.topic, quiz.topicIds, askedTexts, quiz.id) : null;
    const next = tagged
      ? { ...tagged, onTopic: true }
      : await coach.quizQuestion({ sport: quiz.topic, asked: askedTexts, topic: quiz.focus, signal });
    const [stored] = await db
      .insert(quizQuestions)
      .values({
        quizId: quiz.id,
        sequence: asked.length + 1,
        question: next.question,
        options: [...next.options],
        correctAnswer: next.correct,
        explanation: next.explanation,
        createdAt: now(),
      })
      .returning();
    return { stored: stored!, onTopic: next.onTopic !== false };
  }

  /**
   * Grades a letter against the stored question. For a member the attempt and the score are one
   * transaction, and the unique (user, question) attempt makes a second answer — concurrent or
   * later — score nothing. A visitor's answers are graded but never reach the leaderboard.
   */
  async function grade(
    quiz: QuizRow,
    question: QuestionRow,
    letter: QuizLetter,
    user: UserRow | null,
  ): Promise<Graded> {
    const correct = letter === question.correctAnswer;
    if (!user) {
      const [previous] = await db
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.questionId, question.id), isNull(quizAttempts.userId)));
      if (previous) return { correct, scored: false };
      await db.insert(quizAttempts).values({
        quizId: question.quizId,
        questionId: question.id,
        userId: null,
        answer: letter,
        isCorrect: correct,
        score: correct ? QUIZ_POINTS_PER_QUESTION : 0,
        completedAt: now(),
      });
      return { correct, scored: true };
    }
    const graded = await db.transaction(async (tx): Promise<Graded> => {
      const [attempt] = await tx
        .insert(quizAttempts)
        .values({
          quizId: question.quizId,
          questionId: question.id,
          userId: user.id,
          answer: letter,
          isCorrect: correct,
          score: correct ? QUIZ_POINTS_PER_QUESTION : 0,
          completedAt: now(),
        })
        .onConflictDoNothing({ target: [quizAttempts.userId, quizAttempts.questionId] })
        .returning({ id: quizAttempts.id });
      if (!attempt) return { correct, scored: false };
      const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      const perfect = await completedPerfectly(tx, quiz, question, user.id);
      const stats = applyAnswer(
        {
          points: current!.quizPoints,
          answered: current!.quizQuestionsAnswered,
          streak: current!.quizQuestionStreak,
          achievements: current!.achievements,
        },
        correct,
        perfect,
      );
      await tx
        .update(users)
        .set({
          quizPoints: stats.points,
          quizQuestionsAnswered: stats.answered,
          quizQuestionStreak: stats.streak,
          achievements: stats.achievements,
          level: levelForPoints(stats.points),
          updatedAt: now(),
        })
        .where(eq(users.id, user.id));
      return { correct, scored: true };
    });
    if (graded.scored) deps.userChanged?.(user.id);
    return graded;
  }

  async function completedPerfectly(
    tx: Database,
    quiz: QuizRow,
    question: QuestionRow,
    userId: string,
  ): Promise<boolean> {
    if (question.sequence !== quiz.questionCount) return false;
    const [row] = await tx
      .select({ right: sql<number>`count(*) filter (where ${quizAttempts.isCorrect})::int` })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, question.quizId), eq(quizAttempts.userId, userId)));
    return (row?.right ?? 0) === quiz.questionCount;
  }

  function verdict(question: QuestionRow, letter: QuizLetter, graded: Graded): string {
    const answer = `**${question.correctAnswer})** ${question.options[QUIZ_OPTION_LETTERS.indexOf(question.correctAnswer)]}`;
    const head = graded.correct
      ? `✅ **Correct!** ${answer}${graded.scored ? ` — +${QUIZ_POINTS_PER_QUESTION} points.` : '.'}`
      : `❌ **Not quite.** You chose ${letter}; the answer is ${answer}.`;
    const repeat = graded.scored ? '' : '\n\n_You had already answered this question, so it was not scored again._';
    return `${head}\n\n${question.explanation}${repeat}`;
  }

  async function* reply(context: ReplyContext): AsyncGenerator<string> {
    const letter = parseAnswerLetter(context.message);
    let quiz = await latestQuiz(eq(quizzes.sessionId, context.sessionId));
    const parts: string[] = [];
    let gradedOutcome: {
      questionSequence: number;
      correct: boolean;
      correctAnswer: QuizLetter;
      scored: boolean;
    } | null = null;

    if (letter && quiz) {
      const question = await lastQuestion(quiz.id);
      if (question) {
        const graded = await grade(quiz, question, letter, context.user);
        gradedOutcome = {
          questionSequence: question.sequence,
          correct: graded.correct,
          correctAnswer: question.correctAnswer,
          scored: graded.scored,
        };
        parts.push(verdict(question, letter, graded));
        if (question.sequence >= quiz.questionCount) {
          const [summary] = await db
            .select({ right: sql<number>`count(*) filter (where ${quizAttempts.isCorrect})::int` })
            .from(quizAttempts)
            .where(eq(quizAttempts.quizId, quiz.id));
          parts.push(
            `🏁 **Quiz complete!** You got ${summary?.right ?? 0} of ${quiz.questionCount} right. Press Start Quiz for another round.`,
          );
          context.annotate({ askedSequence: null, graded: gradedOutcome });
          yield* chunks(parts.join('\n\n'));
          return;
        }
      }
    } else if (!letter && quiz && !isStartQuizMessage(context.message)) {
      const question = await lastQuestion(quiz.id);
      if (question) {
        const text = `Reply with A, B, C or D to answer — or press Start Quiz for a new quiz.\n\n${formatQuestion(question, quiz.questionCount)}`;
        context.annotate({ askedSequence: question.sequence, graded: null });
        yield* chunks(text);
        return;
      }
    }

    // After a graded answer the same quiz goes on; anything else here starts a new one.
    if (!gradedOutcome || !quiz) {
      const topic = quizTopicOf(context.message);
      // A quiz on a live fact (last night's scorer, this year's prize money) cannot be set honestly:
      // say so, and quiz the sport instead.
      const live = topic ? liveFactLine(context.sport, topic) : null;
      const length = quizLengthOf(context.message);
      const plan = live
        ? { focus: null, topicIds: null, questionCount: length.count, notes: [] }
        : planQuiz(context.sport, context.message, length);
      quiz = await startQuiz(context.sessionId, context.sport, plan, context.user);
      if (live) parts.push(`${live} Here is a ${SPORT_LABELS[context.sport]} quiz instead.`);
      parts.push(...plan.notes);
      parts.push(
        `🏆 **${quiz.title}** — ${quiz.questionCount} questions, ${QUIZ_POINTS_PER_QUESTION} points for each right answer.`,
      );
    }
    const { stored: next, onTopic } = await askNext(quiz, context.signal);
    if (quiz.focus && !onTopic) parts.push(offTopicNote(quiz.focus, context.sport, next.sequence));
    parts.push(formatQuestion(next, quiz.questionCount));
    context.annotate({ askedSequence: next.sequence, graded: gradedOutcome });
    yield* chunks(parts.join('\n\n'));
  }

  return {
    reply,

    /** SPEC §7 answer call: grades the chosen letter; a bare `isCorrect` is never trusted. */
    async answer(user: UserRow, body: QuizAnswer) {
      const quiz = await latestQuiz(eq(quizzes.userId, user.id));
      let graded: Graded | null = null;
      if (quiz) {
        const [question] = await db
          .select()
          .from(quizQuestions)
          .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizQuestions.sequence, body.questionSequence)));
        if (!question) throw new AppError('not_found', 'That question is not part of your current quiz.');
        if (body.answer) graded = await grade(quiz, question, body.answer, user);
        else {
          const [attempt] = await db
            .select({ isCorrect: quizAttempts.isCorrect })
            .from(quizAttempts)
            .where(and(eq(quizAttempts.questionId, question.id), eq(quizAttempts.userId, user.id)));
          graded = attempt ? { correct: attempt.isCorrect, scored: false } : null;
        }
      }
      const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
      return {
        user: {
          quizPoints: fresh!.quizPoints,
          quizQuestionsAnswered: fresh!.quizQuestionsAnswered,
          quizQuestionStreak: fresh!.quizQuestionStreak,
        },
        graded,
      };
    },

    async progress(user: UserRow): Promise<QuizProgress> {
      const quiz = await latestQuiz(eq(quizzes.userId, user.id));
      const question = quiz ? await lastQuestion(quiz.id) : null;
      return { lastQuestionSequence: question?.sequence ?? 0, questionCount: quiz?.questionCount ?? 0 };
    },

    async leaderboard(viewer: UserRow | null): Promise<Leaderboard> {
      const ranked = db
        .select({
          id: users.id,
          name: users.name,
          username: users.username,
          email: users.email,
          points: users.quizPoints,
          answered: users.quizQuestionsAnswered,
          streak: users.quizQuestionStreak,
          level: users.level,
          achievements: users.achievements,
          rank: sql<number>`rank() over (order by ${users.quizPoints} desc)::int`.as('rank'),
        })
        .from(users)
        .where(sql`${users.quizQuestionsAnswered} > 0`)
        .as('ranked');
      const toEntry = (row: {
        id: string;
        name: string | null;
        username: string | null;
        email: string;
        points: number;
        answered: number;
        streak: number;
        level: number;
        achievements: string[];
        rank: number;
      }) => ({
        rank: row.rank,
        // Only a chosen name is shown: e-mail addresses never appear on the leaderboard.
        displayName: row.name?.trim() || row.username || 'Anonymous coach',
        points: row.points,
        questionsAnswered: row.answered,
        streak: row.streak,
        level: row.level,
        achievements: row.achievements,
        isMe: row.id === viewer?.id,
      });
      const top = await db.select().from(ranked).orderBy(ranked.rank, ranked.id).limit(LEADERBOARD_SIZE);
      const [mine] = viewer ? await db.select().from(ranked).where(eq(ranked.id, viewer.id)) : [];
      return { entries: top.map(toEntry), me: mine ? toEntry(mine) : null };
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
