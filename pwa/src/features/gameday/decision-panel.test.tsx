import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SPORT_LABELS, SPORTS } from '../../../../shared/constants';
import { decisionLine } from '../../../../shared/engines/decision-line';
import { panelLink } from '../../../../shared/engines/panel-link';
import { ENGINE_TOOLS, runEngineTool } from '../../../../shared/engines/engine-registry';
import { SessionContext, type Session } from '../../session';
import { resolveTeam, teamArgsOf } from '../../../../shared/engines/team-inputs';
import { DecisionPanel } from './decision-panel';
import { engineFields } from './engine-fields';
import { PANEL_DECISIONS } from './panel-config';
import { savePitchCounts } from './pitch-tracker-state';

function lineFor(engine: string, inputs: Record<string, unknown> = {}): string {
  const result = runEngineTool(engine, inputs);
  if (!result.ok) throw new Error(result.error);
  return decisionLine(result.advice);
}

const call = () => screen.getByTestId('gameday-call');
// A visitor: the panel's game log keeps a visitor's games in this browser.
const VISITOR: Session = {
  status: 'signedOut',
  user: null,
  token: null,
  refreshUser: () => {},
  setUser: () => {},
  logout: () => {},
};

const renderPanel = () =>
  render(
    <SessionContext.Provider value={VISITOR}>
      <MemoryRouter>
        <DecisionPanel />
      </MemoryRouter>
    </SessionContext.Provider>,
  );

describe('the sideline decision panel', () => {
  it("opens on football's fourth down with the engine's call for its defaults", () => {
    renderPanel();
    expect(call()).toHaveTextContent(lineFor('fourth_down_decision'));
    expect(screen.getByRole('button', { name: '4th down' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('answers each tap with the call the chat gives for the same state, and keeps it across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'More: Yards to go' }));
    await user.click(screen.getByRole('button', { name: 'More: Yards to go' }));
    await user.click(screen.getByRole('button', { name: 'Ball on: forward, toward their end zone' }));
    await user.click(screen.getByRole('button', { name: 'More: Score' }));
    const state = { yardsToGo: 3, yardsToEndZone: 49, scoreMargin: 1 };
    expect(call()).toHaveTextContent(lineFor('fourth_down_decision', state));

    unmount();
    renderPanel();
    expect(call()).toHaveTextContent(lineFor('fourth_down_decision', state));
    await user.click(screen.getByRole('button', { name: 'Reset this decision' }));
    expect(call()).toHaveTextContent(lineFor('fourth_down_decision'));
  });

  it('stops a stepper at the bounds the engine accepts', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('button', { name: 'More: Our timeouts' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Less: Yards to go' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Less: Our timeouts' }));
    expect(screen.getByRole('button', { name: 'More: Our timeouts' })).toBeEnabled();
  });

  it('keeps the model, the inputs and the published averages behind Why?', () => {
    renderPanel();
    const why = screen.getByTestId('gameday-why');
    expect(within(why).getByText('Why?')).toBeInTheDocument();
    expect(why).toHaveTextContent(/Inputs: Yards to go 1 · Ball on Midfield · Score Tied · Time left Q3 15:00/);
    expect(why).toHaveTextContent(/Model: /);
  });

  it('gives a call for every decision of every sport', async () => {
    const user = userEvent.setup();
    renderPanel();
    for (const sport of SPORTS) {
      await user.click(screen.getByRole('button', { name: SPORT_LABELS[sport] }));
      for (const decision of PANEL_DECISIONS[sport]) {
        await user.click(screen.getByRole('button', { name: decision.label }));
        // With no profile, the team's figures are the pro level's averages.
        expect(call()).toHaveTextContent(lineFor(decision.engine, teamArgsOf(decision.engine, resolveTeam(null))));
      }
    }
  });

  it('says which team numbers are published averages, and stops saying so once one is set', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'After a TD' }));
    const figures = screen.getByTestId('team-figures');
    expect(figures).toHaveTextContent('Two-point rate 48% (level average) · Extra-point rate 94% (level average)');
    await user.click(screen.getByRole('button', { name: 'More: Two-point rate' }));
    expect(figures).not.toHaveTextContent('Two-point rate');
    expect(figures).toHaveTextContent('Extra-point rate 94% (level average)');
  });
});

