import type { CreatePlaybookItem } from '../../shared/contract/playbook';
import type { PracticePlan } from '../../shared/practice-plan';
import type { Database } from '../db/database';
import { playbookItems } from '../db/schema';
import { id21 } from './chat-fixtures';

/** A valid save body; each call is a new item unless told otherwise. */
export function playbookItem(overrides: Partial<CreatePlaybookItem> = {}): CreatePlaybookItem {
  return {
    id: id21(),
    kind: 'play',
    title: 'Screen pass against the blitz',
    markdown: 'Let the rush come, then dump it to the back behind the linemen.',
    sport: 'football',
    mode: 'gameOnTheLine',
    question: 'They keep blitzing, what do we call?',
    ...overrides,
  };
}

/** A 60-minute plan whose blocks add up, as the coach returns one. */
export function practicePlan(overrides: Partial<PracticePlan> = {}): PracticePlan {
  return {
    title: 'U12 passing practice',
    sport: 'soccer',
    totalMinutes: 60,
    players: 12,
    level: 'youth',
    focus: ['passing'],
    blocks: [
      {
        minutes: 15,
        activity: 'Rondo 4v1',
        phase: 'warm-up',
        groups: '3 groups of 4',
        equipment: ['cones'],
        coachingPoints: ['Open body shape'],
      },
      {
        minutes: 45,
        activity: 'Small-sided game',
        phase: 'game',
        groups: '2 teams of 6',
        equipment: ['bibs', 'goals'],
        coachingPoints: ['Play forward when you can'],
      },
    ],
    equipment: ['cones', 'bibs', 'goals'],
    notes: [],
    ...overrides,
  };
}

/** Stores `count` live items for a user straight in the table, to start a test at the edge of a limit. */
export async function seedItems(db: Database, userId: string, count: number, at: Date, tags: string[] = []) {
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    id: id21(),
    kind: 'note' as const,
    title: `Seeded ${index + 1}`,
    tags,
    markdown: 'Seeded item',
    sportType: 'football' as const,
    createdAt: at,
    updatedAt: at,
  }));
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(playbookItems).values(rows.slice(start, start + 500));
  return rows.map((row) => row.id);
}
