import { assign, fromPromise, setup } from 'xstate';
import type { ProfileUpdate, User } from '../../../../shared/contract/auth';
import { BRAND } from '../../../../shared/constants';
import { ApiError } from '../../api';
import type { ToastInput } from '../../ui/toast';

export type AuthFlow = 'login' | 'register';
type Notice = Omit<ToastInput, 'durationMs'>;

/** Everything the machine touches outside itself; tests pass fakes. */
export interface AuthDeps {
  fetchMe(token: string, options: { fresh: boolean }): Promise<User>;
  requestCode(input: { flow: AuthFlow; email: string; username?: string }): Promise<void>;
  verify(input: { email: string; code: string }): Promise<{ token: string; user: User }>;
  logout(token: string): Promise<void>;
  updateProfile(token: string, changes: ProfileUpdate): Promise<User>;
  storage: {
    getToken(): string | null;
    setToken(token: string | null): void;
    /**
     * The last user the server confirmed for the stored token, so a page opened with no network
     * (or a failing server) still knows who is signed in.
     */
    getCachedUser(): Promise<User | null>;
    setCachedUser(user: User | null): void;
    paidReloadDone(): boolean;
    markPaidReloadDone(): void;
    /** Keeps the asked-for refresh toast across the reload below, for the page that comes back. */
    holdRefreshedNotice(): void;
    /** Whether a held refresh toast is waiting; reading it lets it go. */
    takeRefreshedNotice(): boolean;
    /** Premium has just become active for this user in this tab (the chat says so once). */
    markPremiumActivated(userId: string): void;
  };
  reload(): void;
  notify(notice: Notice): void;
}

export interface AuthContext {
  token: string | null;
  user: User | null;
  flow: AuthFlow;
  pendingEmail: string | null;
  /** Inline errors for the form fields of the current step. */
  fieldErrors: { email?: string; username?: string; code?: string };
  /** Increments after each successful profile save, so a form can react once. */
  profileSaves: number;
  /** Whether the refresh under way was asked for by the user, who then gets a toast. */
  announceRefresh: boolean;
}

export type AuthEvent =
  | { type: 'auth.requestCode'; flow: AuthFlow; email: string; username?: string }
  | { type: 'auth.verify'; code: string }
  | { type: 'auth.back' }
  | { type: 'auth.logout' }
  | { type: 'auth.refresh'; announce?: boolean }
  /** The browser is back online: a session resumed from the cache is checked with the server. */
  | { type: 'auth.online' }
  | { type: 'auth.updateProfile'; changes: ProfileUpdate }
  | { type: 'user.updated'; user: User };

const isUsernameProblem = (error: unknown) =>
  error instanceof ApiError && (error.body?.field === 'username' || /username/i.test(error.serverMessage ?? ''));

/** Only the server saying the token is no good ends a session; a network failure or a 5xx does not. */
const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

const isPaid = (user: User) => user.subscriptionStatus === 'plus' || user.subscriptionStatus === 'premium';

/** A refresh the server answered with no user: SPEC §4 counts it as a failure, not an exception. */
class MissingUserError extends Error {
  override name = 'MissingUserError';
}

const REFRESH_FAILED: Notice = {
  title: 'Update Failed',
  description: 'Unable to refresh subscription status. Please try again.',
  variant: 'destructive',
};
const REFRESH_ERROR: Notice = {
  title: 'Error',
  description: 'An error occurred while refreshing your subscription status.',
  variant: 'destructive',
};
const REFRESHED: Notice = { title: 'Subscription Status Updated', variant: 'success' };

