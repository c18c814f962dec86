import { z } from 'zod';
import type { EngineAdvice, EngineTool } from './engine-types';
import { BASEBALL_ENGINE_TOOLS } from './baseball';
import { BASKETBALL_ENGINE_TOOLS } from './basketball';
import { FOOTBALL_ENGINE_TOOLS } from './football';
import { GOLF_ENGINE_TOOLS } from './golf';
import { SOCCER_ENGINE_TOOLS } from './soccer';
import { TENNIS_ENGINE_TOOLS } from './tennis';

/** Every game-situation engine, as a tool the coach (built-in or LLM) can call by name. */
export const ENGINE_TOOLS: readonly EngineTool[] = [
  ...FOOTBALL_ENGINE_TOOLS,
  ...BASEBALL_ENGINE_TOOLS,
  ...BASKETBALL_ENGINE_TOOLS,
  ...SOCCER_ENGINE_TOOLS,
  ...GOLF_ENGINE_TOOLS,
  ...TENNIS_ENGINE_TOOLS,
];

export type EngineRunResult = { ok: true; advice: EngineAdvice } | { ok: false; error: string };

/**
 * Runs one engine by tool name. Arguments come from an LLM's tool call or the message parser, so
 * nothing here throws: an unknown tool or bad arguments come back as an error the caller can show
 * or hand back to the model.
 */
export function runEngineTool(name: string, args: unknown): EngineRunResult {
  const tool = ENGINE_TOOLS.find((candidate) => candidate.name === name);
  if (!tool) {
    return {
      ok: false,
      error: `Unknown engine tool "${name}". Known tools: ${ENGINE_TOOLS.map((t) => t.name).join(', ')}.`,
    };
  }
  const parsed = tool.parameters.safeParse(args ?? {});
  if (!parsed.success) {
    return { ok: false, error: `Invalid arguments for ${name}: ${z.prettifyError(parsed.error)}` };
  }
  try {
    return { ok: true, advice: tool.run(parsed.data) };
  } catch (error) {
    return { ok: false, error: `${name} failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}