describe("basketball's end game on the panel", () => {
  it('says when to shoot and when to call timeout, second by second, with the Why', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: SPORT_LABELS.basketball }));
    await user.click(screen.getByRole('button', { name: 'When to shoot' }));
    expect(call()).toHaveTextContent(/^Hold for one shot, start at \d+ s/);
    // The panel plays the team's three-point rate (the level average here), as the chat does.
    expect(call()).toHaveTextContent(lineFor('last_shot', teamArgsOf('last_shot', resolveTeam(null))));
    // The end-game clock moves a second a tap, not football's quarter-minute.
    await user.click(screen.getByRole('button', { name: 'Less: Time left' }));
    expect(screen.getByRole('group', { name: 'Time left' }).querySelector('output')).toHaveTextContent('0:23');
    expect(screen.getByRole('group', { name: 'On the shot clock' }).querySelector('output')).toHaveTextContent('Full');
    expect(screen.getByTestId('gameday-why')).toHaveTextContent(/Annis \(2006\)/);

    await user.click(screen.getByRole('button', { name: 'Timeout?' }));
    expect(call()).toHaveTextContent(/^Call timeout/);
    await user.click(screen.getByRole('button', { name: 'Break with numbers' }));
    expect(call()).toHaveTextContent(/^Play on/);
    expect(call()).toHaveTextContent(lineFor('call_timeout', { ball: 'transition' }));
    expect(screen.getByTestId('gameday-why')).toHaveTextContent(/Pelton/);
  });
});

describe("the panel's controls come from the engines' own schemas", () => {
  it('names only engines that exist, and gives every input of each a control', () => {
    for (const decisions of Object.values(PANEL_DECISIONS)) {
      for (const { engine } of decisions) {
        const tool = ENGINE_TOOLS.find((candidate) => candidate.name === engine);
        expect(tool, engine).toBeDefined();
        // A golfer's carries are a table, set in the team settings rather than tapped.
        const inputs = Object.keys((tool!.parameters as unknown as { shape: object }).shape).filter(
          (key) => key !== 'carries',
        );
        expect(engineFields(tool!).map((field) => field.key)).toEqual(inputs);
      }
    }
  });
});

describe('a decision handed over from the chat', () => {
  it('opens on the engine and numbers the link carries, then takes them off the address', () => {
    window.history.replaceState(
      null,
      '',
      panelLink('two_point_decision', { marginAfterTouchdown: -8, secondsLeft: 360 }),
    );
    renderPanel();
    expect(screen.getByRole('button', { name: 'Football' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'After a TD' })).toHaveAttribute('aria-pressed', 'true');
    expect(call()).toHaveTextContent(lineFor('two_point_decision', { marginAfterTouchdown: -8, secondsLeft: 360 }));
    expect(window.location.search).toBe('');
  });

  it('ignores a link whose numbers the engine would not accept', () => {
    window.history.replaceState(null, '', panelLink('fourth_down_decision', { yardsToGo: 400 }));
    renderPanel();
    expect(call()).toHaveTextContent(lineFor('fourth_down_decision'));
  });
});

describe('the pitch-count tracker and the pull-the-pitcher call', () => {
  it("a pitch tapped for a pitcher puts his count and age into the call, until the next pitcher's tap", async () => {
    savePitchCounts([
      { id: 'sam', name: 'Sam', age: 12, pitches: 84 },
      { id: 'ana', name: 'Ana', age: 16, pitches: 40 },
    ]);
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: SPORT_LABELS.baseball }));
    await user.click(screen.getByRole('button', { name: 'Pull the pitcher' }));
    const pitchCount = screen.getByRole('group', { name: 'Pitch count' }).querySelector('output');
    expect(call()).toHaveTextContent(lineFor('times_through_order'));

    await user.click(screen.getByRole('button', { name: 'Add a pitch: Sam' }));
    expect(pitchCount).toHaveTextContent('85');
    // Sam is 12: his Pitch Smart daily max of 85 is the limit the call weighs.
    expect(call()).toHaveTextContent(lineFor('times_through_order', { pitchCount: 85, pitcherAge: 12 }));

    await user.click(screen.getByRole('button', { name: 'Undo a pitch: Ana' }));
    expect(pitchCount).toHaveTextContent('39');
    expect(call()).toHaveTextContent(lineFor('times_through_order', { pitchCount: 39, pitcherAge: 16 }));
  });
});

