import { describe, expect, it } from 'vitest';
import { GameListSchema, GameSchema } from '../../shared/contract/games';
import { ShareLinkSchema } from '../../shared/contract/shares';
import { SyncPageSchema } from '../../shared/contract/sync';
import { FINGERPRINT_HEADER } from '../../shared/contract/headers';
import { fingerprint } from '../test/chat-fixtures';
import { gameBody } from '../test/game-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

// Nobody but the owner reads, edits, deletes or shares a logged game. Every caller who is not the
// owner tries every game route with the owner's game id; each attempt is refused (401 for a visitor
// or a bad token, 404 for another account, the same as an id that does not exist) or answers the
// caller's own empty log, and no answer holds anything of the owner's game.

async function ownerWithGame(t: TestApp) {
  const owner = await signUp(t);
  const marker = `Rivals ${crypto.randomUUID()}`;
  const game = gameBody({ opponent: marker });
  expect((await t.json('/api/games', { token: owner.token, body: game })).status).toBe(201);
  return { ...owner, game, marker };
}

interface Caller {
  name: string;
  token?: string;
  headers?: Record<string, string>;
  signedIn: boolean;
}

describe('game log access control', () => {
  const db = useTestDb();

  it("refuses every game route to anyone but the owner and never shows the owner's game", async () => {
    const t = await buildTestApp(db.current);
    const owner = await ownerWithGame(t);
    const other = await signUp(t);
    const callers: Caller[] = [
      { name: 'a visitor', signedIn: false },
      { name: 'a visitor with a fingerprint', headers: { [FINGERPRINT_HEADER]: fingerprint() }, signedIn: false },
      { name: 'a forged token', token: 'forged.token.value', signedIn: false },
      { name: 'another account', token: other.token, signedIn: true },
    ];
    const id = owner.game.id;
    for (const caller of callers) {
      const ask = (path: string, init: { method?: string; body?: unknown } = {}) =>
        t.json(path, { ...init, token: caller.token, headers: caller.headers });
      const answers = {
        list: await ask('/api/games'),
        patch: await ask(`/api/games/${id}`, { method: 'PATCH', body: { opponent: 'Hijacked' } }),
        remove: await ask(`/api/games/${id}`, { method: 'DELETE' }),
        share: await ask('/api/shares', { body: { kind: 'game', target: id } }),
        sync: await ask('/api/sync'),
        // Posting the owner's id starts the caller's own game, never answers the owner's.
        start: await ask('/api/games', { body: { ...gameBody({ id }), opponent: 'Mine' } }),
      };
      for (const [label, answer] of Object.entries(answers)) {
        expect(JSON.stringify(answer.body), `${caller.name}: ${label}`).not.toContain(owner.marker);
        expect(JSON.stringify(answer.body), `${caller.name}: ${label}`).not.toContain(owner.email);
      }
      if (!caller.signedIn) {
        for (const [label, answer] of Object.entries(answers))
          expect(answer.status, `${caller.name}: ${label}`).toBe(401);
        continue;
      }
      expect(GameListSchema.parse(answers.list.body).games).toEqual([]);
      expect(answers.patch.status).toBe(404);
      expect(answers.remove.status).toBe(404);
      expect(answers.share.status).toBe(404);
      expect(SyncPageSchema.parse(answers.sync.body).games).toEqual([]);
      expect(answers.start.status).toBe(201);
      expect(GameSchema.parse(answers.start.body).opponent).toBe('Mine');
    }
    // The owner's game is as it was.
    const mine = GameListSchema.parse((await t.json('/api/games', { token: owner.token })).body).games;
    expect(mine.map((game) => [game.id, game.opponent])).toEqual([[id, owner.marker]]);
  });

  it('answers a foreign id exactly as an id that never existed', async () => {
    const t = await buildTestApp(db.current);
    const owner = await ownerWithGame(t);
    const other = await signUp(t);
    const foreign = await t.json(`/api/games/${owner.game.id}`, {
      method: 'PATCH',
      token: other.token,
      body: { opponent: 'x' },
    });
    const unknown = await t.json(`/api/games/${gameBody().id}`, {
      method: 'PATCH',
      token: other.token,
      body: { opponent: 'x' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
  });

  it("shows a shared game's log to anyone with the link, without the account behind it", async () => {
    const t = await buildTestApp(db.current);
    const owner = await ownerWithGame(t);
    const link = ShareLinkSchema.parse(
      (await t.json('/api/shares', { token: owner.token, body: { kind: 'game', target: owner.game.id } })).body,
    );
    const opened = await t.json(`/api/shares/${link.id}`);
    expect(opened.status).toBe(200);
    const text = JSON.stringify(opened.body);
    expect(text).toContain(owner.marker);
    for (const secret of [owner.email, owner.username, String(owner.user.id), owner.token])
      expect(text).not.toContain(secret);
  });
});
