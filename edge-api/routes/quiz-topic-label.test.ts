import { describe, expect, it } from 'vitest';
import type { Sport } from '../../shared/constants';
import { knowledgeOf } from '../providers/coach/knowledge/knowledge-base';
import { questionsOnTopics } from '../services/quiz-topics';
import { id21 } from '../test/chat-fixtures';
import { sendQuizMessage, storedQuizQuestions } from '../test/quiz-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

/** Prints the whole quiz at once, so every question it picked is stored by the one reply. */
async function sheetOf(t: TestApp, sport: Sport, message: string) {
  const { token } = await signUp(t);
  const sessionId = id21();
  const reply = await sendQuizMessage(t, sessionId, sport, `${message}, answer key at the end`, token);
  return { text: reply.aiMessage.content, asked: await storedQuizQuestions(t, sessionId) };
}

const onTopic = (sport: Sport, id: string) =>
  new Set(questionsOnTopics(sport, [id]).map((question) => question.question));

describe('a quiz asked on a topic in loose words is on that topic, under its own name', () => {
  const db = useTestDb();

  it('reads a misspelt topic and honours the count asked', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'baseball', 'give me 4 qs on the infeild fly');
    expect(text).toContain('**Baseball quiz: infield fly**');
    expect(asked).toHaveLength(4);
    const tagged = onTopic('baseball', 'infield-fly');
    expect(asked.every((question) => tagged.has(question))).toBe(true);
  });

  it('titles the quiz by its topic, not by who it is for, and asks the level that audience implies', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'soccer', '5 questions about the offside law for a ref course');
    expect(text).toContain('**Soccer quiz: offside**');
    expect(text).not.toMatch(/quiz: offside (?:law|for)/);
    const tagged = onTopic('soccer', 'offside');
    expect(asked.every((question) => tagged.has(question))).toBe(true);
  });

  it('asks the corners and goal kicks asked for, first question first, never the rest of the restarts', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'soccer', 'quiz on corners and goal kicks, 4 questions');
    expect(text).toContain('**Soccer quiz: corners, goal kicks**');
    expect(asked).toHaveLength(4);
    const bank = new Set(knowledgeOf('soccer').quiz.map((question) => question.question));
    expect(bank.has(asked[0]!)).toBe(true);
    expect(asked.every((question) => /corner|goal kick/i.test(question))).toBe(true);
  });

  it('spells the title as the sport does and asks zone defense questions first', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'basketball', 'test me on zone defences, 3 questions');
    expect(text).toContain('**Basketball quiz: zone defenses**');
    expect(asked).toHaveLength(3);
    expect(asked.every((question) => /zone|box-and-one|triangle-and-two/i.test(question))).toBe(true);
  });
});