describe('steppers bounded by the rest of the state', () => {
  it('stops yards to go at the ball, and lets the ball come in no closer than the yards to go', async () => {
    const user = userEvent.setup();
    renderPanel();
    const more = screen.getByRole('button', { name: 'More: Yards to go' });
    // From midfield, yards to go climbs to 50 and no further.
    for (let taps = 0; taps < 60 && !more.hasAttribute('disabled'); taps += 1) await user.click(more);
    expect(screen.getByRole('group', { name: 'Yards to go' }).querySelector('output')).toHaveTextContent('50');
    expect(screen.getByRole('button', { name: 'Ball on: forward, toward their end zone' })).toBeDisabled();
    expect(call()).toHaveTextContent(lineFor('fourth_down_decision', { yardsToGo: 50, yardsToEndZone: 50 }));
  });

  it('does not offer more on a full shot clock', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: SPORT_LABELS.basketball }));
    await user.click(screen.getByRole('button', { name: 'When to shoot' }));
    expect(screen.getByRole('button', { name: 'More: On the shot clock' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Less: On the shot clock' }));
    expect(screen.getByRole('group', { name: 'On the shot clock' }).querySelector('output')).toHaveTextContent('23');
    expect(call()).toHaveTextContent(
      lineFor('last_shot', { ...teamArgsOf('last_shot', resolveTeam(null)), shotClockLeft: 23 }),
    );
  });

  it('keeps the last call and names the input to change when a choice makes a state the engine refuses', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: SPORT_LABELS.baseball }));
    await user.click(screen.getByRole('button', { name: 'Steal' }));
    const before = call().textContent;
    // A steal of third with the runner on first: no runner stands on the base before it.
    await user.click(within(screen.getByRole('group', { name: 'Steal of' })).getByRole('button', { name: '3rd' }));
    expect(call()).toHaveTextContent(before!);
    const refused = screen.getByTestId('gameday-refused');
    expect(refused).toHaveTextContent(/^Runners does not fit the rest: change it/);
    expect(refused).not.toHaveTextContent(/Invalid|✖|bases|target/);
  });

  it('gives the Why? disclosure a full tap target', () => {
    renderPanel();
    const summary = within(screen.getByTestId('gameday-why')).getByText('Why?');
    expect(summary.className).toMatch(/\bmin-h-11\b/);
    expect(summary.className).toMatch(/\bmin-w-11\b/);
  });

  it('shows a first-serve share as a percentage in the Why', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: SPORT_LABELS.tennis }));
    await user.click(screen.getByRole('button', { name: 'Serve' }));
    await user.click(screen.getByRole('button', { name: 'Less: Our first serves in' }));
    expect(screen.getByTestId('gameday-why')).toHaveTextContent(/Our first serves in 61%/);
  });
});

const output = (group: string) => screen.getByRole('group', { name: group }).querySelector('output');

describe("football's clock, by quarter", () => {
  it('reaches Q4 6:45 from the default in ten taps, and the call follows', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(output('Time left')).toHaveTextContent('Q3 15:00');
    let taps = 0;
    const tap = async (name: string) => {
      taps += 1;
      await user.click(screen.getByRole('button', { name }));
    };
    await tap('4th');
    expect(output('Time left')).toHaveTextContent('Q4 15:00');
    for (let minute = 0; minute < 8; minute += 1) await tap('Time left: 1 minute less');
    await tap('Less: Time left');
    expect(output('Time left')).toHaveTextContent('Q4 6:45');
    expect(taps).toBeLessThanOrEqual(10);
    expect(call()).toHaveTextContent(lineFor('fourth_down_decision', { secondsLeft: 405 }));
    expect(screen.getByTestId('gameday-why')).toHaveTextContent(/Time left Q4 6:45/);
  });

  it('steps the clock from the keyboard: arrows by 15 seconds, PageUp and PageDown by a minute', async () => {
    const user = userEvent.setup();
    renderPanel();
    screen.getByRole('button', { name: 'Less: Time left' }).focus();
    await user.keyboard('{PageDown}{PageDown}{ArrowDown}');
    expect(output('Time left')).toHaveTextContent('Q3 12:45');
    await user.keyboard('{PageUp}');
    // A minute off the quarter-minute keeps its seconds.
    expect(output('Time left')).toHaveTextContent('Q3 13:45');
    await user.keyboard('{ArrowUp}');
    expect(output('Time left')).toHaveTextContent('Q3 14:00');
  });

  it('sets the half of a clock counted within one from the quarter, with no half control of its own', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Clock' }));
    expect(output('Time left')).toHaveTextContent('Q4 2:00');
    expect(screen.queryByRole('group', { name: 'Half' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Quarter' })).getByRole('button', { name: '2nd' }));
    expect(output('Time left')).toHaveTextContent('Q2 2:00');
    expect(call()).toHaveTextContent(lineFor('clock_management', { half: 'first', secondsLeft: 120 }));
  });

  it('keeps the quarter and clock when the level changes the quarters’ length', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: '2nd' }));
    await user.click(screen.getByRole('button', { name: 'Time left: 1 minute less' }));
    expect(output('Time left')).toHaveTextContent('Q2 14:00');
    await user.click(within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: 'High school' }));
    expect(output('Time left')).toHaveTextContent('Q2 12:00');
    // Two quarters of 12 minutes to come, and the 2nd's full 12.
    expect(call()).toHaveTextContent(
      lineFor('fourth_down_decision', { level: 'high-school', secondsLeft: 2 * 720 + 720 }),
    );
  });
});

