import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../session';
import { FullPageSpinner } from '../ui/card';
import { ROUTES } from './nav-links';

/** Guards a route on the auth machine's state: no flash of the page before the redirect. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner label="Checking your session..." />;
  if (session.status === 'signedOut') return <Navigate to={ROUTES.login} replace />;
  return children;
}
