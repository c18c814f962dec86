import { describe, expect, it } from 'vitest';
import type { CoachRequest } from '../coach-provider';
import { createBuiltinCoach, NOTHING_NEW_REPLY } from './builtin-coach';

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

describe('builtin coach regenerating a reply', () => {
  const decision: CoachRequest = {
    mode: 'gameOnTheLine',
    sport: 'football',
    history: [],
    message: '4th and 2 at their 40, down 3, 5 minutes left in the 4th: go for it or punt?',
  };

  it('gives the next-best different answer, and charges for it', async () => {
    let nothingNew = 0;
    const onNothingNew = () => (nothingNew += 1);
    const first = await text({ ...ask, attempt: 0, onNothingNew });
    const second = await text({ ...ask, attempt: 1, onNothingNew });
    expect(second).not.toBe(first);
    expect(second).not.toBe(NOTHING_NEW_REPLY);
    expect(nothingNew).toBe(0);
  });

  it('says it has nothing new when every answer was given, and asks not to be charged', async () => {
    let nothingNew = 0;
    const onNothingNew = () => (nothingNew += 1);
    const first = await text({ ...decision, attempt: 0, onNothingNew });
    expect(first).not.toBe(NOTHING_NEW_REPLY);
    expect(await text({ ...decision, attempt: 1, onNothingNew })).toBe(NOTHING_NEW_REPLY);
    expect(nothingNew).toBe(1);
  });

  it('continues a regenerated reply from its own text, not the first answer', async () => {
    const second = await text({ ...ask, attempt: 1 });
    const partial = second.slice(0, Math.floor(second.length / 2));
    // Continuing counts both finished replies before it.
    expect(partial + (await text({ ...ask, partial, attempt: 2 }))).toBe(second);
  });
});
