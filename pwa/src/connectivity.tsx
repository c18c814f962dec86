import { createContext, useContext } from 'react';

/** Network state and the outbox, as any screen may read them. The outbox feature provides it. */
export interface Connectivity {
  online: boolean;
  /** Messages waiting in the outbox. */
  queued: number;
  /** Asks for a replay now (after queueing, or after signing in again). */
  flush(): void;
}

export const ConnectivityContext = createContext<Connectivity>({
  online: true,
  queued: 0,
  flush: () => {},
});

export const useConnectivity = () => useContext(ConnectivityContext);
