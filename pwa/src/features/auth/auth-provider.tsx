import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { SessionContext, type Session } from '../../session';
import { liveAuthDeps } from './auth.api';
import { createAuthMachine, type AuthDeps, type AuthMachine } from './auth.machine';

const AuthActorContext = createContext<ActorRefFrom<AuthMachine> | null>(null);

export function useAuthActor(): ActorRefFrom<AuthMachine> {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuthActor needs an AuthProvider');
  return actor;
}

export function AuthProvider({ children, deps = liveAuthDeps }: { children: ReactNode; deps?: AuthDeps }) {
  const machine = useMemo(() => createAuthMachine(deps), [deps]);
  const actor = useActorRef(machine);
  const status = useSelector(actor, (snapshot): Session['status'] =>
    snapshot.matches('signedIn')
      ? 'signedIn'
      : snapshot.matches('signedOut') || snapshot.matches('loggingOut') || snapshot.matches('unreachable')
        ? 'signedOut'
        : 'loading',
  );
  useEffect(() => {
    const resume = () => actor.send({ type: 'auth.online' });
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [actor]);
  const user = useSelector(actor, (snapshot) => snapshot.context.user);
  const token = useSelector(actor, (snapshot) => (snapshot.matches('signedIn') ? snapshot.context.token : null));
  const session = useMemo<Session>(
    () => ({
      status,
      user,
      token,
      refreshUser: (options) => actor.send({ type: 'auth.refresh', announce: options?.announce }),
      setUser: (next) => actor.send({ type: 'user.updated', user: next }),
      logout: () => actor.send({ type: 'auth.logout' }),
    }),
    [actor, status, user, token],
  );
  return (
    <AuthActorContext.Provider value={actor}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AuthActorContext.Provider>
  );
}
