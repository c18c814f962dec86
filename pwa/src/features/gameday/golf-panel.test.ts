import { describe, expect, it } from 'vitest';
import { decisionLine } from '../../../../shared/engines/decision-line';
import { ENGINE_TOOLS, runEngineTool } from '../../../../shared/engines/engine-registry';
import type { EngineTool } from '../../../../shared/engines/engine-types';
import { resolveTeam, teamArgsOf } from '../../../../shared/engines/team-inputs';
import { stepOf } from './decision-panel';
import { defaultState, engineFields, steppedValue, type EngineField } from './engine-fields';
import { lookOf, PANEL_DECISIONS } from './panel-config';

const toolNamed = (name: string): EngineTool => ENGINE_TOOLS.find((tool) => tool.name === name)!;
type NumberField = Extract<EngineField, { kind: 'number' }>;

describe('the golf panel', () => {
  it('offers the club, go or lay up over trouble, and the aim beside a hazard', () => {
    expect(PANEL_DECISIONS.golf).toEqual([
      { engine: 'club_adjustment', label: 'Club' },
      { engine: 'go_or_lay_up', label: 'Go or lay up' },
      { engine: 'target_choice', label: 'Aim' },
    ]);
  });

  it('steps the carry over the trouble by 5 yards, up to the pin and no further, and the call turns to a lay-up', () => {
    const tool = toolNamed('go_or_lay_up');
    const carry = engineFields(tool).find((field) => field.key === 'carryOverTrouble') as NumberField;
    const look = lookOf('carryOverTrouble', carry.description, 'golf');
    expect(look.label).toBe('Carry over the trouble (yd)');
    expect(stepOf(carry, look)).toBe(5);
    const state: Record<string, unknown> = { ...defaultState(tool), ...teamArgsOf(tool.name, resolveTeam(null)) };
    const line = () => {
      const result = runEngineTool(tool.name, state);
      if (!result.ok) throw new Error(result.error);
      return decisionLine(result.advice);
    };
    expect(line()).toMatch(/^Go for it: \d\.\d+ expected strokes to hole out/);
    let taps = 0;
    while (!/^Lay up/.test(line())) {
      state.carryOverTrouble = steppedValue(tool, carry, state, state.carryOverTrouble as number, 5);
      taps += 1;
    }
    expect(taps).toBeLessThanOrEqual(4);
    expect(line()).toMatch(/^Lay up to \d+ yards: \d\.\d+ expected strokes to hole out; go for it \d\.\d+/);
    // The trouble lies in front of the pin: the carry stops short of the distance.
    expect(steppedValue(tool, carry, { ...state, carryOverTrouble: 205, distance: 210 }, 205, 5)).toBeNull();
  });

  it("plays the golfer's carries from the team settings, as the club call does", () => {
    const profile = { team: { golf: { carries: { '3-wood': 230 } } } };
    const args = teamArgsOf('go_or_lay_up', resolveTeam(profile));
    expect(args).toMatchObject({ level: 'midHandicap', carries: { '3-wood': 230 } });
    const hole = { distance: 215, carryOverTrouble: 200 };
    const call = (team: Record<string, unknown>) => {
      const result = runEngineTool('go_or_lay_up', { ...team, ...hole });
      return result.ok ? result.advice.recommendation : result.error;
    };
    expect(call(teamArgsOf('go_or_lay_up', resolveTeam(null)))).toMatch(/^Lay up/);
    expect(call(args)).toBe('Go for it');
  });
});
