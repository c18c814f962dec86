import { api, loadSchemas } from '../../api';
import { browserStore } from '../../browser-store';
import { toast } from '../../ui/toast';
import type { AuthDeps } from './auth.machine';

/** The machine's real dependencies: the API, browser storage, the page and the toaster. */
export const liveAuthDeps: AuthDeps = {
  async fetchMe(token, { fresh }) {
    // The refresh variant must never come from a cache (SPEC §7).
    const path = fresh ? `/api/auth/me?_t=${Date.now()}` : '/api/auth/me';
    return api('GET', path, (schemas) => schemas.MeResponseSchema, {
      token,
      cache: fresh ? 'no-store' : 'default',
      headers: fresh ? { 'cache-control': 'no-cache', pragma: 'no-cache' } : undefined,
    });
  },
  async requestCode({ flow, email, username }) {
    const body = flow === 'register' ? { email, username } : { email };
    await api('POST', `/api/auth/${flow}`, (schemas) => schemas.CodeSentSchema, { body });
  },
  verify: (input) => api('POST', '/api/auth/verify', (schemas) => schemas.VerifyResponseSchema, { body: input }),
  async logout(token) {
    await api('POST', '/api/auth/logout', (schemas) => schemas.OkSchema, { token });
  },
  updateProfile: (token, changes) =>
    api('PATCH', '/api/user/profile', (schemas) => schemas.UserSchema, { token, body: changes }),
  storage: {
    getToken: browserStore.getToken,
    setToken: browserStore.setToken,
    async getCachedUser() {
      const stored = browserStore.getCachedUserRaw();
      if (stored === null) return null;
      const { UserSchema } = await loadSchemas();
      try {
        const parsed = UserSchema.safeParse(JSON.parse(stored));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    setCachedUser: (user) => browserStore.setCachedUserRaw(user === null ? null : JSON.stringify(user)),
    paidReloadDone: browserStore.paidReloadDone,
    markPaidReloadDone: browserStore.markPaidReloadDone,
    holdRefreshedNotice: browserStore.holdRefreshedNotice,
    takeRefreshedNotice: browserStore.takeRefreshedNotice,
    markPremiumActivated: browserStore.markPremiumActivated,
  },
  reload: () => window.location.reload(),
  notify: (notice) => toast(notice),
};
