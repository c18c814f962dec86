import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachProfile } from '../../../../shared/contract/profile';
import { cacheCoachProfile, saveGuestCoachProfile } from '../../local/coach-profile';
import { SessionContext, type Session } from '../../session';
import { testUser } from '../../test-user';
import { DecisionPanel } from './decision-panel';
import { useCoachProfile, type CoachProfileState } from './use-coach-profile';

const session = (status: Session['status']): Session => ({
  status,
  user: status === 'signedIn' ? testUser() : null,
  token: status === 'signedIn' ? 'token' : null,
  refreshUser: () => {},
  setUser: () => {},
  logout: () => {},
});

const panelIn = (value: Session) => (
  <SessionContext.Provider value={value}>
    <MemoryRouter>
      <DecisionPanel />
    </MemoryRouter>
  </SessionContext.Provider>
);

/** The server's answer to the profile read, held until the test lets it through. */
function serverProfile() {
  let answer: (profile: CoachProfile) => void = () => {};
  const answered = new Promise<CoachProfile>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const profile = init?.method === 'PUT' ? JSON.parse(String(init.body)) : await answered;
      return new Response(JSON.stringify({ profile }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return answer;
}

const figures = () => screen.getByTestId('team-figures');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the panel's Team line, signed in", () => {
  it("shows the account's level from this browser's copy, not a visitor's profile read while the session loaded", async () => {
    serverProfile();
    saveGuestCoachProfile({ level: 'college' });
    cacheCoachProfile(testUser().id, { level: 'high-school' });
    const { rerender } = render(panelIn(session('loading')));
    // The session takes longer than the browser's own reads.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    rerender(panelIn(session('signedIn')));
    await waitFor(() => expect(figures()).toHaveTextContent('Level High school (NFHS) (level average)'));
  });

  it('keeps a save over a server read that answers after it', async () => {
    const answer = serverProfile();
    cacheCoachProfile(testUser().id, { level: 'high-school' });
    let coach: CoachProfileState | null = null;
    function Probe() {
      coach = useCoachProfile();
      return <p data-testid="probe">{JSON.stringify(coach.profile)}</p>;
    }
    render(
      <SessionContext.Provider value={session('signedIn')}>
        <Probe />
      </SessionContext.Provider>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('high-school'));
    const saved = { level: 'high-school', team: { football: { kickerRange: 39 } } } as const;
    await act(async () => {
      await coach!.save(saved);
    });
    answer({ level: 'high-school' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(JSON.parse(screen.getByTestId('probe').textContent!)).toEqual(saved);
  });

  it('names the level the call is at when the panel sets it for this game', async () => {
    serverProfile()({ level: 'college' });
    const user = userEvent.setup();
    render(panelIn(session('signedIn')));
    await waitFor(() => expect(figures()).toHaveTextContent('Level College (NCAA) (level average)'));
    await user.click(screen.getByRole('group', { name: 'Level' }).querySelector('button:last-child')!);
    expect(figures()).toHaveTextContent(/Level \S.* \(this game\)/);
  });

  it("reads the kicker's range average at the level tapped for this game, as the engine does", async () => {
    serverProfile()({ level: 'college' });
    const user = userEvent.setup();
    render(panelIn(session('signedIn')));
    await waitFor(() => expect(figures()).toHaveTextContent("Kicker's range 53 yd (level average)"));
    await user.click(within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: /High school/ }));
    expect(figures()).toHaveTextContent("Kicker's range 38 yd (level average)");
  });
});
