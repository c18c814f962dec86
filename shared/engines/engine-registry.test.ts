import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SPORTS } from '../constants';
import { ENGINE_TOOLS, runEngineTool } from './engine-registry';

describe('engine registry', () => {
  it('names every tool once, in snake_case, and covers all six sports', () => {
    const names = ENGINE_TOOLS.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(new Set(ENGINE_TOOLS.map((tool) => tool.sport))).toEqual(new Set(SPORTS));
  });

  it.each(ENGINE_TOOLS.map((tool) => [tool.name, tool] as const))(
    '%s accepts its defaults and gives complete advice',
    (name, tool) => {
      expect(tool.parameters.safeParse({}).success).toBe(true);
      const result = runEngineTool(name, {});
      if (!result.ok) throw new Error(result.error);
      const advice = result.advice;
      expect(advice.engine).toBe(name);
      expect(advice.sport).toBe(tool.sport);
      expect(advice.recommendation.length).toBeGreaterThan(0);
      expect(advice.reason).toMatch(/\d/);
      expect(advice.points.length).toBeGreaterThanOrEqual(2);
      expect(advice.points.length).toBeLessThanOrEqual(4);
      expect(advice.source.length).toBeGreaterThan(20);
      for (const option of advice.options) expect(Number.isFinite(option.value)).toBe(true);
    },
  );

  it.each(ENGINE_TOOLS.map((tool) => [tool.name] as const))('%s rejects nonsense arguments', (name) => {
    for (const nonsense of ['fourth and long', 42, [1, 2], { notAField: true }]) {
      const result = runEngineTool(name, nonsense);
      expect(result.ok).toBe(false);
    }
  });

  it.each(ENGINE_TOOLS.map((tool) => [tool.name, tool] as const))(
    '%s describes its arguments as a closed JSON Schema object for an LLM tool list',
    (_name, tool) => {
      const schema = z.toJSONSchema(tool.parameters, { io: 'input' });
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties).toBe(false);
      expect(Object.keys(schema.properties ?? {}).length).toBeGreaterThan(0);
    },
  );

  it('reports an unknown tool by name instead of throwing', () => {
    const result = runEngineTool('punt_or_pray', {});
    expect(result).toEqual({ ok: false, error: expect.stringContaining('Unknown engine tool "punt_or_pray"') });
  });

  it('explains which argument was wrong', () => {
    const result = runEngineTool('fourth_down_decision', { yardsToGo: -3 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/yardsToGo/);
  });

  it('treats missing arguments as all defaults', () => {
    expect(runEngineTool('run_expectancy', undefined).ok).toBe(true);
  });
});
