// The chat's small settings in IndexedDB: the selected sport and mode, the open chat, and where
// the last account sync stopped.
import {
  DEFAULT_MODE,
  DEFAULT_SPORT,
  LEGACY_QUIZ_MODE,
  PERSONALITY_MODES,
  SPORTS,
  type PersonalityMode,
  type Sport,
} from '../../../shared/constants';
import { db, type PlaycallerDb } from './database';

/** SPEC §4: a stored sport or mode outside the known lists falls back to the default. */
export function readSport(value: string | undefined): Sport {
  return SPORTS.find((sport) => sport === value) ?? DEFAULT_SPORT;
}

export function readMode(value: string | undefined): PersonalityMode {
  if (value === LEGACY_QUIZ_MODE) return 'quizMaster';
  return PERSONALITY_MODES.find((mode) => mode === value) ?? DEFAULT_MODE;
}

export interface ChatPrefs {
  sport: Sport;
  mode: PersonalityMode;
  sessionId: string | null;
}

export function createChatPrefs(database: PlaycallerDb = db) {
  return {
    async load(): Promise<ChatPrefs> {
      const rows = await database.prefs.bulkGet(['sport', 'mode', 'sessionId']);
      return { sport: readSport(rows[0]?.value), mode: readMode(rows[1]?.value), sessionId: rows[2]?.value ?? null };
    },

    async save(prefs: { sport: Sport; mode: PersonalityMode; sessionId: string }) {
      await database.prefs.bulkPut([
        { key: 'sport', value: prefs.sport },
        { key: 'mode', value: prefs.mode },
        { key: 'sessionId', value: prefs.sessionId },
      ]);
    },

    /** The stored sync cursor as written, unparsed: the caller checks it with its schema. */
    async syncCursor(): Promise<string | null> {
      return (await database.prefs.get('syncCursor'))?.value ?? null;
    },

    async saveSyncCursor(value: string) {
      await database.prefs.put({ key: 'syncCursor', value });
    },
  };
}

export type ChatPrefsStore = ReturnType<typeof createChatPrefs>;

export const chatPrefs = createChatPrefs();
