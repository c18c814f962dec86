import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SendMessageResponseSchema, type SendMessage } from '../../shared/contract/messages';
import { LeaderboardSchema, QuizAnswerResponseSchema, QuizProgressSchema } from '../../shared/contract/quiz';
import { QUIZ_OPTION_LETTERS, type QuizLetter, type Sport } from '../../shared/constants';
import { quizQuestions, quizzes } from '../db/schema';
import { questionsOnFocus, questionsOnTopics } from '../services/quiz-topics';
import { id21 } from '../test/chat-fixtures';
import { storedQuizQuestions } from '../test/quiz-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

function quizMessage(sessionId: string, content: string, extra: Partial<SendMessage> = {}): SendMessage {
  return {
    content,
    role: 'user',
    sessionId,
    personalityMode: 'quizMaster',
    sportType: 'tennis',
    clientMessageId: crypto.randomUUID(),
    ...extra,
  };
}

async function correctLetter(t: TestApp, sessionId: string, sequence: number): Promise<QuizLetter> {
  const [row] = await t.deps.db
    .select({ correct: quizQuestions.correctAnswer })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(and(eq(quizzes.sessionId, sessionId), eq(quizQuestions.sequence, sequence)));
  return row!.correct as QuizLetter;
}

const wrong = (letter: QuizLetter): QuizLetter => QUIZ_OPTION_LETTERS.find((candidate) => candidate !== letter)!;

async function startQuiz(t: TestApp, token?: string, fingerprint?: string) {
  const sessionId = id21();
  const response = await t.json('/api/messages', {
    body: quizMessage(
      sessionId,
      'Start a new quiz about tennis',
      fingerprint ? { browserFingerprint: fingerprint } : {},
    ),
    token,
  });
  expect(response.status).toBe(200);
  return { sessionId, result: SendMessageResponseSchema.parse(response.body) };
}

