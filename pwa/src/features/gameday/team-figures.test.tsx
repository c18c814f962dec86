import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The coach profile one reader holds, as text. */
function ProfileProbe({ testId, onRender }: { testId: string; onRender?(coach: CoachProfileState): void }) {
  const coach = useCoachProfile();
  onRender?.(coach);
  return <p data-testid={testId}>{JSON.stringify(coach.profile)}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the panel's Team line, signed in", () => {
  it("shows the account's level from this browser's copy, not a visitor's profile read while the session loaded", async () => {
    serverProfile();
    saveGuestCoachProfile({ level: 'college' });
    cacheCoachProfile(testUser().id, { level: 'high-school' });
    // The session takes longer than the browser's own reads: a visitor's read of this browser's
    // profile, sent after any the loading panel might have sent, has landed before the session does.
    const withVisitor = (value: Session) => (
      <>
        {panelIn(value)}
        <ProfileProbe testId="visitor" />
      </>
    );
    const { rerender } = render(withVisitor(session('loading')));
    await waitFor(() => expect(screen.getByTestId('visitor')).toHaveTextContent('college'));
    rerender(withVisitor(session('signedIn')));
    await waitFor(() => expect(figures()).toHaveTextContent('Level High school (NFHS) (level average)'));
  });

  it('keeps a save over a server read that answers after it', async () => {
    const answer = serverProfile();
    cacheCoachProfile(testUser().id, { level: 'high-school' });
    const held: { coach: CoachProfileState | null } = { coach: null };
    render(
      <SessionContext.Provider value={session('signedIn')}>
        <ProfileProbe testId="probe" onRender={(coach) => (held.coach = coach)} />
      </SessionContext.Provider>,
    );
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('high-school'));
    const saved = { level: 'high-school', team: { football: { kickerRange: 39 } } } as const;
    await act(async () => {
      await held.coach!.save(saved);
    });
    answer({ level: 'high-school' });
    // A second reader's server read, sent after the first and answered by the same reply, has landed:
    // so has the first one's.
    render(
      <SessionContext.Provider value={session('signedIn')}>
        <ProfileProbe testId="later" />
      </SessionContext.Provider>,
    );
    await waitFor(() => expect(JSON.parse(screen.getByTestId('later').textContent!)).toEqual({ level: 'high-school' }));
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

describe("the Team line in every sport, a visitor's", () => {
  beforeEach(() => window.localStorage.clear());
  const pick = (group: string, name: string) =>
    userEvent.click(within(screen.getByRole('group', { name: group })).getByRole('button', { name }));
  const call = () => screen.getByTestId('gameday-call');

  it("basketball: a level tap reads that level's free throws, and the call follows", async () => {
    render(panelIn(session('signedOut')));
    await pick('Sport', 'Basketball');
    expect(await screen.findByText(/Level Pro \(NBA\) \(default\)/)).toBeInTheDocument();
    expect(figures()).toHaveTextContent('Our free throws 78% (level average)');
    expect(within(figures()).getByRole('button', { name: 'Pro (NBA)' })).toHaveAttribute('aria-pressed', 'true');
    const atPro = call().textContent;
    await pick('Team level', 'High school');
    await waitFor(() => expect(figures()).toHaveTextContent('Level High school (this game)'));
    expect(figures()).toHaveTextContent('Our free throws 63% (level average)');
    expect(call().textContent).not.toBe(atPro);
  });

  it("basketball: when to shoot reads the level's three-point rate", async () => {
    render(panelIn(session('signedOut')));
    await pick('Sport', 'Basketball');
    await pick('Decision', 'When to shoot');
    await waitFor(() => expect(figures()).toHaveTextContent('Our three-point rate 37% (level average)'));
    await pick('Team level', 'College (NCAA)');
    await waitFor(() => expect(figures()).toHaveTextContent('Our three-point rate 34% (level average)'));
  });

  it('says plainly when a call reads no team figures, and offers no level', async () => {
    render(panelIn(session('signedOut')));
    await pick('Sport', 'Basketball');
    await pick('Decision', '2-for-1');
    await waitFor(() => expect(figures()).toHaveTextContent('Team: no team figures used in this call.'));
    expect(screen.queryByRole('group', { name: 'Team level' })).toBeNull();
  });

  it('soccer names the scoring rates its model reads, the published averages, with no level to tap', async () => {
    render(panelIn(session('signedOut')));
    await pick('Sport', 'Soccer');
    await waitFor(() => expect(figures()).toHaveTextContent('Our goals per 90 1.4 (published average)'));
    expect(figures()).toHaveTextContent('Their goals per 90 1.4 (published average)');
    expect(within(figures()).queryByRole('group')).toBeNull();
  });

  it('tennis names the serve rates its model reads', async () => {
    render(panelIn(session('signedOut')));
    await pick('Sport', 'Tennis');
    await waitFor(() => expect(figures()).toHaveTextContent('Server wins 64% of points on serve (men’s tour average)'));
    expect(figures()).toHaveTextContent('Returner wins 64% of points on own serve (men’s tour average)');
    // The tour a first-serve share is read at, left unset, is the men's: said as the default it plays.
    expect(figures()).toHaveTextContent('Tour Men (default)');
    expect(figures()).not.toHaveTextContent(/average\)? \(default\)|level’s average/);
  });

  it("baseball: the pitcher's Pitch Smart age group sets the limit the pull call weighs", async () => {
    render(panelIn(session('signedOut')));
    await pick('Sport', 'Baseball');
    await pick('Decision', 'Pull the pitcher');
    await waitFor(() => expect(figures()).toHaveTextContent('Pitch limit 100 (a professional starter’s usual cap)'));
    expect(within(figures()).getByRole('button', { name: 'Over 22' })).toHaveAttribute('aria-pressed', 'true');
    // The highlighted group is the one the call plays when no age is given: the line says so.
    expect(figures()).toHaveTextContent("Pitcher's age over 22 (default)");
    expect(figures()).not.toHaveTextContent(/not given/i);
    await pick('Pitch Smart age group', '11–12');
    await waitFor(() => expect(figures()).toHaveTextContent('Pitch limit 85 (Pitch Smart’s daily limit for age 12)'));
    expect(figures()).toHaveTextContent("Pitcher's age 12 (this game)");
  });
});
