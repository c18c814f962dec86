import { testUser } from '../../test-user';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api';
import { createAuthMachine, type AuthDeps } from './auth.machine';

const user = testUser;

function fakeDeps(overrides: Partial<AuthDeps> = {}, storedToken: string | null = null) {
  let token = storedToken;
  let reloadDone = false;
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
      paidReloadDone: () => reloadDone,
      markPaidReloadDone: () => {
        reloadDone = true;
      },
    },
    reload: vi.fn(),
    notify: vi.fn(),
    ...overrides,
  };
  return { deps, storedToken: () => token };
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
