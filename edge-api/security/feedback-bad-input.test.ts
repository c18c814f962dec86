import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema } from '../../shared/contract/common';
import { FEEDBACK_TEXT_MAX_LENGTH, FeedbackSchema } from '../../shared/contract/feedback';
import { AUTH_HEADER } from '../../shared/contract/headers';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import { SyncPageSchema } from '../../shared/contract/sync';
import { chatMessage } from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb } from '../test/test-app';

// PUT /api/messages/:messageId/feedback refuses bad input with 400 `{ message, issues }` before
// anything is read or stored; the author's standing rating is exactly what it was afterwards.

const NUL = '\u0000';
const BadAnswerSchema = ErrorBodySchema.extend({ issues: z.array(z.unknown()).min(1) });
const db = useTestDb();

const BAD_BODIES: [string, unknown][] = [
  ['an empty object', {}],
  ['null', null],
  ['an array', [{ rating: 'up' }]],
  ['an unknown rating', { rating: 'meh' }],
  ['a numeric rating', { rating: 1 }],
  ['a boolean rating', { rating: true }],
  ['an unknown reason', { rating: 'down', reason: 'boring' }],
  ['a reason with a thumbs up', { rating: 'up', reason: 'wrong' }],
  ['a text with no rating', { rating: null, text: 'hm' }],
  ['a text too long', { rating: 'down', reason: 'other', text: 'x'.repeat(FEEDBACK_TEXT_MAX_LENGTH + 1) }],
  ['a text with NUL', { rating: 'down', reason: 'other', text: `bad${NUL}` }],
  ['a numeric text', { rating: 'down', text: 42 }],
  ['an unknown field', { rating: 'up', messageId: crypto.randomUUID() }],
  ['a user id', { rating: 'up', userId: crypto.randomUUID() }],
];

describe('reply feedback bad input', () => {
  it('refuses malformed bodies and message ids with 400 { message, issues } and changes nothing', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const sent = SendMessageResponseSchema.parse((await t.json('/api/messages', { token, body: chatMessage() })).body);
    const path = `/api/messages/${sent.aiMessage.id}/feedback`;
    const standing = await t.json(path, { method: 'PUT', token, body: { rating: 'down', reason: 'too_short' } });
    expect(standing.status).toBe(200);

    for (const [label, body] of BAD_BODIES) {
      t.clock.advance(1_000);
      const answer = await t.json(path, { method: 'PUT', token, body });
      expect(answer.status, label).toBe(400);
      expect(BadAnswerSchema.safeParse(answer.body).success, label).toBe(true);
    }
    for (const messageId of ['not-a-uuid', '1', `${sent.aiMessage.id}x`, "' or 1=1 --"]) {
      const answer = await t.json(`/api/messages/${encodeURIComponent(messageId)}/feedback`, {
        method: 'PUT',
        token,
        body: { rating: 'up' },
      });
      expect(answer.status, messageId).toBe(400);
      expect(BadAnswerSchema.safeParse(answer.body).success, messageId).toBe(true);
    }
    const notJson = await t.app.request(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
      body: '{"rating":',
    });
    expect(notJson.status).toBe(400);

    const page = SyncPageSchema.parse((await t.json('/api/sync', { token })).body);
    expect(page.feedback).toEqual([FeedbackSchema.parse(standing.body)]);
  });
});
