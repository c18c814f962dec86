import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PitchTracker, pitchNotes } from './pitch-tracker';
import { readPitchCounts, savePitchCounts } from './pitch-tracker-state';

async function tap(user: ReturnType<typeof userEvent.setup>, name: string, times: number) {
  const button = screen.getByRole('button', { name });
  for (let count = 0; count < times; count++) await user.click(button);
}

beforeEach(() => window.localStorage.clear());

describe('pitch notes', () => {
  it('warns five pitches before each rest step, and at and past the daily max', () => {
    // Ages 11–12: 1 day of rest from pitch 21, daily max 85.
    expect(pitchNotes(12, 15).warning).toBeUndefined();
    expect(pitchNotes(12, 16).warning).toBe('5 pitches to 1 day of rest (from pitch 21).');
    expect(pitchNotes(12, 50).warning).toBe('1 pitch to 3 days of rest (from pitch 51).');
    expect(pitchNotes(12, 80).warning).toBe('5 pitches to the daily limit of 85.');
    expect(pitchNotes(12, 85)).toMatchObject({
      over: true,
      warning: expect.stringMatching(/^At the daily limit of 85/),
    });
    expect(pitchNotes(12, 86).warning).toMatch(/^Past the daily limit of 85\. 4 days of rest/);
    expect(pitchNotes(16, 26).warning).toBe('5 pitches to 1 day of rest (from pitch 31).');
    expect(pitchNotes(30, 90)).toEqual({ standing: '90 pitches · no Pitch Smart limit at age 30', over: false });
  });
});

describe('the pitch-count tracker', () => {
  it('counts by tap, warns at the limit for a youth pitcher, and keeps the count', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PitchTracker teamPitchers={[]} />);
    await user.type(screen.getByLabelText('Pitcher'), 'Sam');
    await tap(user, 'Younger', 3);
    expect(screen.getByRole('group', { name: 'Age' })).toHaveTextContent('age 9');
    await user.click(screen.getByRole('button', { name: 'Add pitcher' }));

    const sam = screen.getByRole('listitem', { name: 'Sam' });
    expect(sam).toHaveTextContent('Ages 9–10: daily max 75 · 75 left · rest 0 days');
    const status = within(sam).getByRole('status');
    expect(status).toHaveTextContent('');
    await tap(user, 'Add a pitch: Sam', 16);
    expect(status).toHaveTextContent('5 pitches to 1 day of rest (from pitch 21).');
    await tap(user, 'Add a pitch: Sam', 59);
    expect(within(sam).getByTestId('pitch-count')).toHaveTextContent('75');
    expect(status).toHaveTextContent('At the daily limit of 75');
    await tap(user, 'Undo a pitch: Sam', 1);
    expect(status).toHaveTextContent('1 pitch to the daily limit of 75.');
    expect(readPitchCounts()).toMatchObject([{ name: 'Sam', age: 9, pitches: 74 }]);

    unmount();
    render(<PitchTracker teamPitchers={[]} />);
    expect(screen.getByTestId('pitch-count')).toHaveTextContent('74');
  });

  it('takes the team settings’ pitchers when nothing is tracked, and asks for a name', async () => {
    const user = userEvent.setup();
    render(<PitchTracker teamPitchers={[{ name: 'Ana', age: 14 }]} />);
    expect(screen.getByRole('listitem', { name: 'Ana' })).toHaveTextContent('Ages 13–14: daily max 95');
    await user.click(screen.getByRole('button', { name: 'Add pitcher' }));
    expect(screen.getByText('Give the pitcher a name.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('starts a new day at zero, keeping the pitchers', () => {
    savePitchCounts([{ id: 'a', name: 'Ana', age: 14, pitches: 60 }], '2026-01-01');
    expect(readPitchCounts('2026-01-01')?.[0]?.pitches).toBe(60);
    expect(readPitchCounts('2026-01-02')).toEqual([{ id: 'a', name: 'Ana', age: 14, pitches: 0 }]);
    window.localStorage.setItem('pitchCounts', '{"day":"x","pitchers":[{"name":""}]}');
    expect(readPitchCounts()).toBeNull();
  });
});
