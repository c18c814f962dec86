import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { PlaycallerDb } from './database';

const databases: Dexie[] = [];
function freshDb(name: string) {
  const database = new PlaycallerDb(name);
  databases.push(database);
  return database;
}
afterEach(async () => {
  for (const database of databases.splice(0)) await database.delete();
});

describe('the Dexie schema', () => {
  it('upgrades a version 1 database to the current version keeping its data', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const legacy = new Dexie(name);
    legacy.version(1).stores({
      sessions: 'sessionId, [ownerKey+updatedAt]',
      messages: 'key, [sessionId+timestamp], serverId',
      prefs: 'key',
    });
    await legacy.table('prefs').put({ key: 'sport', value: 'golf' });
    await legacy.table('messages').put({ key: 'k1', sessionId: 'S', timestamp: 1, content: 'kept', status: 'sending' });
    legacy.close();

    const upgraded = freshDb(name);
    expect((await upgraded.prefs.get('sport'))?.value).toBe('golf');
    expect((await upgraded.messages.get('k1'))?.content).toBe('kept');
    expect(await upgraded.outbox.count()).toBe(0);
    expect((await upgraded.messages.where('status').equals('sending').toArray()).map((row) => row.key)).toEqual(['k1']);
    expect(await upgraded.playbook.count()).toBe(0);
    expect(await upgraded.feedback.count()).toBe(0);
    expect(await upgraded.feedbackOps.count()).toBe(0);
    expect(await upgraded.chatOps.count()).toBe(0);
    expect(await upgraded.games.count()).toBe(0);
    expect(upgraded.verno).toBe(8);
  });
});
