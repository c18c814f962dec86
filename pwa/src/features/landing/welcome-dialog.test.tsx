import { testUser } from '../../test-user';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SPORT_LABELS, SPORTS } from '../../../../shared/constants';
import { browserStore } from '../../browser-store';
import { SessionContext, type Session } from '../../session';
import { WelcomeDialog } from './welcome-dialog';

const USER = testUser({ id: 'user-1', email: 'dana@example.com', username: 'coach_dana', name: 'Dana' });

function session(status: Session['status']): Session {
  const user = status === 'signedIn' ? USER : null;
  return { status, user, token: user ? 'token' : null, refreshUser: vi.fn(), setUser: vi.fn(), logout: vi.fn() };
}

function renderDialog(status: Session['status']) {
  const tree = (value: Session) => (
    <SessionContext.Provider value={value}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<WelcomeDialog />} />
          <Route path="/login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>
  );
  const result = render(tree(session(status)));
  return { ...result, rerenderAs: (next: Session['status']) => result.rerender(tree(session(next))) };
}

const welcome = () => screen.queryByRole('dialog', { name: 'Welcome to Playcaller' });

describe('the welcome dialog', () => {
  it('greets a signed-out visitor who has not seen it, with the reasons and the six sports', async () => {
    renderDialog('signedOut');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Playcaller' });
    for (const sport of SPORTS) expect(dialog).toHaveTextContent(SPORT_LABELS[sport]);
    expect(dialog).toHaveTextContent('Answers in seconds');
    expect(screen.getByRole('button', { name: 'Continue as guest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up free' })).toBeInTheDocument();
    // Focus moves into the dialog (Headless UI traps it there until it closes).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it("'Continue as guest' stores the seen flag and closes it; it does not come back", async () => {
    const first = renderDialog('signedOut');
    await screen.findByRole('dialog', { name: 'Welcome to Playcaller' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    await waitFor(() => expect(welcome()).not.toBeInTheDocument());
    expect(browserStore.hasSeenWelcome()).toBe(true);
    expect(window.localStorage.getItem('hasSeenWelcomeDialog')).toBe('true');

    first.unmount();
    renderDialog('signedOut');
    expect(welcome()).not.toBeInTheDocument();
  });

  it('Escape closes it and counts as seen', async () => {
    renderDialog('signedOut');
    await screen.findByRole('dialog', { name: 'Welcome to Playcaller' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(welcome()).not.toBeInTheDocument());
    expect(browserStore.hasSeenWelcome()).toBe(true);
  });

  it("'Sign up free' stores the flag and goes to /login", async () => {
    renderDialog('signedOut');
    await screen.findByRole('dialog', { name: 'Welcome to Playcaller' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up free' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(browserStore.hasSeenWelcome()).toBe(true);
  });

  it('is never shown to a signed-in user, nor while the session is still loading', async () => {
    const view = renderDialog('loading');
    expect(welcome()).not.toBeInTheDocument();
    view.rerenderAs('signedIn');
    expect(welcome()).not.toBeInTheDocument();
    expect(browserStore.hasSeenWelcome()).toBe(false);
  });

  it('waits for the session: a visitor confirmed signed out after loading sees it', async () => {
    const view = renderDialog('loading');
    expect(welcome()).not.toBeInTheDocument();
    view.rerenderAs('signedOut');
    expect(await screen.findByRole('dialog', { name: 'Welcome to Playcaller' })).toBeInTheDocument();
  });

  it('is not shown to a visitor who has already seen it', () => {
    browserStore.markWelcomeSeen();
    renderDialog('signedOut');
    expect(welcome()).not.toBeInTheDocument();
  });
});