export function createAuthMachine(deps: AuthDeps) {
  return setup({
    types: { context: {} as AuthContext, events: {} as AuthEvent },
    actors: {
      loadUser: fromPromise(({ input }: { input: { token: string } }) => deps.fetchMe(input.token, { fresh: false })),
      refreshUser: fromPromise(async ({ input }: { input: { token: string } }) => {
        const user = await deps.fetchMe(input.token, { fresh: true });
        // SPEC §4: a refresh whose data has no id counts as failure.
        if (!user.id) throw new MissingUserError('refresh returned no user');
        return user;
      }),
      requestCode: fromPromise(({ input }: { input: { flow: AuthFlow; email: string; username?: string } }) =>
        deps.requestCode(input),
      ),
      verifyCode: fromPromise(({ input }: { input: { email: string; code: string } }) => deps.verify(input)),
      readCachedUser: fromPromise(() => deps.storage.getCachedUser()),
      revokeToken: fromPromise(({ input }: { input: { token: string } }) => deps.logout(input.token)),
      saveProfile: fromPromise(({ input }: { input: { token: string; changes: ProfileUpdate } }) =>
        deps.updateProfile(input.token, input.changes),
      ),
    },
    actions: {
      forgetSession: assign({ token: null, user: null }),
      clearStoredToken: () => {
        deps.storage.setToken(null);
        deps.storage.setCachedUser(null);
      },
      clearFieldErrors: assign({ fieldErrors: {} }),
      notifyCodeSent: ({ context }) =>
        deps.notify({
          title: context.flow === 'register' ? 'Registration successful' : 'Verification code sent',
          description: `Please check your email (${context.pendingEmail}) for a verification code.`,
          variant: 'success',
        }),
      notifyCodeRequestFailed: assign(({ context }, params: { error: unknown }) => {
        const { error } = params;
        const server = error instanceof ApiError ? error.serverMessage : null;
        if (context.flow === 'register') {
          if (isUsernameProblem(error)) {
            const message = server ?? 'This username is already taken. Please choose another one.';
            deps.notify({ title: 'Username error', description: message, variant: 'destructive' });
            return { fieldErrors: { username: message } };
          }
          if (error instanceof ApiError && error.status === 409) {
            const message = server ?? 'This email may already be registered.';
            deps.notify({ title: 'Registration failed', description: message, variant: 'destructive' });
            return { fieldErrors: { email: message } };
          }
          deps.notify({ title: 'Error', description: server ?? 'Something went wrong', variant: 'destructive' });
          return { fieldErrors: {} };
        }
        deps.notify({
          title: 'Login failed',
          description: server ?? 'Failed to send verification code. Please try again.',
          variant: 'destructive',
        });
        return { fieldErrors: error instanceof ApiError && error.status === 400 ? { email: 'Invalid email' } : {} };
      }),
      notifyVerifyFailed: assign((_, params: { error: unknown }) => {
        const { error } = params;
        const server = error instanceof ApiError ? error.serverMessage : null;
        // Only the server's refusal says anything about the code; a network or server failure does not.
        if (!(error instanceof ApiError) || error.status >= 500) {
          deps.notify({
            title: 'Error',
            description: server ?? 'Something went wrong. Please try again.',
            variant: 'destructive',
          });
          return { fieldErrors: {} };
        }
        const description = server ?? 'Invalid verification code. Please try again.';
        deps.notify({ title: 'Verification failed', description, variant: 'destructive' });
        return { fieldErrors: { code: description } };
      }),
      startSession: assign((_, params: { token: string; user: User }) => {
        deps.storage.setToken(params.token);
        deps.storage.setCachedUser(params.user);
        return { token: params.token, user: params.user, pendingEmail: null, fieldErrors: {} };
      }),
      notifySignedIn: ({ context }) =>
        deps.notify(
          context.flow === 'register'
            ? {
                title: 'Success!',
                description: `Your account has been verified. Welcome to ${BRAND}.`,
                variant: 'success',
              }
            : { title: 'Login successful', description: `Welcome to ${BRAND}`, variant: 'success' },
        ),
      notifyLoggedOut: () =>
        deps.notify({ title: 'Logged out', description: 'You have been successfully logged out.', variant: 'success' }),
      showHeldNotice: () => {
        if (deps.storage.takeRefreshedNotice()) deps.notify(REFRESHED);
      },
      notifyRefreshFailed: (_, params: { error: unknown }) =>
        deps.notify(
          params.error instanceof ApiError || params.error instanceof MissingUserError ? REFRESH_FAILED : REFRESH_ERROR,
        ),
      setUser: assign(({ context }, params: { user: User }) => {
        const wasPremium = context.user?.id === params.user.id && context.user.subscriptionStatus === 'premium';
        if (context.user && !wasPremium && params.user.subscriptionStatus === 'premium')
          deps.storage.markPremiumActivated(params.user.id);
        deps.storage.setCachedUser(params.user);
        return { user: params.user };
      }),
      // SPEC §4: the first time a paid plan shows up, reload once so every screen picks it up. The
      // toast the person asked for is kept for the reloaded page, which shows it.
      notifyRefreshedOrReload: ({ context }, params: { user: User }) => {
        const reloading = isPaid(params.user) && !deps.storage.paidReloadDone();
        if (!reloading) {
          if (context.announceRefresh) deps.notify(REFRESHED);
          return;
        }
        deps.storage.markPaidReloadDone();
        if (context.announceRefresh) deps.storage.holdRefreshedNotice();
        deps.reload();
      },
      notifyProfileSaved: assign(({ context }) => {
        deps.notify({
          title: 'Profile updated',
          description: 'Your profile has been updated successfully.',
          variant: 'success',
        });
        return { profileSaves: context.profileSaves + 1, fieldErrors: {} };
      }),
      notifyProfileFailed: assign((_, params: { error: unknown }) => {
        const server = params.error instanceof ApiError ? params.error.serverMessage : null;
        if (isUsernameProblem(params.error)) {
          const message = server ?? 'This username is already taken. Please choose another one.';
          deps.notify({ title: 'Username error', description: message, variant: 'destructive' });
          return { fieldErrors: { username: message } };
        }
        deps.notify({
          title: 'Update failed',
          description: 'Failed to update your profile. Please try again.',
          variant: 'destructive',
        });
        return { fieldErrors: {} };
      }),
    },
    guards: {
      hasStoredToken: ({ context }) => context.token !== null,
      isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
      isUser: (_, params: { user: User | null }) => params.user !== null,
    },
  }).createMachine({
    id: 'auth',
    context: () => ({
      token: deps.storage.getToken(),
      user: null,
      flow: 'login',
      pendingEmail: null,
      fieldErrors: {},
      profileSaves: 0,
      announceRefresh: false,
    }),
    initial: 'booting',
    states: {
      booting: {
        entry: 'showHeldNotice',
        always: [{ guard: 'hasStoredToken', target: 'loadingUser' }, { target: 'signedOut' }],
      },
      loadingUser: {
        invoke: {
          src: 'loadUser',
          input: ({ context }) => ({ token: context.token! }),
          onDone: { target: 'signedIn', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
          onError: [
            // SPEC §4: a stored token that no longer works is dropped silently. Only a 401 says so:
            // offline, or with the server failing, the session goes on as the user last seen.
            {
              guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
              target: 'signedOut',
              actions: ['forgetSession', 'clearStoredToken'],
            },
            { target: 'restoringCachedUser' },
          ],
        },
      },
      restoringCachedUser: {
        invoke: {
          src: 'readCachedUser',
          onDone: [
            {
              guard: { type: 'isUser', params: ({ event }) => ({ user: event.output }) },
              target: 'signedIn',
              actions: assign({ user: ({ event }) => event.output }),
            },
            { target: 'unreachable' },
          ],
          onError: { target: 'unreachable' },
        },
      },
      // A token kept from before the user was cached, with no server to ask: the page shows a
      // visitor, and the token is tried again when the network returns.
      unreachable: {
        on: {
          'auth.online': { target: 'loadingUser' },
          'auth.requestCode': {
            target: '#auth.signedOut.requestingCode',
            actions: assign(({ event }) => ({ flow: event.flow, pendingEmail: event.email, fieldErrors: {} })),
          },
        },
      },
      signedOut: {
        initial: 'enteringEmail',
        states: {
          enteringEmail: {
            on: {
              'auth.requestCode': {
                target: 'requestingCode',
                actions: assign(({ event }) => ({ flow: event.flow, pendingEmail: event.email, fieldErrors: {} })),
              },
            },
          },
          requestingCode: {
            invoke: {
              src: 'requestCode',
              input: ({ event }) => {
                if (event.type !== 'auth.requestCode') throw new Error('unexpected event');
                return { flow: event.flow, email: event.email, username: event.username };
              },
              onDone: { target: 'enteringCode', actions: 'notifyCodeSent' },
              onError: {
                target: 'enteringEmail',
                actions: { type: 'notifyCodeRequestFailed', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          enteringCode: {
            on: {
              'auth.verify': { target: 'verifying', actions: 'clearFieldErrors' },
              'auth.back': { target: 'enteringEmail', actions: 'clearFieldErrors' },
              'auth.requestCode': {
                target: 'requestingCode',
                actions: assign(({ event }) => ({ flow: event.flow, pendingEmail: event.email, fieldErrors: {} })),
              },
            },
          },
          verifying: {
            invoke: {
              src: 'verifyCode',
              input: ({ context, event }) => {
                if (event.type !== 'auth.verify') throw new Error('unexpected event');
                return { email: context.pendingEmail!, code: event.code };
              },
              onDone: {
                target: '#auth.signedIn',
                actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'notifySignedIn'],
              },
              onError: {
                target: 'enteringCode',
                actions: { type: 'notifyVerifyFailed', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
        },
      },
      signedIn: {
        initial: 'idle',
        on: {
          'user.updated': { actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) } },
          'auth.logout': { target: 'loggingOut' },
        },
        states: {
          idle: {
            on: {
              'auth.online': { target: 'revalidating' },
              'auth.refresh': {
                target: 'refreshing',
                actions: assign(({ event }) => ({ announceRefresh: event.announce ?? false })),
              },
              'auth.updateProfile': { target: 'savingProfile', actions: 'clearFieldErrors' },
            },
          },
          refreshing: {
            invoke: {
              src: 'refreshUser',
              input: ({ context }) => ({ token: context.token! }),
              onDone: {
                target: 'idle',
                actions: [
                  { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
                  { type: 'notifyRefreshedOrReload', params: ({ event }) => ({ user: event.output }) },
                ],
              },
              onError: {
                target: 'idle',
                actions: { type: 'notifyRefreshFailed', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          // Back online, the server confirms the session a page opened offline went on with.
          revalidating: {
            invoke: {
              src: 'loadUser',
              input: ({ context }) => ({ token: context.token! }),
              onDone: { target: 'idle', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
              onError: [
                {
                  guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                  target: '#auth.signedOut',
                  actions: ['forgetSession', 'clearStoredToken'],
                },
                { target: 'idle' },
              ],
            },
          },
          savingProfile: {
            invoke: {
              src: 'saveProfile',
              input: ({ context, event }) => {
                if (event.type !== 'auth.updateProfile') throw new Error('unexpected event');
                return { token: context.token!, changes: event.changes };
              },
              onDone: {
                target: 'idle',
                actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'notifyProfileSaved'],
              },
              onError: {
                target: 'idle',
                actions: { type: 'notifyProfileFailed', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
        },
      },
      loggingOut: {
        // The session ends locally at once; revoking it on the server is best effort.
        entry: ['clearStoredToken', 'notifyLoggedOut'],
        invoke: {
          src: 'revokeToken',
          input: ({ context }) => ({ token: context.token! }),
          onDone: { target: 'signedOut', actions: 'forgetSession' },
          onError: { target: 'signedOut', actions: 'forgetSession' },
        },
      },
    },
  });
}

export type AuthMachine = ReturnType<typeof createAuthMachine>;
