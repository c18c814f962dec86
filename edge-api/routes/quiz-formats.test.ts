import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUIZ_OPTION_LETTERS, type QuizLetter, type Sport } from '../../shared/constants';
import { quizQuestions, quizzes } from '../db/schema';
import { id21 } from '../test/chat-fixtures';
import { sendQuizMessage } from '../test/quiz-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

const send = (t: TestApp, sessionId: string, content: string, token: string, sport: Sport = 'soccer') =>
  sendQuizMessage(t, sessionId, sport, content, token);

async function questionRow(t: TestApp, sessionId: string, sequence: number) {
  const [row] = await t.deps.db
    .select({ question: quizQuestions.question, options: quizQuestions.options, correct: quizQuestions.correctAnswer })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(and(eq(quizzes.sessionId, sessionId), eq(quizQuestions.sequence, sequence)));
  return { ...row!, correct: row!.correct as QuizLetter };
}

async function session(t: TestApp) {
  const { token } = await signUp(t);
  return { token, sessionId: id21() };
}

describe('quiz formats', () => {
  const db = useTestDb();

  it('asks true-or-false questions and grades True and False typed in words', async () => {
    const t = await buildTestApp(db.current);
    const { token, sessionId } = await session(t);
    const start = await send(t, sessionId, 'Can you do 4 true or false questions on offside?', token);
    expect(start.aiMessage.content).toContain('4 true-or-false questions');
    expect(start.aiMessage.content).toMatch(/\*\*True or false:\*\* the answer to “.+” is \*\*.+\*\*\./);
    expect(start.aiMessage.content).toContain('Reply True or False.');
    expect(start.aiMessage.content).not.toContain('**C)**');

    const first = await questionRow(t, sessionId, 1);
    expect(first.options).toEqual(['True', 'False']);
    const right = first.correct === 'A' ? 'I think that is true' : 'false';
    const graded = await send(t, sessionId, right, token);
    expect(graded.quiz?.graded).toMatchObject({ questionSequence: 1, correct: true, scored: true });
    expect(graded.user).toMatchObject({ quizPoints: 10 });
    expect(graded.aiMessage.content).toContain('### Question 2 of 4');

    const second = await questionRow(t, sessionId, 2);
    const missed = await send(t, sessionId, second.correct === 'A' ? 'False' : 'true', token);
    expect(missed.quiz?.graded).toMatchObject({ questionSequence: 2, correct: false, scored: true });
    expect(missed.user).toMatchObject({ quizPoints: 10, quizQuestionStreak: 0 });
  });

  it('makes each true-or-false claim true or false exactly as the bank answers it', async () => {
    const t = await buildTestApp(db.current);
    const { token, sessionId } = await session(t);
    await send(t, sessionId, 'quiz me true/false on handball, 5 questions', token);
    const { knowledgeOf } = await import('../providers/coach/knowledge/knowledge-base');
    const bank = knowledgeOf('soccer').quiz;
    for (let sequence = 1; sequence <= 5; sequence++) {
      const row = await questionRow(t, sessionId, sequence);
      const [asked, claim] = row.question.split('\n\nClaimed answer: ');
      const source = bank.find((question) => question.question === asked)!;
      const right = source.options[QUIZ_OPTION_LETTERS.indexOf(source.correct)];
      expect(row.correct).toBe(claim === right ? 'A' : 'B');
      const letter = row.correct;
      await send(t, sessionId, letter === 'A' ? 'true' : 'false', token);
    }
  });

  it('hides the options of a short-answer quiz and grades the words typed against them', async () => {
    const t = await buildTestApp(db.current);
    const { token, sessionId } = await session(t);
    const start = await send(t, sessionId, 'quiz me on offside, short answer, no multiple choice', token);
    expect(start.aiMessage.content).toContain('short-answer questions');
    expect(start.aiMessage.content).toContain('Type your answer.');
    expect(start.aiMessage.content).not.toContain('**A)**');

    const first = await questionRow(t, sessionId, 1);
    const rightText = first.options[QUIZ_OPTION_LETTERS.indexOf(first.correct)]!;
    const right = await send(t, sessionId, `I think it's ${rightText}`, token);
    expect(right.quiz?.graded).toMatchObject({ questionSequence: 1, correct: true, scored: true });

    const wrong = await send(t, sessionId, 'a drop ball with the referee', token);
    expect(wrong.quiz?.graded).toMatchObject({ questionSequence: 2, correct: false, scored: true });
    expect(wrong.aiMessage.content).toContain('You said “a drop ball with the referee”; the answer is **');
  });

  it('prints every question at once with the answer key at the end, and scores none of it', async () => {
    const t = await buildTestApp(db.current);
    const { token, sessionId } = await session(t);
    const reply = await send(
      t,
      sessionId,
      'Give me 6 questions on offside all at once with the answers at the end, I want to print it for the team',
      token,
    );
    const text = reply.aiMessage.content;
    expect(text).toContain('6 questions, all at once with the answer key at the end');
    expect(text).not.toMatch(/Question \d/);
    for (let number = 1; number <= 6; number++) expect(text).toContain(`**${number}.** `);
    const [questions, key] = text.split('### Answer key');
    expect(questions).toContain('**D)**');
    expect(key!.trim().split('\n')).toHaveLength(6);
    const first = await questionRow(t, sessionId, 1);
    expect(key).toContain(`1. **${first.correct})** ${first.options[QUIZ_OPTION_LETTERS.indexOf(first.correct)]}`);
    expect(reply.quiz).toEqual({ askedSequence: null, graded: null });

    const answered = await send(t, sessionId, first.correct, token);
    expect(answered.quiz?.graded ?? null).toBeNull();
    expect(answered.user?.quizPoints ?? 0).toBe(0);
  });

  it('asks the level asked for first and says how many of that level the topic has', async () => {
    const t = await buildTestApp(db.current);
    const { token, sessionId } = await session(t);
    const { levelOf, questionsOnFocus, questionsOnTopics } = await import('../services/quiz-topics');
    const offside = questionsOnTopics('soccer', ['offside']);
    const hard = offside.filter((question) => levelOf(question) === 'hard');
    expect(hard.length).toBeGreaterThan(0);
    expect(hard.length).toBeLessThan(offside.length);
    const reply = await send(t, sessionId, 'give me some hard questions on offside', token);
    expect(reply.aiMessage.content).toContain(
      `My Soccer question bank has ${hard.length} hard questions on offside: they come first, then medium ones.`,
    );
    const first = await questionRow(t, sessionId, 1);
    expect(hard.map((question) => question.question)).toContain(first.question);

    // Throw-ins are a part of the restarts with questions of their own: the quiz is on them alone.
    const throwIns = questionsOnFocus('soccer', 'throw-ins');
    const easy = throwIns.filter((question) => levelOf(question) === 'easy').length;
    const young = await send(t, id21(), 'quiz for my U10s on throw-ins', token);
    expect(young.aiMessage.content).toContain(
      easy === 0
        ? 'My Soccer question bank has no easy questions on throw-ins, so these are medium ones, the nearest level.'
        : `My Soccer question bank has ${easy} easy question`,
    );
  });
});

