import { describe, expect, it } from 'vitest';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import { chatMessage as message, fingerprint } from '../test/chat-fixtures';
import { buildTestApp, useTestDb } from '../test/test-app';

describe('the coach reads dates from the app clock', () => {
  const db = useTestDb();

  it('counts "by August" from the day the server received the message', async () => {
    const t = await buildTestApp(db.current);
    const ask = async () => {
      const body = message({
        browserFingerprint: fingerprint(),
        personalityMode: 'personalTrainer',
        content: 'I weigh 180 lb and want to put on 10 lb by August',
      });
      const response = await t.json('/api/messages', { body });
      expect(response.status).toBe(200);
      return SendMessageResponseSchema.parse(response.body).aiMessage.content;
    };
    t.clock.set(new Date('2027-03-01T12:00:00Z'));
    expect(await ask()).toMatch(/^A 22-week Football program to build muscle/);
    t.clock.set(new Date('2027-06-01T12:00:00Z'));
    expect(await ask()).toMatch(/^A 9-week Football program to build muscle/);
  });
});
