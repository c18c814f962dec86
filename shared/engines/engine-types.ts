import type { z } from 'zod';
import type { Sport } from '../constants';

/**
 * What every game-situation engine returns. The built-in coach phrases it for the mode; the LLM
 * coach receives it as a tool result, so both voices quote the same numbers.
 */
export interface EngineOption {
  /** e.g. 'Go for it', 'Field goal', 'Punt'. */
  name: string;
  /** The figure the options are compared on, e.g. 0.52. */
  value: number;
  /** What `value` measures, e.g. 'win probability', 'expected runs', 'plays-like yards'. */
  measure: string;
}

export interface EngineAdvice {
  sport: Sport;
  /** The engine's tool name, e.g. 'fourth_down_decision'. */
  engine: string;
  /** The call in a few words: 'Go for it', 'Swing away', 'Hit a 6-iron'. */
  recommendation: string;
  /** One or two sentences that carry the numbers ("going for it wins about 3 points of win probability here"). */
  reason: string;
  /** The options compared, best first (empty when the engine gives one figure, e.g. a club adjustment). */
  options: EngineOption[];
  /** 2–4 short coaching bullets on how to carry out the call. */
  points: string[];
  /** The published model or table the numbers come from, e.g. 'nfl4th (Baldwin 2021) …'. */
  source: string;
}

/**
 * One engine as a tool: the same zod schema validates what the message parser produces and what an
 * LLM's tool call sends, and `run` is pure (no I/O, no clock).
 */
export interface EngineTool<Schema extends z.ZodType = z.ZodType> {
  name: string;
  sport: Sport;
  /** One sentence for the LLM's tool list. */
  description: string;
  parameters: Schema;
  run(input: z.infer<Schema>): EngineAdvice;
}
