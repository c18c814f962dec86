import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { AuthDeps } from './auth.machine';
import { AuthProvider } from './auth-provider';

/**
 * Renders a sign-in page on a real auth machine whose network is fake: asking for a code succeeds
 * at once, and verifying never answers, so a test sees the step it reached.
 */
export function renderAuthPage(page: ReactElement) {
  const requestCode = vi.fn(async () => {});
  const verify = vi.fn<AuthDeps['verify']>(() => new Promise(() => {}));
  const deps = {
    fetchMe: vi.fn(),
    requestCode,
    verify,
    logout: vi.fn(),
    updateProfile: vi.fn(),
    storage: {
      getToken: () => null,
      setToken: () => {},
      getCachedUser: async () => null,
      setCachedUser: () => {},
      paidReloadDone: () => false,
      markPaidReloadDone: () => {},
      holdRefreshedNotice: () => {},
      takeRefreshedNotice: () => false,
      markPremiumActivated: () => {},
    },
    reload: vi.fn(),
    notify: vi.fn(),
  } satisfies AuthDeps;
  render(
    <MemoryRouter>
      <AuthProvider deps={deps}>{page}</AuthProvider>
    </MemoryRouter>,
  );
  return { requestCode, verify };
}
