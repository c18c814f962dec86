import { describe, expect, it } from 'vitest';
import type { LocalSession } from '../../local/database';
import { groupChats } from './history-groups';

const at = (iso: string) => new Date(iso).getTime();

function chat(sessionId: string, updatedAt: string, pinned = false): LocalSession {
  return {
    sessionId,
    ownerKey: 'user:a',
    title: sessionId,
    sport: 'soccer',
    mode: 'gameOnTheLine',
    createdAt: 0,
    updatedAt: at(updatedAt),
    pinned,
  };
}

const summary = (groups: ReturnType<typeof groupChats>) =>
  groups.map((group) => [group.label, group.sessions.map((s) => s.sessionId)]);

describe('grouping the history list', () => {
  // Local time throughout, so the test holds in any time zone the suite runs in.
  const now = at('2026-11-23T10:00:00');

  it('puts pinned chats first, then Today, Yesterday, Previous 7 days and months, newest first', () => {
    const groups = groupChats(
      [
        chat('october', '2026-10-31T23:59:00'),
        chat('today-early', '2026-11-23T00:00:01'),
        chat('yesterday-late', '2026-11-22T23:59:59'),
        chat('pinned-old', '2025-01-05T12:00:00', true),
        chat('week', '2026-11-16T08:00:00'),
        chat('eight-days', '2026-11-15T23:00:00'),
        chat('today-late', '2026-11-23T09:59:00'),
        chat('pinned-new', '2026-11-23T09:00:00', true),
        chat('january', '2025-01-05T12:00:00'),
      ],
      now,
      'en-US',
    );
    expect(summary(groups)).toEqual([
      ['Pinned', ['pinned-new', 'pinned-old']],
      ['Today', ['today-late', 'today-early']],
      ['Yesterday', ['yesterday-late']],
      ['Previous 7 days', ['week']],
      ['November 2026', ['eight-days']],
      ['October 2026', ['october']],
      ['January 2025', ['january']],
    ]);
  });

  it('leaves out empty sections and treats a clock a little behind the server as today', () => {
    const groups = groupChats([chat('ahead', '2026-11-23T10:05:00')], now, 'en-US');
    expect(summary(groups)).toEqual([['Today', ['ahead']]]);
    expect(groupChats([], now)).toEqual([]);
  });

  it('dates a chat by its newest message, not by a later rename or pin', () => {
    const renamedToday = { ...chat('renamed', '2026-11-23T09:00:00'), activeAt: at('2026-11-02T12:00:00') };
    const groups = groupChats([renamedToday, chat('fresh', '2026-11-23T08:00:00')], now, 'en-US');
    expect(summary(groups)).toEqual([
      ['Today', ['fresh']],
      ['November 2026', ['renamed']],
    ]);
  });
});
