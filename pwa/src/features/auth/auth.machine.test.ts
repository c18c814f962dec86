import { testUser } from '../../test-user';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api';
import { createAuthMachine, type AuthDeps } from './auth.machine';

const user = testUser;

function fakeDeps(
  overrides: Partial<AuthDeps> = {},
  storedToken: string | null = null,
  storedUser: ReturnType<typeof user> | null = null,
) {
  let token = storedToken;
  let cachedUser = storedUser;
  let reloadDone = false;
  let refreshedNoticeHeld = false;
  const deps: AuthDeps = {
    fetchMe: vi.fn(async () => user()),
    requestCode: vi.fn(async () => {}),
    verify: vi.fn(async () => ({ token: 'new-token', user: user() })),
    logout: vi.fn(async () => {}),
    updateProfile: vi.fn(async (_token, changes) => user({ name: changes.name ?? null })),
    storage: {
      getToken: () => token,
      setToken: (value) => {
        token = value;
      },
      getCachedUser: async () => cachedUser,
      setCachedUser: (value) => {
        cachedUser = value;
      },
      paidReloadDone: () => reloadDone,
      markPaidReloadDone: () => {
        reloadDone = true;
      },
      holdRefreshedNotice: () => {
        refreshedNoticeHeld = true;
      },
      takeRefreshedNotice: () => {
        const held = refreshedNoticeHeld;
        refreshedNoticeHeld = false;
        return held;
      },
      markPremiumActivated: vi.fn(),
    },
    reload: vi.fn(),
    notify: vi.fn(),
    ...overrides,
  };
  return { deps, storedToken: () => token, cachedUser: () => cachedUser };
}

