import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import type { Sport } from '../../shared/constants';
import { quizQuestions, quizzes } from '../db/schema';
import type { TestApp } from './test-app';

/** Sends a message in Quiz Mode as a signed-in user and returns the parsed reply. */
export async function sendQuizMessage(t: TestApp, sessionId: string, sport: Sport, content: string, token: string) {
  const response = await t.json('/api/messages', {
    body: {
      content,
      role: 'user',
      sessionId,
      personalityMode: 'quizMaster',
      sportType: sport,
      clientMessageId: crypto.randomUUID(),
    },
    token,
  });
  expect(response.status).toBe(200);
  return SendMessageResponseSchema.parse(response.body);
}

/** The questions a chat's quizzes stored, in the order they were asked. */
export async function storedQuizQuestions(t: TestApp, sessionId: string): Promise<string[]> {
  const rows = await t.deps.db
    .select({ question: quizQuestions.question })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(eq(quizzes.sessionId, sessionId))
    .orderBy(quizQuestions.sequence);
  return rows.map((row) => row.question);
}