describe('messages in quiz mode that are not quiz answers', () => {
  const db = useTestDb();

  it('answers a live fact honestly mid-quiz, keeps the question open and grades the answer after it', async () => {
    const t = await buildTestApp(db.current);
    const { token, sessionId } = await session(t);
    await send(t, sessionId, 'Start a new quiz about soccer', token);
    const live = await send(t, sessionId, "what's the score of the game tonight?", token);
    expect(live.aiMessage.content).not.toContain('### Question');
    expect(live.aiMessage.content).toContain('Question 1 of 10 is waiting');
    expect(live.quiz?.graded ?? null).toBeNull();

    const first = await questionRow(t, sessionId, 1);
    const answered = await send(t, sessionId, `${first.correct.toLowerCase()})`, token);
    expect(answered.quiz?.graded).toMatchObject({ questionSequence: 1, correct: true });
  });

  it('gives a coaching answer, not a quiz, when no quiz is under way', async () => {
    const t = await buildTestApp(db.current);
    const { token, sessionId } = await session(t);
    const reply = await send(t, sessionId, 'How do I break down a low block with my U14s?', token);
    expect(reply.aiMessage.content).not.toContain('### Question');
    expect(reply.aiMessage.content).not.toContain('🏆');
    const [quiz] = await t.deps.db.select().from(quizzes).where(eq(quizzes.sessionId, sessionId));
    expect(quiz).toBeUndefined();
  });

  it('takes "I think it\'s B", "b)" and an option named in words as answers', async () => {
    const t = await buildTestApp(db.current);
    const { token, sessionId } = await session(t);
    await send(t, sessionId, 'Start a new quiz about soccer', token);
    const first = await questionRow(t, sessionId, 1);
    const one = await send(t, sessionId, `I think it's ${first.correct}`, token);
    expect(one.quiz?.graded).toMatchObject({ questionSequence: 1, correct: true });
    const second = await questionRow(t, sessionId, 2);
    const named = second.options[QUIZ_OPTION_LETTERS.indexOf(second.correct)]!;
    const two = await send(t, sessionId, `my answer is ${named}`, token);
    expect(two.quiz?.graded).toMatchObject({ questionSequence: 2, correct: true });
  });
});
