import { createContext, useContext } from 'react';
import type { SendMessageResponse } from '../../shared/contract/messages';

/** Network state and the outbox, as any screen may read them. The outbox feature provides it. */
export interface Connectivity {
  online: boolean;
  /** Messages waiting in the outbox. */
  queued: number;
  /** Asks for a replay now (after queueing, or after signing in again). */
  flush(): void;
  /**
   * Carries out deletions whose undo time is over and, for a signed-in user, sends the playbook's
   * queued changes and pulls the account's. Resolves with how many items the plan's limit keeps
   * on this device only.
   */
  syncPlaybook(): Promise<number>;
  /** For a signed-in user, sends the reply ratings queued on this device. */
  syncFeedback(): Promise<void>;
  /** For a signed-in user, sends the logged games changed on this device. */
  syncGames(): Promise<void>;
  /**
   * Hears what the server answered to each queued message this page replays (the quota and user
   * as they stand after it). Returns the way to stop listening.
   */
  onReplayed(listener: (result: SendMessageResponse) => void): () => void;
}

export const ConnectivityContext = createContext<Connectivity>({
  online: true,
  queued: 0,
  flush: () => {},
  syncPlaybook: async () => 0,
  syncFeedback: async () => {},
  syncGames: async () => {},
  onReplayed: () => () => {},
});

export const useConnectivity = () => useContext(ConnectivityContext);
