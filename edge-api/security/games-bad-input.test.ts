import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema } from '../../shared/contract/common';
import {
  GAME_MAX_DECISIONS,
  GAME_MAX_EVENTS,
  GAME_NOTE_MAX_LENGTH,
  GAME_OPPONENT_MAX_LENGTH,
  GameListSchema,
} from '../../shared/contract/games';
import { games } from '../db/schema';
import { id21 } from '../test/chat-fixtures';
import { fourthDown, gameBody } from '../test/game-fixtures';
import { buildTestApp, signUp, useTestDb } from '../test/test-app';

// Every game route refuses bad input with 400 `{ message, issues }` before anything is read or
// stored: wrong types, too long, NUL, unknown fields, malformed ids and dates, impossible taps.
// The owner's game is what it was afterwards.

const NUL = '\u0000';
const BadAnswerSchema = ErrorBodySchema.extend({ issues: z.array(z.unknown()).min(1) });
const AT = '2026-11-20T19:00:00.000Z';

const withField = (field: string, value: unknown) => ({ ...gameBody(), [field]: value });
const withDecision = (decision: Record<string, unknown>) => withField('decisions', [{ ...fourthDown(), ...decision }]);
const withEvent = (event: Record<string, unknown>) =>
  withField('events', [{ kind: 'touchdown', team: 'us', seconds: null, at: AT, ...event }]);

const BAD_BODIES: [string, unknown][] = [
  ['an empty object', {}],
  ['an array', [gameBody()]],
  ['null', null],
  ['a numeric id', withField('id', 123)],
  ['a short id', withField('id', 'abc')],
  ['an id that is a path', withField('id', '../../../../etc/passwd')],
  ['a missing opponent', { ...gameBody(), opponent: undefined }],
  ['a blank opponent', withField('opponent', '   ')],
  ['an opponent too long', withField('opponent', 'x'.repeat(GAME_OPPONENT_MAX_LENGTH + 1))],
  ['an opponent with NUL', withField('opponent', `Central${NUL}`)],
  ['a date that is not one', withField('playedOn', 'next friday')],
  ['a date with a time', withField('playedOn', '2026-11-20T19:00:00Z')],
  ['an impossible date', withField('playedOn', '2026-02-30')],
  ['an unknown level', withField('level', 'nfl')],
  ['a sport without a game log', withField('sport', 'soccer')],
  ['quarters too long', withField('quarterMinutes', 60)],
  ['fractional quarters', withField('quarterMinutes', 12.5)],
  ['events as a string', withField('events', 'touchdown')],
  ['an unknown event', withEvent({ kind: 'fumble' })],
  ['an event for a third team', withEvent({ team: 'refs' })],
  ['a clock past the quarter', withEvent({ kind: 'clock', seconds: 100_000 })],
  ['a negative clock', withEvent({ kind: 'clock', seconds: -1 })],
  ['an event without a time', withEvent({ at: 'later' })],
  ['an event with an unknown field', withEvent({ points: 99 })],
  [
    'too many events',
    withField(
      'events',
      Array.from({ length: GAME_MAX_EVENTS + 1 }, () => ({ kind: 'timeout', team: 'us', seconds: null, at: AT })),
    ),
  ],
  ['a decision of an engine the log does not keep', withDecision({ engine: 'stolen_base' })],
  ['a decision of an unknown engine', withDecision({ engine: 'drop_table' })],
  ['a decision with a malformed id', withDecision({ id: 'x' })],
  [
    'two decisions with one id',
    withField('decisions', [fourthDown({ id: 'a'.repeat(21) }), fourthDown({ id: 'a'.repeat(21) })]),
  ],
  ['a decision whose inputs are objects', withDecision({ inputs: { yardsToGo: { $gt: 1 } } })],
  [
    'a decision with too many inputs',
    withDecision({ inputs: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i])) }),
  ],
  ['a decision with an input too long', withDecision({ inputs: { level: 'x'.repeat(41) } })],
  ['a decision with an unknown outcome', withDecision({ outcome: 'touchdown' })],
  ['a call with NUL', withDecision({ call: `Go${NUL}` })],
  ['a note too long', withDecision({ note: 'x'.repeat(GAME_NOTE_MAX_LENGTH + 1) })],
  ['a period past overtime', withDecision({ period: 99 })],
  ['a negative score', withDecision({ ourScore: -7 })],
  [
    'too many decisions',
    withField(
      'decisions',
      Array.from({ length: GAME_MAX_DECISIONS + 1 }, () => fourthDown()),
    ),
  ],
  ['an unknown field', withField('ownerId', 'someone')],
];

