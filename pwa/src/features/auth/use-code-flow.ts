import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthActor } from './auth-provider';

/**
 * The state both two-step screens (login and register) read from the auth machine, and where
 * they go: Back leaves the code step for the e-mail step, or the screen for `/`; a successful
 * verification lands on `/`.
 */
export function useCodeFlow() {
  const actor = useAuthActor();
  const navigate = useNavigate();
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'));
  const step = useSelector(actor, (s) =>
    s.matches({ signedOut: 'enteringCode' }) || s.matches({ signedOut: 'verifying' }) ? 2 : 1,
  );
  const busy = useSelector(
    actor,
    (s) => s.matches({ signedOut: 'requestingCode' }) || s.matches({ signedOut: 'verifying' }),
  );
  const pendingEmail = useSelector(actor, (s) => s.context.pendingEmail ?? '');
  const serverErrors = useSelector(actor, (s) => s.context.fieldErrors);

  useEffect(() => {
    if (signedIn) navigate('/', { replace: true });
  }, [signedIn, navigate]);

  return {
    actor,
    step,
    busy,
    pendingEmail,
    serverErrors,
    back: () => (step === 2 ? actor.send({ type: 'auth.back' }) : navigate('/')),
  };
}
