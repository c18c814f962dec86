import { describe, expect, it } from 'vitest';
import type { CoachRequest } from '../coach-provider';
import { createBuiltinCoach } from './builtin-coach';

const ask: CoachRequest = { mode: 'comprehensiveCoach', sport: 'football', history: [], message: 'What is cover 3?' };

async function text(request: CoachRequest): Promise<string> {
  let reply = '';
  for await (const piece of createBuiltinCoach().reply(request)) reply += piece;
  return reply;
}

describe('builtin coach continuing a reply', () => {
  it('writes exactly what follows the text so far, so together they make the whole reply', async () => {
    const whole = await text(ask);
    const partial = whole.slice(0, Math.floor(whole.length / 3));
    const rest = await text({ ...ask, partial });
    expect(rest.length).toBeGreaterThan(0);
    expect(partial + rest).toBe(whole);
  });

  it('follows a partial it did not write with its whole reply, after a blank line', async () => {
    const whole = await text(ask);
    expect(await text({ ...ask, partial: 'Something else entirely' })).toBe(`\n\n${whole}`);
  });
});