describe('game routes refuse bad input', () => {
  const db = useTestDb();

  it('answers every bad start, change and id with 400 { message, issues } and stores nothing', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const kept = gameBody();
    expect((await t.json('/api/games', { token, body: kept })).status).toBe(201);
    const [before] = await t.deps.db.select({ count: count() }).from(games);

    const attempts: [string, string, string, unknown][] = [
      ...BAD_BODIES.map(([label, body]): [string, string, string, unknown] => [
        `POST ${label}`,
        'POST',
        '/api/games',
        body,
      ]),
      ...BAD_BODIES.filter(([label]) => !/id|empty object|array|null|missing|sport|unknown field/.test(label)).map(
        ([label, body]): [string, string, string, unknown] => {
          const { id: _id, sport: _sport, ...patch } = body as Record<string, unknown>;
          return [`PATCH ${label}`, 'PATCH', `/api/games/${kept.id}`, patch];
        },
      ),
      ['PATCH nothing', 'PATCH', `/api/games/${kept.id}`, {}],
      ['PATCH an id field', 'PATCH', `/api/games/${kept.id}`, { id: id21() }],
      ['PATCH a malformed id', 'PATCH', '/api/games/not-an-id', { opponent: 'x' }],
      ['PATCH an id with NUL', 'PATCH', `/api/games/${id21().slice(0, 20)}%00`, { opponent: 'x' }],
      ['DELETE a malformed id', 'DELETE', '/api/games/..%2F..%2Fusers', undefined],
    ];
    for (const [label, method, path, body] of attempts) {
      const answer = await t.json(path, { method, token, body });
      expect(answer.status, label).toBe(400);
      expect(BadAnswerSchema.safeParse(answer.body).success, label).toBe(true);
    }

    const malformed = await t.app.request('/api/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: '{"id": ',
    });
    expect(malformed.status).toBe(400);

    const [after] = await t.deps.db.select({ count: count() }).from(games);
    expect(after?.count).toBe(before?.count);
    const list = GameListSchema.parse((await t.json('/api/games', { token })).body).games;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ opponent: kept.opponent, playedOn: kept.playedOn, level: kept.level });
    expect(list[0]!.decisions).toHaveLength(1);
  });

  it('takes a game with as many taps and decisions as one game may hold, inside the body limit', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = gameBody({
      events: Array.from({ length: GAME_MAX_EVENTS }, () => ({ kind: 'clock', team: null, seconds: 600, at: AT })),
      decisions: Array.from({ length: GAME_MAX_DECISIONS }, () =>
        fourthDown({ note: 'n'.repeat(GAME_NOTE_MAX_LENGTH) }),
      ),
    });
    const answer = await t.json('/api/games', { token, body });
    expect(answer.status).toBe(201);
  });

  it('stores half a surrogate pair in a note as the replacement character, as a text column would', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = gameBody({ decisions: [fourthDown({ note: 'Bad snap \uD83D' })] });
    const answer = await t.json('/api/games', { token, body });
    expect(answer.status).toBe(201);
    const list = GameListSchema.parse((await t.json('/api/games', { token })).body).games;
    expect(list[0]!.decisions[0]!.note).toBe('Bad snap \uFFFD');
  });
});
