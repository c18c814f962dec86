import type { CreateGame, GameDecisionInput } from '../../shared/contract/games';
import type { Database } from '../db/database';
import { games } from '../db/schema';
import { id21 } from './chat-fixtures';

const AT = '2026-11-20T19:00:00.000Z';

/** A fourth down as the panel logs it, with the model's call the engine gave for these inputs. */
export function fourthDown(overrides: Partial<GameDecisionInput> = {}): GameDecisionInput {
  return {
    id: id21(),
    engine: 'fourth_down_decision',
    inputs: {
      yardsToGo: 2,
      yardsToEndZone: 35,
      scoreMargin: -3,
      secondsLeft: 900,
      timeouts: 3,
      opponentTimeouts: 3,
      level: 'high-school',
    },
    call: 'Go for it',
    line: 'Go for it: 47.1% to win; field goal 44%',
    choice: 'Punt',
    outcome: 'success',
    note: '',
    period: 3,
    clock: 540,
    ourScore: 7,
    theirScore: 10,
    at: AT,
    ...overrides,
  };
}

/** A valid start body; each call is a new game unless told otherwise. */
export function gameBody(overrides: Partial<CreateGame> = {}): CreateGame {
  return {
    id: id21(),
    opponent: 'Central High',
    playedOn: '2026-11-20',
    level: 'high-school',
    quarterMinutes: 12,
    events: [
      { kind: 'touchdown', team: 'us', seconds: null, at: AT },
      { kind: 'extraPoint', team: 'us', seconds: null, at: AT },
    ],
    decisions: [fourthDown()],
    ...overrides,
  };
}

/** Stores `count` live games for a user straight in the table, to start a test at the edge of a limit. */
export async function seedGames(db: Database, userId: string, count: number, at: Date) {
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    id: id21(),
    sportType: 'football' as const,
    opponent: `Seeded ${index + 1}`,
    playedOn: '2026-09-01',
    level: 'pro' as const,
    quarterMinutes: 15,
    createdAt: at,
    updatedAt: at,
  }));
  for (let start = 0; start < rows.length; start += 500) await db.insert(games).values(rows.slice(start, start + 500));
  return rows.map((row) => row.id);
}