describe('the auth machine', () => {
  it('with no stored token starts signed out without calling the server', () => {
    const { deps } = fakeDeps();
    const actor = createActor(createAuthMachine(deps)).start();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(deps.fetchMe).not.toHaveBeenCalled();
  });

  it('loads the user for a stored token', async () => {
    const { deps } = fakeDeps({}, 'stored');
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user?.email).toBe('coach@example.com');
    expect(deps.fetchMe).toHaveBeenCalledWith('stored', { fresh: false });
  });

  it('drops a stored token that no longer works, silently', async () => {
    const { deps, storedToken } = fakeDeps(
      { fetchMe: vi.fn(async () => Promise.reject(new ApiError(401, '401: x', null))) },
      'old',
    );
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(storedToken()).toBeNull();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('offline, resumes the session as the user last seen and keeps the token', async () => {
    const { deps, storedToken } = fakeDeps(
      { fetchMe: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) },
      'kept',
      user({ name: 'Cached Coach' }),
    );
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user?.name).toBe('Cached Coach');
    expect(actor.getSnapshot().context.token).toBe('kept');
    expect(storedToken()).toBe('kept');
  });

  it('keeps the session through a server error too: only a 401 ends it', async () => {
    const { deps, storedToken } = fakeDeps(
      { fetchMe: vi.fn(async () => Promise.reject(new ApiError(503, '503: down', null))) },
      'kept',
      user(),
    );
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(storedToken()).toBe('kept');
  });

  it('with no user cached, keeps the token offline and signs in once the network returns', async () => {
    const fetchMe = vi
      .fn<AuthDeps['fetchMe']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(user({ name: 'Back Online' }));
    const { deps, storedToken, cachedUser } = fakeDeps({ fetchMe }, 'kept');
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches('unreachable'));
    expect(storedToken()).toBe('kept');
    actor.send({ type: 'auth.online' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user?.name).toBe('Back Online');
    expect(cachedUser()?.name).toBe('Back Online');
  });

  it('back online, a resumed session whose token the server refuses ends, and the cache goes with it', async () => {
    const fetchMe = vi
      .fn<AuthDeps['fetchMe']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(401, '401: revoked', null));
    const { deps, storedToken, cachedUser } = fakeDeps({ fetchMe }, 'revoked', user());
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.online' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(storedToken()).toBeNull();
    expect(cachedUser()).toBeNull();
  });

  it('back online, a failing server leaves a resumed session signed in', async () => {
    const fetchMe = vi
      .fn<AuthDeps['fetchMe']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(502, '502: gateway', null));
    const { deps, storedToken } = fakeDeps({ fetchMe }, 'kept', user());
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.online' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }) && fetchMe.mock.calls.length === 2);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(storedToken()).toBe('kept');
  });

  it('signs in in two steps and stores the token', async () => {
    const { deps, storedToken } = fakeDeps();
    const actor = createActor(createAuthMachine(deps)).start();
    actor.send({ type: 'auth.requestCode', flow: 'login', email: 'coach@example.com' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'enteringCode' }));
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Verification code sent' }));
    actor.send({ type: 'auth.verify', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(deps.verify).toHaveBeenCalledWith({ email: 'coach@example.com', code: '123456' });
    expect(storedToken()).toBe('new-token');
    expect(deps.notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Login successful' }));
  });

  it('stays on the code step after a wrong code, with the verification-failed toast', async () => {
    const wrong = new ApiError(400, '400: x', { message: 'Invalid verification code. Please try again.' });
    const { deps } = fakeDeps({ verify: vi.fn(async () => Promise.reject(wrong)) });
    const actor = createActor(createAuthMachine(deps)).start();
    actor.send({ type: 'auth.requestCode', flow: 'login', email: 'coach@example.com' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'enteringCode' }));
    actor.send({ type: 'auth.verify', code: '000000' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'enteringCode' }) && s.context.fieldErrors.code !== undefined);
    expect(deps.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Verification failed',
        description: 'Invalid verification code. Please try again.',
      }),
    );
    actor.send({ type: 'auth.back' });
    expect(actor.getSnapshot().matches({ signedOut: 'enteringEmail' })).toBe(true);
  });

  it('shows a taken username as a username error on register', async () => {
    const taken = new ApiError(409, '409: x', {
      message: 'This username is already taken. Please choose another one.',
      field: 'username',
    });
    const { deps } = fakeDeps({ requestCode: vi.fn(async () => Promise.reject(taken)) });
    const actor = createActor(createAuthMachine(deps)).start();
    actor.send({ type: 'auth.requestCode', flow: 'register', email: 'a@b.co', username: 'taken' });
    await waitFor(
      actor,
      (s) => s.matches({ signedOut: 'enteringEmail' }) && s.context.fieldErrors.username !== undefined,
    );
    expect(actor.getSnapshot().context.fieldErrors.username).toBe(
      'This username is already taken. Please choose another one.',
    );
    expect(deps.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Username error' }));
  });

  it('reloads the page once, the first time a refresh shows a paid plan', async () => {
    const { deps } = fakeDeps({ fetchMe: vi.fn(async () => user({ subscriptionStatus: 'plus' })) }, 'stored');
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    actor.send({ type: 'auth.refresh' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }) && vi.mocked(deps.fetchMe).mock.calls.length === 2);
    actor.send({ type: 'auth.refresh' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }) && vi.mocked(deps.fetchMe).mock.calls.length === 3);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.fetchMe).toHaveBeenLastCalledWith('stored', { fresh: true });
  });

  it('after a network failure while verifying says Error, not that the code was wrong', async () => {
    const { deps } = fakeDeps({ verify: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    const actor = createActor(createAuthMachine(deps)).start();
    actor.send({ type: 'auth.requestCode', flow: 'login', email: 'coach@example.com' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'enteringCode' }));
    actor.send({ type: 'auth.verify', code: '123456' });
    await waitFor(actor, () => vi.mocked(deps.notify).mock.calls.length === 2);
    expect(deps.notify).toHaveBeenLastCalledWith({
      title: 'Error',
      description: 'Something went wrong. Please try again.',
      variant: 'destructive',
    });
    expect(actor.getSnapshot().context.fieldErrors.code).toBeUndefined();
  });

  it("after a server error while verifying shows the server's message under 'Error'", async () => {
    const failure = new ApiError(503, '503: x', { message: 'Service unavailable, try again shortly' });
    const { deps } = fakeDeps({ verify: vi.fn(async () => Promise.reject(failure)) });
    const actor = createActor(createAuthMachine(deps)).start();
    actor.send({ type: 'auth.requestCode', flow: 'login', email: 'coach@example.com' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'enteringCode' }));
    actor.send({ type: 'auth.verify', code: '123456' });
    await waitFor(actor, () => vi.mocked(deps.notify).mock.calls.length === 2);
    expect(deps.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Error', description: 'Service unavailable, try again shortly' }),
    );
  });

  it('tells a new registration it succeeded when the code is sent, and that it is verified after', async () => {
    const { deps } = fakeDeps();
    const actor = createActor(createAuthMachine(deps)).start();
    actor.send({ type: 'auth.requestCode', flow: 'register', email: 'new@example.com', username: 'newcoach' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'enteringCode' }));
    expect(deps.notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Registration successful' }));
    actor.send({ type: 'auth.verify', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(deps.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Success!',
        description: expect.stringMatching(/^Your account has been verified/),
      }),
    );
  });

  it('tells a refused refresh apart from one that threw', async () => {
    const fetchMe = vi
      .fn<AuthDeps['fetchMe']>()
      .mockResolvedValueOnce(user())
      .mockRejectedValueOnce(new ApiError(500, '500: x', null))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { deps } = fakeDeps({ fetchMe }, 'stored');
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    actor.send({ type: 'auth.refresh', announce: true });
    await waitFor(actor, () => vi.mocked(deps.notify).mock.calls.length === 1);
    expect(deps.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Update Failed',
        description: 'Unable to refresh subscription status. Please try again.',
      }),
    );
    actor.send({ type: 'auth.refresh', announce: true });
    await waitFor(actor, () => vi.mocked(deps.notify).mock.calls.length === 2);
    expect(deps.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'An error occurred while refreshing your subscription status.' }),
    );
  });

  it('keeps the asked-for refresh toast across the reload a new paid plan causes', async () => {
    const { deps } = fakeDeps({ fetchMe: vi.fn(async () => user({ subscriptionStatus: 'plus' })) }, 'stored');
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    actor.send({ type: 'auth.refresh', announce: true });
    await waitFor(actor, () => vi.mocked(deps.reload).mock.calls.length === 1);
    expect(deps.notify).not.toHaveBeenCalled();
    // The reloaded page starts a new machine over the same storage.
    const reloaded = createActor(createAuthMachine(deps)).start();
    await waitFor(reloaded, (s) => s.matches({ signedIn: 'idle' }));
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ title: 'Subscription Status Updated' }),
    );
    createActor(createAuthMachine(deps)).start();
    expect(deps.notify).toHaveBeenCalledTimes(1);
  });

  it('marks Premium as newly active when a signed-in user becomes Premium', async () => {
    const { deps } = fakeDeps({}, 'stored');
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(deps.storage.markPremiumActivated).not.toHaveBeenCalled();
    actor.send({ type: 'user.updated', user: user({ subscriptionStatus: 'premium' }) });
    expect(deps.storage.markPremiumActivated).toHaveBeenCalledExactlyOnceWith(user().id);
    actor.send({ type: 'user.updated', user: user({ subscriptionStatus: 'premium', messageCount: 3 }) });
    expect(deps.storage.markPremiumActivated).toHaveBeenCalledTimes(1);
  });

  it('logs out at once locally and revokes the token on the server', async () => {
    const { deps, storedToken } = fakeDeps({}, 'stored');
    const actor = createActor(createAuthMachine(deps)).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.logout' });
    expect(storedToken()).toBeNull();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(deps.logout).toHaveBeenCalledWith('stored');
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});
