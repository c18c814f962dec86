import { z } from 'zod';
import type { Sport } from '../../../shared/constants';

/**
 * A function the LLM coach may call. The same zod schema validates the model's arguments that the
 * built-in coach's parser produces, so both voices reach the same engines with the same checks.
 */
export interface CoachTool {
  name: string;
  /** Offered only in chats about this sport; offered everywhere when absent. */
  sport?: Sport;
  description: string;
  parameters: z.ZodType;
  run(input: unknown): unknown;
}

/** A tool's result is capped before it goes back to the model: it is prompt text the user pays for. */
export const TOOL_RESULT_MAX_CHARS = 6000;

export function toolsFor(tools: readonly CoachTool[], sport: Sport): CoachTool[] {
  return tools.filter((tool) => tool.sport === undefined || tool.sport === sport);
}

/** Each tool's OpenAI `tools` entry, made once: converting the schemas took milliseconds of CPU on every send before its first token. */
const definitionOf = new WeakMap<CoachTool, ReturnType<typeof toolDefinition>>();

function toolDefinition(tool: CoachTool) {
  return {
    type: 'function' as const,
    function: {
      name: tool.name,
      description: tool.description,
      parameters: z.toJSONSchema(tool.parameters, { io: 'input', unrepresentable: 'any' }),
    },
  };
}

/** The OpenAI `tools` parameter: JSON Schema of the input side, so defaulted fields are optional. */
export function toolDefinitions(tools: readonly CoachTool[]) {
  return tools.map((tool) => {
    let definition = definitionOf.get(tool);
    if (!definition) {
      definition = toolDefinition(tool);
      definitionOf.set(tool, definition);
    }
    return definition;
  });
}

/**
 * Runs one tool call as the model sent it and returns the text to send back. A model can name a
 * tool that does not exist, send broken JSON or arguments out of range: each becomes an error the
 * model can read and correct, never an exception that would end the user's reply.
 */
export function runToolCall(tools: readonly CoachTool[], name: string, rawArguments: string): string {
  const tool = tools.find((candidate) => candidate.name === name);
  if (tool === undefined) {
    return JSON.stringify({
      error: `Unknown tool "${name.slice(0, 64)}". Available: ${tools.map((t) => t.name).join(', ')}`,
    });
  }
  let json: unknown;
  try {
    json = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
  } catch {
    return JSON.stringify({ error: 'The arguments are not valid JSON.' });
  }
  const input = tool.parameters.safeParse(json);
  if (!input.success) {
    return JSON.stringify({ error: 'Invalid arguments.', issues: z.prettifyError(input.error) });
  }
  try {
    return JSON.stringify(tool.run(input.data)).slice(0, TOOL_RESULT_MAX_CHARS);
  } catch {
    // Engines are pure and validated, so this is a defect; the model still gets an answer it can work with.
    return JSON.stringify({ error: `The ${tool.name} tool failed on these arguments.` });
  }
}
