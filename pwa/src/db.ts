import Dexie, { type EntityTable } from 'dexie';
import type { PersonalityMode, Sport } from '../../shared/constants';

/** A chat session as this browser knows it. */
export interface LocalSession {
  sessionId: string;
  /** 'user:<id>' or 'guest': whose list it appears in. */
  ownerKey: string;
  title: string;
  sport: Sport;
  mode: PersonalityMode;
  createdAt: number;
  updatedAt: number;
}

export type LocalMessageStatus = 'sending' | 'streaming' | 'complete' | 'queued' | 'failed';

/** A message as the list shows it. User messages are keyed by their clientMessageId. */
export interface LocalMessage {
  key: string;
  sessionId: string;
  role: 'user' | 'assistant';
  content: string;
  /** Milliseconds since the epoch, the list's order. */
  timestamp: number;
  status: LocalMessageStatus;
  serverId: string | null;
  clientMessageId: string | null;
  mode: PersonalityMode;
  sport: Sport;
}

/** Small settings: selected sport and mode, the current chat session. */
export interface Preference {
  key: 'sport' | 'mode' | 'sessionId';
  value: string;
}

export class PlaycallerDb extends Dexie {
  sessions!: EntityTable<LocalSession, 'sessionId'>;
  messages!: EntityTable<LocalMessage, 'key'>;
  prefs!: EntityTable<Preference, 'key'>;

  constructor(name = 'playcaller') {
    super(name);
    this.version(1).stores({
      // ownerKey+updatedAt: a person's chat list, newest first.
      sessions: 'sessionId, [ownerKey+updatedAt]',
      // sessionId+timestamp: one chat in order; serverId: merging server history without duplicates.
      messages: 'key, [sessionId+timestamp], serverId',
      prefs: 'key',
    });
  }
}

/** The one shared instance. */
export const db = new PlaycallerDb();
