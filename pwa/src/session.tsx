import { createContext, useContext } from 'react';
import type { User } from '../../shared/contract/auth';

/**
 * What any screen may know about the signed-in person. The auth feature provides it; other
 * features read it here, so they never depend on the auth feature itself.
 */
export interface Session {
  status: 'loading' | 'signedIn' | 'signedOut';
  user: User | null;
  token: string | null;
  /** Re-reads the user from the server, bypassing caches. */
  refreshUser(options?: { announce?: boolean }): void;
  /** Replaces the user with fresher data a call returned (e.g. after a send). */
  setUser(user: User): void;
  logout(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext provider');
  return session;
}

export function displayName(user: Pick<User, 'name' | 'email'>): string {
  return user.name?.trim() || user.email.split('@')[0] || user.email;
}