describe('the ball moves up the field', () => {
  it('"+" takes the ball forward, toward their end zone, and "−" back', async () => {
    const user = userEvent.setup();
    renderPanel();
    const forward = screen.getByRole('button', { name: 'Ball on: forward, toward their end zone' });
    expect(forward).toHaveTextContent('+');
    await user.click(forward);
    expect(output('Ball on')).toHaveTextContent('Their 49');
    await user.click(screen.getByRole('button', { name: 'Ball on: back, toward our goal' }));
    await user.click(screen.getByRole('button', { name: 'Ball on: back, toward our goal' }));
    expect(output('Ball on')).toHaveTextContent('Own 49');
  });
});

describe('one screen, one control for each thing', () => {
  it('names no two groups alike on any sport’s screen, for any decision', async () => {
    const user = userEvent.setup();
    renderPanel();
    for (const sport of SPORTS) {
      await user.click(screen.getByRole('button', { name: SPORT_LABELS[sport] }));
      for (const decision of PANEL_DECISIONS[sport]) {
        await user.click(screen.getByRole('button', { name: decision.label }));
        const named = screen
          .getAllByRole('group')
          .map((group) => {
            const by = group.getAttribute('aria-labelledby');
            return by ? document.getElementById(by)?.textContent : group.getAttribute('aria-label');
          })
          // A disclosure (Why?, Team numbers) is a group with no name of its own.
          .filter(Boolean);
        expect(new Set(named).size, `${decision.engine}: ${named.join(', ')}`).toBe(named.length);
      }
    }
  });

  it('starts a game at the level the panel shows', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(screen.getByRole('group', { name: 'Level' })).getByRole('button', { name: 'College' }));
    expect(screen.getByTestId('game-level')).toHaveTextContent(/^College rules and kicking, 15-minute quarters/);
  });
});

describe("football's one level for the screen", () => {
  it('keeps the level tapped on one decision for every decision, a new game and a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    const level = () => within(screen.getByRole('group', { name: 'Level' }));
    await user.click(level().getByRole('button', { name: 'High school' }));
    await user.click(screen.getByRole('button', { name: 'After a TD' }));
    expect(level().getByRole('button', { name: 'High school' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('team-figures')).toHaveTextContent(/Level High school/);
    expect(call()).toHaveTextContent(lineFor('two_point_decision', { level: 'high-school' }));
    expect(screen.getByTestId('game-level')).toHaveTextContent(/^High school rules and kicking/);

    await user.click(screen.getByRole('button', { name: 'Clock' }));
    expect(level().getByRole('button', { name: 'High school' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-level')).toHaveTextContent(/^High school rules and kicking/);

    unmount();
    renderPanel();
    expect(level().getByRole('button', { name: 'High school' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(level().getByRole('button', { name: 'College' }));
    await user.click(screen.getByRole('button', { name: '4th down' }));
    expect(level().getByRole('button', { name: 'College' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('game-level')).toHaveTextContent(/^College rules and kicking/);
  });
});

describe('the pitch limit the pull-the-pitcher call weighs', () => {
  it("names Pitch Smart's daily limit for the pitcher's age, not a level's average", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: SPORT_LABELS.baseball }));
    await user.click(screen.getByRole('button', { name: 'Pull the pitcher' }));
    await user.click(screen.getByRole('button', { name: "More: Pitcher's age" }));
    const why = screen.getByTestId('gameday-why');
    expect(why).toHaveTextContent(/Pitch limit 95 \(Pitch Smart’s daily limit for age 13\)/);
    expect(why).not.toHaveTextContent(/Pitch limit the level’s average/);
    expect(output('Pitch limit')).toHaveTextContent('95');
  });
});

describe("the call's Why? on published averages", () => {
  it('names only figures as averages: a choice such as the unit, or the course altitude, is a setting', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: SPORT_LABELS.golf }));
    await user.click(screen.getByRole('button', { name: 'Club' }));
    const why = screen.getByTestId('gameday-why-body');
    expect(why).not.toHaveTextContent(/Published averages used for:[^.]*\bUnit\b/);
    expect(why).not.toHaveTextContent(/Published averages used for:[^.]*Altitude/);
    expect(why).toHaveTextContent(/a mid-handicap \S+ carries about/);
  });
});
