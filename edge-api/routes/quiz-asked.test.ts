import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../../shared/constants';
import { quizzes } from '../db/schema';
import { knowledgeOf } from '../providers/coach/knowledge/knowledge-base';
import { levelOf, questionsOnFocus, questionsOnTopics, ruleTopicIdsOf } from '../services/quiz-topics';
import { id21 } from '../test/chat-fixtures';
import { sendQuizMessage, storedQuizQuestions } from '../test/quiz-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

const send = sendQuizMessage;
const storedQuestions = storedQuizQuestions;

/** Prints the whole quiz at once, so every question it picked is stored by the one reply. */
async function sheetOf(t: TestApp, sport: Sport, message: string) {
  const { token } = await signUp(t);
  const sessionId = id21();
  const reply = await send(t, sessionId, sport, `${message}, answer key at the end`, token);
  return { text: reply.aiMessage.content, asked: await storedQuestions(t, sessionId), sessionId };
}

const levelsOf = (sport: Sport, texts: string[]) =>
  texts.map((text) => levelOf(knowledgeOf(sport).quiz.find((question) => question.question === text)!));

describe('a quiz keeps to what was asked of it', () => {
  const db = useTestDb();

  it('asks about each item a request lists when no one topic covers them all', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'golf', '4 questions for my nephew, words like birdie, bogey, eagle');
    expect(text).not.toMatch(/nothing on/);
    expect(asked).toHaveLength(4);
    const onTheList = questionsOnFocus('golf', 'birdie, bogey, eagle').map((question) => question.question);
    expect(asked.every((question) => onTheList.includes(question))).toBe(true);
  });

  it('asks about the items a request lists after a broad topic, not the rest of that topic', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(
      t,
      'basketball',
      'quiz me on zone defenses, 2-3 zone vs 1-3-1 zone, 4 questions',
    );
    expect(text).toContain('**Basketball quiz: 2-3 zone, 1-3-1 zone**');
    const onTheList = questionsOnFocus('basketball', '2-3 zone, 1-3-1 zone').map((question) => question.question);
    expect(asked).toHaveLength(4);
    expect(asked.every((question) => onTheList.includes(question))).toBe(true);
  });

  it('asks only easy questions of a young team, and says the level in its intro', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'soccer', 'quiz for my under-9s with 4 questions');
    expect(text).toContain('4 easy questions');
    expect(asked).toHaveLength(4);
    expect(levelsOf('soccer', asked)).toEqual(['easy', 'easy', 'easy', 'easy']);
  });

  it('asks the hard questions of a whole-sport quiz first when an expert level is asked', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'football', 'give me 6 advanced questions');
    expect(text).toContain('**Football quiz** — 6 hard questions');
    expect(levelsOf('football', asked)).toEqual(Array(6).fill('hard'));
  });

  it('says how many questions of the level the topic has, and asks those first', async () => {
    const t = await buildTestApp(db.current);
    const onTopic = questionsOnTopics('golf', ['penalty-areas']);
    const hard = onTopic.filter((question) => levelOf(question) === 'hard').length;
    expect(hard).toBeLessThan(5);
    const { text, asked } = await sheetOf(t, 'golf', 'referee-level quiz on penalty areas, 5 questions');
    const bank = 'My Golf question bank';
    expect(text).toContain(
      hard === 0
        ? `${bank} has no hard questions on penalty areas, so these are medium ones, the nearest level.`
        : `${bank} has ${hard} hard question`,
    );
    const levels = asked.map((text) => levelOf(onTopic.find((question) => question.question === text)!));
    expect(levels.slice(0, hard)).toEqual(Array(hard).fill('hard'));
    expect(levels.slice(hard)).not.toContain('easy');
  });

  it('builds questions from the concept when the bank has none on a topic in words', async () => {
    const t = await buildTestApp(db.current);
    const pool = questionsOnFocus('tennis', 'serve and volley').map((question) => question.question);
    expect(pool.length).toBeGreaterThanOrEqual(3);
    const { text, asked } = await sheetOf(t, 'tennis', 'quiz me on serve and volley, 3 questions');
    expect(text).toContain('**Tennis quiz: serve and volley** — 3 questions');
    expect(pool).toEqual(expect.arrayContaining(asked));
    expect(text).not.toContain('closest');
  });

  it('says in one line that nothing covers a topic and offers the nearest ones, starting no quiz', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const sessionId = id21();
    const reply = await send(t, sessionId, 'baseball', 'quiz me on the dead-ball era', token);
    const text = reply.aiMessage.content;
    expect(text).toMatch(
      /^My Baseball questions and notes have nothing on dead-ball era, so I won't quiz you on another topic in its place\. The nearest I can quiz you on: “quiz me on history and records”, .+; or press Start Quiz for a mixed one\.$/,
    );
    expect(text).not.toContain('### Question');
    expect(reply.quiz).toEqual({ askedSequence: null, graded: null });
    expect(await t.deps.db.select().from(quizzes).where(eq(quizzes.sessionId, sessionId))).toEqual([]);

    const offered = await send(t, sessionId, 'baseball', 'quiz me on history and records', token);
    expect(offered.aiMessage.content).toContain('**Baseball quiz: history and records**');
  });

  it('never stands another formation in for the one asked', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const reply = await send(t, id21(), 'football', 'quiz me on the wildcat formation', token);
    expect(reply.aiMessage.content).toContain('have nothing on wildcat formation');
    expect(reply.aiMessage.content).toMatch(/“quiz me on [a-z-]*formation”/);
    expect(reply.aiMessage.content).not.toContain('### Question');
  });

  it('reads a bare count and keeps a quiz on an era of the sport to its history questions', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const sessionId = id21();
    const reply = await send(t, sessionId, 'basketball', 'hit me with 4 on the 1960s', token);
    expect(reply.aiMessage.content).toContain('**Basketball quiz: history and records** — 4 questions');
    expect(reply.aiMessage.content).toContain('### Question 1 of 4');
    const history = questionsOnTopics('basketball', ['history']).map((question) => question.question);
    expect(history).toEqual(expect.arrayContaining(await storedQuestions(t, sessionId)));
  });

  it('keeps a quiz on the rules in general to the rule topics, the hard ones first for officials', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'tennis', 'a rules quiz for our line judges, official-level, 4 questions');
    expect(text).toContain('**Tennis quiz: the rules**');
    const rules = questionsOnTopics('tennis', ruleTopicIdsOf('tennis'));
    expect(rules.map((question) => question.question)).toEqual(expect.arrayContaining(asked));
    const hard = rules.filter((question) => levelOf(question) === 'hard').length;
    const levels = asked.map((text) => levelOf(rules.find((question) => question.question === text)!));
    expect(levels.slice(0, Math.min(hard, 4))).toEqual(Array(Math.min(hard, 4)).fill('hard'));
  });

  it('keeps the true-or-false form and only the topic when it has fewer than asked, saying how many', async () => {
    const t = await buildTestApp(db.current);
    const balks = questionsOnTopics('baseball', ['balks']).map((question) => question.question);
    expect(balks.length).toBeLessThan(15);
    const { text, asked } = await sheetOf(t, 'baseball', '15 true/false questions about balks');
    expect(text).toContain(
      `has only ${balks.length} questions on balks, so this quiz has ${balks.length} rather than filling it with other topics`,
    );
    expect(text).toContain(`— ${balks.length} true-or-false questions`);
    expect(asked).toHaveLength(balks.length);
    expect(text.match(/\*\*True or false:\*\*/g)).toHaveLength(balks.length);
    const bare = asked.map((question) => question.split('\n\nClaimed answer: ')[0]!);
    expect(bare.sort()).toEqual([...balks].sort());
  });

  it('asks game situations on the topic when scenarios are asked for', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'basketball', 'send us 5 late-game scenarios for our guards');
    expect(text).not.toMatch(/nothing on|nearest I can/);
    expect(asked).toHaveLength(5);
    const bank = knowledgeOf('basketball').quiz;
    for (const question of asked) {
      const stored = bank.find((entry) => entry.question === question)!;
      expect(stored.scenario, question).toBe(true);
      expect(stored.topics, question).toContain('end-of-game');
    }
  });

  it('puts scenario questions first in a quiz on a rule topic, and says how many there are', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'soccer', 'a situational quiz on fouls and cards, 4 questions');
    const onTopic = questionsOnTopics('soccer', ['fouls-cards']);
    const scenarios = onTopic.filter((question) => question.scenario).map((question) => question.question);
    expect(scenarios.length).toBeGreaterThan(0);
    expect(scenarios.length).toBeLessThan(4);
    expect(text).toContain(`has ${scenarios.length} game-situation question`);
    expect(asked.slice(0, scenarios.length).sort()).toEqual([...scenarios].sort());
  });

  it('keeps a quiz on one part of a broad rule topic to that part first', async () => {
    const t = await buildTestApp(db.current);
    const { text, asked } = await sheetOf(t, 'soccer', 'quiz my under-8s on throw-ins, 3 questions');
    expect(text).toContain('**Soccer quiz: throw-ins** — 3');
    for (const question of asked) expect(question).toMatch(/throw-in/i);
  });

  it('reads the level said alone between commas, and a kind word after a topic', async () => {
    const t = await buildTestApp(db.current);
    const { text } = await sheetOf(t, 'baseball', 'quiz me on cutoff situations, tough, 3 questions');
    expect(text).not.toMatch(/nothing on/);
    expect(text).toContain('**Baseball quiz: cutoff situations** — 3');
    const hard = await sheetOf(t, 'golf', 'quiz on penalty areas, hard, 3 questions');
    expect(hard.text).toMatch(/hard question|3 hard questions/);
  });

  it('reads a level and a topic in a follow-up that names no quiz', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const sessionId = id21();
    const reply = await send(t, sessionId, 'baseball', 'simpler ones for my 8-year-olds about the infield fly', token);
    expect(reply.aiMessage.content).toContain('**Baseball quiz: infield fly**');
    expect(reply.aiMessage.content).toContain('### Question 1 of');
  });
});