describe('quiz mode', () => {
  const db = useTestDb();

  it('asks a stored question with a Question 1 heading and four options', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const { result } = await startQuiz(t, token);
    expect(result.aiMessage.content).toContain('### Question 1');
    expect(result.aiMessage.content).toMatch(/\*\*A\)\*\*[\s\S]*\*\*D\)\*\*/);
    expect(result.quiz).toEqual({ askedSequence: 1, graded: null });
    const progress = await t.json('/api/leaderboard/progress', { token });
    expect(QuizProgressSchema.parse(progress.body)).toEqual({ lastQuestionSequence: 1, questionCount: 10 });
  });

  it('grades typed answers on the server: 10 points when right, streak reset when wrong', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const { sessionId } = await startQuiz(t, token);

    const right = await correctLetter(t, sessionId, 1);
    const first = SendMessageResponseSchema.parse(
      (await t.json('/api/messages', { body: quizMessage(sessionId, ` ${right.toLowerCase()} `), token })).body,
    );
    expect(first.quiz?.graded).toEqual({ questionSequence: 1, correct: true, correctAnswer: right, scored: true });
    expect(first.user).toMatchObject({ quizPoints: 10, quizQuestionStreak: 1, quizQuestionsAnswered: 1 });
    expect(first.aiMessage.content).toContain('Correct!');
    expect(first.aiMessage.content).toContain('### Question 2');

    const answer2 = wrong(await correctLetter(t, sessionId, 2));
    const second = SendMessageResponseSchema.parse(
      (await t.json('/api/messages', { body: quizMessage(sessionId, answer2), token })).body,
    );
    expect(second.quiz?.graded).toMatchObject({ questionSequence: 2, correct: false, scored: true });
    expect(second.user).toMatchObject({ quizPoints: 10, quizQuestionStreak: 0, quizQuestionsAnswered: 2 });
    expect(second.user?.achievements).toContain('first-correct');
  });

  it('never trusts a spoofed isCorrect, and scores each question once', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const { sessionId } = await startQuiz(t, token);
    const right = await correctLetter(t, sessionId, 1);

    const spoofed = await t.json('/api/leaderboard/answer', {
      body: { questionSequence: 1, isCorrect: true, answer: wrong(right) },
      token,
    });
    expect(QuizAnswerResponseSchema.parse(spoofed.body)).toEqual({
      user: { quizPoints: 0, quizQuestionsAnswered: 1, quizQuestionStreak: 0 },
      graded: { correct: false, scored: true },
    });
    const bare = await t.json('/api/leaderboard/answer', { body: { questionSequence: 1, isCorrect: true }, token });
    expect(QuizAnswerResponseSchema.parse(bare.body).user.quizPoints).toBe(0);
    const again = await t.json('/api/leaderboard/answer', {
      body: { questionSequence: 1, isCorrect: true, answer: right },
      token,
    });
    expect(QuizAnswerResponseSchema.parse(again.body)).toMatchObject({
      user: { quizPoints: 0 },
      graded: { scored: false },
    });
  });

  it('scores concurrent right answers to one question once', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const { sessionId } = await startQuiz(t, token);
    const right = await correctLetter(t, sessionId, 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.json('/api/leaderboard/answer', { body: { questionSequence: 1, isCorrect: true, answer: right }, token }),
      ),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    const scored = results.filter((result) => QuizAnswerResponseSchema.parse(result.body).graded?.scored);
    expect(scored).toHaveLength(1);
    const me = await t.json('/api/auth/me', { token });
    expect(me.body).toMatchObject({ quizPoints: 10, quizQuestionsAnswered: 1 });
  });

  it('refuses the answer and progress calls to visitors and validates the payload', async () => {
    const t = await buildTestApp(db.current);
    expect((await t.json('/api/leaderboard/progress')).status).toBe(401);
    expect((await t.json('/api/leaderboard/answer', { body: { questionSequence: 1, isCorrect: true } })).status).toBe(
      401,
    );
    const { token } = await signUp(t);
    expect(
      (await t.json('/api/leaderboard/answer', { body: { questionSequence: 0, isCorrect: true }, token })).status,
    ).toBe(400);
    expect(
      (await t.json('/api/leaderboard/answer', { body: { questionSequence: 1, isCorrect: 'yes' }, token })).status,
    ).toBe(400);
  });

  it('lets visitors play without reaching the leaderboard, and ranks members by points', async () => {
    const t = await buildTestApp(db.current);
    const fingerprint = `fp_${id21()}`;
    const guest = await startQuiz(t, undefined, fingerprint);
    const guestRight = await correctLetter(t, guest.sessionId, 1);
    const guestAnswer = await t.json('/api/messages', {
      body: quizMessage(guest.sessionId, guestRight, { browserFingerprint: fingerprint }),
    });
    expect(SendMessageResponseSchema.parse(guestAnswer.body).quiz?.graded?.correct).toBe(true);

    const leader = await signUp(t);
    await t.json('/api/user/profile', { method: 'PATCH', token: leader.token, body: { name: 'Coach Leader' } });
    const { sessionId } = await startQuiz(t, leader.token);
    await t.json('/api/messages', {
      body: quizMessage(sessionId, await correctLetter(t, sessionId, 1)),
      token: leader.token,
    });

    const viewer = await signUp(t);
    const board = LeaderboardSchema.parse((await t.json('/api/leaderboard', { token: leader.token })).body);
    expect(board.entries.find((entry) => entry.isMe)).toMatchObject({ displayName: 'Coach Leader', points: 10 });
    expect(board.me).toMatchObject({ displayName: 'Coach Leader', points: 10 });
    expect(board.entries.map((entry) => entry.points)).toEqual(
      [...board.entries.map((entry) => entry.points)].sort((a, b) => b - a),
    );
    expect(JSON.stringify(board)).not.toContain('@');
    const viewerBoard = LeaderboardSchema.parse((await t.json('/api/leaderboard', { token: viewer.token })).body);
    expect(viewerBoard.me).toBeNull();
  });

  describe('a quiz on the topic the message names', () => {
    async function send(t: TestApp, sessionId: string, content: string, token: string) {
      const response = await t.json('/api/messages', {
        body: quizMessage(sessionId, content, { sportType: 'soccer' }),
        token,
      });
      expect(response.status).toBe(200);
      return SendMessageResponseSchema.parse(response.body).aiMessage.content;
    }

    it('asks about offside when asked for questions on offside, and keeps to it after an answer', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      const first = await send(t, sessionId, 'give me questions about offside', token);
      expect(first).toContain('**Soccer quiz: offside**');
      expect(first.split('### Question 1')[1]).toMatch(/offside/i);
      const [quiz] = await t.deps.db.select().from(quizzes).where(eq(quizzes.sessionId, sessionId));
      expect(quiz?.focus).toBe('offside');

      const second = await send(t, sessionId, await correctLetter(t, sessionId, 1), token);
      expect(second.split('### Question 2')[1]).toMatch(/offside/i);
    });

    it('starts a quiz on the topic after a pop quiz or a check of what the players know', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const pop = await send(t, id21(), 'Pop quiz: offside!', token);
      expect(pop).toContain('**Soccer quiz: offside**');
      expect(pop.split('### Question 1')[1]).toMatch(/offside/i);
      const players = await send(t, id21(), 'I want to see if my u12 boys know the throw-in rules', token);
      expect(players).toContain('**Soccer quiz: throw-in');
      expect(players.split('### Question 1')[1]).toMatch(/throw/i);
    });

    it('starts over on the new topic when a quiz is already under way', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      await send(t, sessionId, 'Start a new quiz about soccer', token);
      const reply = await send(t, sessionId, 'quiz me on penalty shootouts', token);
      expect(reply).toContain('**Soccer quiz: penalty shootouts**');
      expect(reply.split('### Question 1')[1]).toMatch(/shootout/i);
    });

    it('says in one line that nothing covers the topic and offers the nearest, asking no other question', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const reply = await send(t, id21(), 'Quiz me on the history of the club badge', token);
      expect(reply).toContain(
        "My Soccer questions and notes have nothing on history of the club badge, so I won't quiz you on another topic in its place.",
      );
      expect(reply).toContain('“quiz me on history and records”');
      expect(reply).not.toContain('### Question');
    });

    it('titles the quiz with the topic alone when the request goes on with the reason for it', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      const reply = await send(
        t,
        sessionId,
        'our linesman got a call wrong on saturday and I could not explain it. quiz me on offside, I coach u11s',
        token,
      );
      expect(reply).toContain('**Soccer quiz: offside**');
      expect(reply).not.toContain('question bank has no questions');
      expect(reply.split('### Question 1')[1]).toMatch(/offside/i);
    });

    it('says it cannot know a live fact a quiz is asked on, and quizzes the sport instead', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      const reply = await send(t, sessionId, "quiz me on last night's derby, who got the winner?", token);
      expect(reply).toMatch(/^I don't keep results: check .+\. Here is a Soccer quiz instead\./);
      expect(reply).toContain('**Soccer quiz** —');
      const [quiz] = await t.deps.db.select().from(quizzes).where(eq(quizzes.sessionId, sessionId));
      expect(quiz?.focus).toBeNull();
    });

    it('answers a live fact asked beside a quiz request with the honest line, and starts no quiz', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      const reply = await send(
        t,
        sessionId,
        'quiz me. hang on, is the astro pitch at the leisure centre open tonight',
        token,
      );
      expect(reply).toMatch(/^I can't see a course's or venue's status today: call it or check its site\./);
      expect(reply).toContain('Say "start a quiz" when you want one');
      expect(reply).not.toContain('### Question 1');
      const started = await t.deps.db.select().from(quizzes).where(eq(quizzes.sessionId, sessionId));
      expect(started).toHaveLength(0);
    });

    it('never grades a live fact asked mid-quiz as a short answer, and keeps the question open', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      await send(t, sessionId, 'quiz me on offside, short answer, no multiple choice', token);
      const response = await t.json('/api/messages', {
        body: quizMessage(sessionId, 'indoor pitches at the dome, how busy do they get on fridays', {
          sportType: 'soccer',
        }),
        token,
      });
      const result = SendMessageResponseSchema.parse(response.body);
      expect(result.aiMessage.content).toMatch(/^I can't see a venue's hours, crowds or waits/);
      expect(result.aiMessage.content).toContain('Question 1 of');
      expect(result.quiz?.graded).toBeNull();
    });

    it('keeps the whole-sport quiz for the Start Quiz button', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      const reply = await send(t, sessionId, 'Start a new quiz about soccer', token);
      expect(reply).toContain('**Soccer quiz** —');
      const [quiz] = await t.deps.db.select().from(quizzes).where(eq(quizzes.sessionId, sessionId));
      expect(quiz?.focus).toBeNull();
    });
  });

  describe("a quiz's own length and topics", () => {
    interface Player {
      token?: string;
      fingerprint?: string;
    }

    async function send(t: TestApp, sessionId: string, sport: Sport, content: string, player: Player) {
      const response = await t.json('/api/messages', {
        body: quizMessage(sessionId, content, {
          sportType: sport,
          ...(player.fingerprint ? { browserFingerprint: player.fingerprint } : {}),
        }),
        token: player.token,
      });
      expect(response.status).toBe(200);
      return SendMessageResponseSchema.parse(response.body);
    }

    /** Answers every question right, returning the last reply. */
    async function answerAllRight(t: TestApp, sessionId: string, sport: Sport, count: number, player: Player) {
      let last = null;
      for (let sequence = 1; sequence <= count; sequence++) {
        last = await send(t, sessionId, sport, await correctLetter(t, sessionId, sequence), player);
      }
      return last!;
    }

    it('asks the count the message names, ends after it and grades against it', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      const start = await send(t, sessionId, 'basketball', 'give me 3 questions on the shot clock', { token });
      expect(start.aiMessage.content).toContain('**Basketball quiz: shot clock** — 3 questions');
      expect(start.aiMessage.content).toContain('### Question 1 of 3');

      const end = await answerAllRight(t, sessionId, 'basketball', 3, { token });
      expect(end.aiMessage.content).toContain('You got 3 of 3 right');
      expect(end.quiz).toEqual({ askedSequence: null, graded: expect.objectContaining({ questionSequence: 3 }) });
      expect(end.user?.achievements).toContain('perfect-quiz');
      const progress = await t.json('/api/leaderboard/progress', { token });
      expect(QuizProgressSchema.parse(progress.body)).toEqual({ lastQuestionSequence: 3, questionCount: 3 });

      const onTopic = questionsOnTopics('basketball', ['shot-clock']).map((question) => question.question);
      expect(onTopic).toEqual(expect.arrayContaining(await storedQuizQuestions(t, sessionId)));
      const beyond = await t.json('/api/leaderboard/answer', {
        body: { questionSequence: 4, isCorrect: true, answer: 'A' },
        token,
      });
      expect(beyond.status).toBe(404);
    });

    it('asks only questions on the several topics a message lists', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      const start = await send(t, sessionId, 'basketball', 'quiz on violations: 3 seconds, backcourt, travel', {
        token,
      });
      expect(start.aiMessage.content).toContain(
        '**Basketball quiz: violations, three seconds, backcourt and traveling** — 10 questions',
      );
      await answerAllRight(t, sessionId, 'basketball', 5, { token });
      const asked = await storedQuizQuestions(t, sessionId);
      expect(asked).toHaveLength(6);
      const onTopics = questionsOnTopics('basketball', ['violations', 'three-seconds', 'backcourt', 'traveling']);
      expect(onTopics.map((question) => question.question)).toEqual(expect.arrayContaining(asked));
      for (const topic of ['three-seconds', 'backcourt', 'traveling']) {
        const tagged = questionsOnTopics('basketball', [topic]).map((question) => question.question);
        expect(
          asked.some((question) => tagged.includes(question)),
          topic,
        ).toBe(true);
      }
    });

    it('asks only the topic when it has fewer than asked, and says how many there are', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      const onTopic = questionsOnTopics('golf', ['unplayable']).map((question) => question.question);
      expect(onTopic.length).toBeLessThan(15);
      const start = await send(t, sessionId, 'golf', 'give me 15 questions on unplayable lies', { token });
      expect(start.aiMessage.content).toContain(
        `My Golf question bank has only ${onTopic.length} questions on unplayable lie, so this quiz has ${onTopic.length} rather than filling it with other topics.`,
      );
      expect(start.aiMessage.content).toContain(`— ${onTopic.length} questions`);
      const end = await answerAllRight(t, sessionId, 'golf', onTopic.length, { token });
      expect(end.aiMessage.content).toContain(`You got ${onTopic.length} of ${onTopic.length} right`);
      expect((await storedQuizQuestions(t, sessionId)).sort()).toEqual([...onTopic].sort());
    });

    it('keeps a quiz on one part of a rule topic to that part and names the wider topic for more', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const sessionId = id21();
      const onTopic = questionsOnFocus('soccer', 'throw-ins').map((question) => question.question);
      expect(onTopic.length).toBeGreaterThan(0);
      expect(onTopic.length).toBeLessThan(questionsOnTopics('soccer', ['restarts']).length);
      const start = await send(t, sessionId, 'soccer', 'quiz my U12 team on throw-ins', { token });
      expect(start.aiMessage.content).toContain(
        `only ${onTopic.length} question${onTopic.length === 1 ? '' : 's'} on throw-ins, so this quiz has ${onTopic.length} rather than filling it with other topics. For more, ask for a quiz on restarts.`,
      );
      await answerAllRight(t, sessionId, 'soccer', onTopic.length, { token });
      expect(onTopic).toEqual(expect.arrayContaining(await storedQuizQuestions(t, sessionId)));
    });

    it('keeps an asked count within bounds and says so', async () => {
      const t = await buildTestApp(db.current);
      const { token } = await signUp(t);
      const reply = await send(t, id21(), 'soccer', 'give me 40 questions', { token });
      expect(reply.aiMessage.content).toContain('You asked for 40 questions; a quiz has 3 to 15, so this one has 15.');
      expect(reply.aiMessage.content).toContain('**Soccer quiz** — 15 questions');
      expect(reply.aiMessage.content).toContain('### Question 1 of 15');
    });

    it('lets a visitor play a quiz of the asked length to its end', async () => {
      const t = await buildTestApp(db.current);
      const visitor = { fingerprint: `fp_${id21()}` };
      const sessionId = id21();
      const start = await send(t, sessionId, 'soccer', 'a quick 3-question quiz on handball', visitor);
      expect(start.aiMessage.content).toContain('**Soccer quiz: handball** — 3 questions');
      const second = await send(t, sessionId, 'soccer', 'what was that again?', visitor);
      expect(second.aiMessage.content).toContain('### Question 1 of 3');
      const end = await answerAllRight(t, sessionId, 'soccer', 3, visitor);
      expect(end.aiMessage.content).toContain('You got 3 of 3 right');
      const handball = questionsOnTopics('soccer', ['handball']).map((question) => question.question);
      expect(handball).toEqual(expect.arrayContaining(await storedQuizQuestions(t, sessionId)));
    });
  });
});
