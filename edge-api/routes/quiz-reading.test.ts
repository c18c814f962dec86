import { describe, expect, it } from 'vitest';
import type { Sport } from '../../shared/constants';
import { claimOf } from '../../shared/quiz-text';
import { questionsOnFocus, questionsOnTopics } from '../services/quiz-topics';
import { id21 } from '../test/chat-fixtures';
import { sendQuizMessage, storedQuizQuestions } from '../test/quiz-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

/** The whole quiz at once, so every question it picked is stored by the one reply. */
async function sheetOf(t: TestApp, sport: Sport, message: string) {
  const { token } = await signUp(t);
  const sessionId = id21();
  const reply = await sendQuizMessage(t, sessionId, sport, `${message}, answer key at the end`, token);
  const asked = (await storedQuizQuestions(t, sessionId)).map((stored) => claimOf(stored).question);
  return { text: reply.aiMessage.content, asked };
}

const texts = (questions: readonly { question: string }[]) => questions.map((question) => question.question);

describe('a quiz reads the topic a request means, not only the words it uses', () => {
  const db = useTestDb();

  it('quizzes a known topic asked with words for a part of it, saying so in one line', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'basketball', 'can u quiz me on the 3-2 zone slides pls');
    expect(text).not.toMatch(/nothing on/);
    expect(text).toContain("aren't split by slides");
    expect(text).toContain('**Basketball quiz: 3-2 zone**');
    expect(texts(questionsOnFocus('basketball', '3-2 zone'))).toContain(asked[0]);
  });

  it('reads a rules question put as a moment of play as the rules area it names', async () => {
    const t = await buildTestApp(db.current);
    const soccer = await sheetOf(
      t,
      'soccer',
      'quiz me on what happens if our fullback boots it out of play deliberately',
    );
    expect(soccer.text).not.toMatch(/nothing on/);
    expect(soccer.text).toContain('**Soccer quiz: restarts**');
    expect(texts(questionsOnTopics('soccer', ['restarts']))).toContain(soccer.asked[0]);

    const basketball = await sheetOf(t, 'basketball', 'test me on when a moving screen gets called, 4 questions');
    expect(basketball.text).toContain('**Basketball quiz: fouls**');
    expect(texts(questionsOnTopics('basketball', ['fouls']))).toEqual(expect.arrayContaining(basketball.asked));
  });

  it('never asks a question framed on another rule book in a quiz on one level of the game', async () => {
    const t = await buildTestApp(db.current);
    const basketball = await sheetOf(t, 'basketball', 'hs rules quiz for my varsity guys, 8 questions');
    expect(basketball.text).toContain('**Basketball quiz: NFHS high school rules**');
    expect(basketball.asked).toHaveLength(8);
    for (const question of basketball.asked) expect(question).not.toMatch(/\b(?:NBA|FIBA|NCAA|WNBA)\b/);

    const baseball = await sheetOf(t, 'baseball', 'give me 10 questions on little league rules');
    for (const question of baseball.asked) expect(question).not.toMatch(/\bMLB\b/);

    const football = await sheetOf(t, 'football', 'quiz me on pass interference under college rules');
    expect(football.text).toContain('**Football quiz: pass interference under NCAA college rules**');
    for (const question of football.asked) expect(question).not.toMatch(/\b(?:NFL|NFHS)\b/);
  });

  it('keeps a broad topic as the quiz when items after it only steer it', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(
      t,
      'football',
      'quiz me on pass interference, especially stuff like uncatchable balls and when it starts',
    );
    expect(text).toContain('**Football quiz: pass interference** —');
    expect(texts(questionsOnTopics('football', ['pass-interference']))).toContain(asked[0]);
  });

  it('titles a listed quiz from the topics, never from an age range or a catch-all', async () => {
    const t = await buildTestApp(db.current);
    const { text } = await sheetOf(t, 'baseball', 'quiz me on force plays for 9-10 year olds, tag ups, all of it');
    const title = /\*\*(Baseball quiz[^*]*)\*\*/.exec(text)?.[1] ?? '';
    expect(title).toMatch(/force/);
    expect(title).not.toMatch(/\d-|all of it|year/);
  });

  it('says where to look for a live thing asked as a quiz topic, never that the notes lack it', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const seeds = await sendQuizMessage(t, id21(), 'tennis', 'quiz me on the current seedings at the open', token);
    expect(seeds.aiMessage.content).toMatch(/^I can't see an event's entries, spots or draw/);
    const hurt = await sendQuizMessage(t, id21(), 'basketball', "test me on who's hurt going into the playoffs", token);
    expect(hurt.aiMessage.content).toMatch(/^I have no injury reports or lineups/);
    expect(hurt.aiMessage.content).not.toMatch(/nothing on/);
  });
});
