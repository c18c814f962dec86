import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import { ENGINE_TOOLS, runEngineTool } from '../../../../shared/engines/engine-registry';
import type { EngineTool } from '../../../../shared/engines/engine-types';
import { resolveTeam, teamArgsOf } from '../../../../shared/engines/team-inputs';
import { stepOf, stepperFrom } from './decision-panel';
import { defaultState, engineFields, steppedValue, type EngineField } from './engine-fields';
import { lookOf, PANEL_DECISIONS } from './panel-config';

const toolNamed = (name: string): EngineTool => ENGINE_TOOLS.find((tool) => tool.name === name)!;
const panels = SPORTS.flatMap((sport) => PANEL_DECISIONS[sport].map((decision) => ({ sport, decision })));
type NumberField = Extract<EngineField, { kind: 'number' }>;

// A code token: camelCase, or words joined by hyphens or underscores, as a schema spells them.
const CODE_TOKEN = /^[a-z]+([A-Z][a-z]*)+$|^[a-z]+[-_][a-z-_]+$/;

function expectReadable(label: string, where: string) {
  expect(label.length, where).toBeLessThanOrEqual(40);
  expect(label, where).not.toMatch(CODE_TOKEN);
  expect(label, where).not.toMatch(/\.$/);
}

describe('every label the panel shows', () => {
  it('is short and in words, for every input and every choice of every decision', () => {
    for (const { sport, decision } of panels) {
      for (const field of engineFields(toolNamed(decision.engine))) {
        const look = lookOf(field.key, field.description, sport);
        const where = `${decision.engine}.${field.key}`;
        expectReadable(look.label, where);
        if (field.kind !== 'choice') continue;
        for (const option of field.options) {
          // A number or a score reads as itself (a 24-second shot clock, AD); a word the schema spells needs the panel's own.
          if (typeof option === 'number' || /^[0-9A-Z]+$/.test(option)) continue;
          const shown = look.choices?.[option];
          expect(shown, `${where}=${option}`).toBeDefined();
          expectReadable(shown!, `${where}=${option}`);
        }
      }
    }
  });
});

describe('every stepper, walked to both ends', () => {
  // Each input in turn goes all the way up, then all the way down, with the others where the walk left
  // them: the inputs' bounds hang on one another, so the walk meets the states where they cross.
  it('never reaches a state the engine refuses', () => {
    for (const { sport, decision } of panels) {
      const tool = toolNamed(decision.engine);
      const args: Record<string, unknown> = { ...defaultState(tool), ...teamArgsOf(tool.name, resolveTeam(null)) };
      expect(runEngineTool(tool.name, args).ok, decision.engine).toBe(true);
      const numbers = engineFields(tool).filter((field): field is NumberField => field.kind === 'number');
      for (const direction of [1, -1, 1] as const) {
        for (const field of numbers) {
          const look = lookOf(field.key, field.description, sport);
          const step = direction * stepOf(field, look);
          for (let taps = 0; taps < 5000; taps += 1) {
            const next = steppedValue(tool, field, args, stepperFrom(field, look, args), step);
            if (next === null) break;
            args[field.key] = next;
            const result = runEngineTool(tool.name, args);
            expect(result.ok, `${decision.engine} ${JSON.stringify(args)}`).toBe(true);
          }
          // The walk ends at a bound: the schema's own, or one the rest of the state sets.
          const at = stepperFrom(field, look, args);
          expect(at * direction, `${decision.engine}.${field.key}`).toBeLessThanOrEqual(
            (direction > 0 ? field.max : -field.min) + 1e-9,
          );
        }
      }
    }
  });

  it('stops yards to go at the distance to the end zone, and the shot clock at its length', () => {
    const fourth = toolNamed('fourth_down_decision');
    const yardsToGo = engineFields(fourth).find((field) => field.key === 'yardsToGo') as NumberField;
    expect(steppedValue(fourth, yardsToGo, { yardsToGo: 7, yardsToEndZone: 7 }, 7, 1)).toBeNull();
    expect(steppedValue(fourth, yardsToGo, { yardsToGo: 7, yardsToEndZone: 9 }, 7, 1)).toBe(8);

    const lastShot = toolNamed('last_shot');
    const shotClockLeft = engineFields(lastShot).find((field) => field.key === 'shotClockLeft') as NumberField;
    const look = lookOf('shotClockLeft', undefined, 'basketball');
    const full = { secondsLeft: 40, shotClock: 30 };
    expect(stepperFrom(shotClockLeft, look, full)).toBe(30);
    expect(steppedValue(lastShot, shotClockLeft, full, 30, 1)).toBeNull();
    expect(steppedValue(lastShot, shotClockLeft, full, 30, -1)).toBe(29);
  });

  it('keeps a second on the clock when a foul up three still needs time', () => {
    const foul = toolNamed('foul_up_three');
    const secondsLeft = engineFields(foul).find((field) => field.key === 'secondsLeft') as NumberField;
    expect(steppedValue(foul, secondsLeft, { secondsLeft: 1 }, 1, -1)).toBeNull();
    expect(steppedValue(foul, secondsLeft, { secondsLeft: 2 }, 2, -1)).toBe(1);
  });

  it('keeps a set of tennis that is not over', () => {
    const point = toolNamed('point_importance');
    const serverGames = engineFields(point).find((field) => field.key === 'serverGames') as NumberField;
    expect(steppedValue(point, serverGames, { serverGames: 5, returnerGames: 1 }, 5, 1)).toBeNull();
    expect(steppedValue(point, serverGames, { serverGames: 5, returnerGames: 5 }, 5, 1)).toBe(6);
  });
});
