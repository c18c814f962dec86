// The state a decision engine takes, read from its own zod schema: every number becomes a stepper
// within the schema's bounds, every choice a row of toggles. The panel then never drifts from what
// the engine accepts, and an engine that gains an input gains its control.
import type { z } from 'zod';
import type { EngineTool } from '../../../../shared/engines/engine-types';

export type FieldValue = number | string | boolean;

export type EngineField =
  | { key: string; kind: 'number'; min: number; max: number; integer: boolean; description?: string }
  | { key: string; kind: 'choice'; options: readonly (string | number)[]; description?: string }
  | { key: string; kind: 'toggle'; description?: string };

interface SchemaNode {
  def: { type: string; innerType?: SchemaNode; options?: readonly SchemaNode[]; values?: readonly unknown[] };
  description?: string;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  options?: readonly (string | number)[];
  shape?: Record<string, SchemaNode>;
}

// zod's classic schemas expose their definition; only the shape of it the panel reads is named here.
const nodeOf = (schema: z.ZodType): SchemaNode => schema as unknown as SchemaNode;

function unwrap(node: SchemaNode): { inner: SchemaNode; description?: string } {
  let inner = node;
  let description = node.description;
  while (inner.def.innerType && ['default', 'optional', 'nullable', 'prefault'].includes(inner.def.type)) {
    inner = inner.def.innerType;
    description ??= inner.description;
  }
  return { inner, description };
}

function literalValues(node: SchemaNode): (string | number)[] | null {
  const values: (string | number)[] = [];
  for (const option of node.def.options ?? []) {
    if (option.def.type !== 'literal') return null;
    for (const value of option.def.values ?? []) {
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      values.push(value);
    }
  }
  return values;
}

/** The engine's inputs as controls, in the schema's order; inputs no control can set are left out. */
export function engineFields(tool: EngineTool): EngineField[] {
  const shape = nodeOf(tool.parameters).shape ?? {};
  const fields: EngineField[] = [];
  for (const [key, node] of Object.entries(shape)) {
    const { inner, description } = unwrap(node);
    if (inner.def.type === 'number') {
      fields.push({
        key,
        kind: 'number',
        min: inner.minValue ?? 0,
        max: inner.maxValue ?? 100,
        integer: inner.isInt ?? false,
        description,
      });
    } else if (inner.def.type === 'enum' && inner.options) {
      fields.push({ key, kind: 'choice', options: inner.options, description });
    } else if (inner.def.type === 'union') {
      const values = literalValues(inner);
      if (values) fields.push({ key, kind: 'choice', options: values, description });
    } else if (inner.def.type === 'boolean') {
      fields.push({ key, kind: 'toggle', description });
    }
  }
  return fields;
}

/** The engine's defaults: what the panel shows before the first tap. */
export function defaultState(tool: EngineTool): Record<string, FieldValue> {
  const parsed = tool.parameters.safeParse({});
  if (!parsed.success || typeof parsed.data !== 'object' || parsed.data === null) return {};
  const state: Record<string, FieldValue> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') state[key] = value;
  }
  return state;
}

/** How many of the engine's rules a state breaks: its schema's own checks, cross-field ones included. */
export function brokenRules(tool: EngineTool, values: Record<string, unknown>): number {
  const parsed = tool.parameters.safeParse(values);
  return parsed.success ? 0 : parsed.error.issues.length;
}

/** The input the engine names first when it refuses a state: the one to change. */
export function refusedInput(tool: EngineTool, values: Record<string, unknown>): string | null {
  const parsed = tool.parameters.safeParse(values);
  if (parsed.success) return null;
  const key = parsed.error.issues.map((issue) => issue.path[0]).find((each) => typeof each === 'string');
  return key ?? null;
}

/**
 * Where one tap of a stepper lands, or null when it may not move. A stepper's bounds hang on the rest of
 * the state (yards to go within the distance to the end zone, the shot clock within its length): a tap
 * is allowed when it keeps within the schema's range and breaks no more of the engine's rules than the
 * state already does, so a valid state stays valid and a refused one can always be stepped back.
 */
export function steppedValue(
  tool: EngineTool,
  field: Extract<EngineField, { kind: 'number' }>,
  values: Record<string, unknown>,
  from: number,
  step: number,
  grid = Math.abs(step),
): number | null {
  // A value off the grid (a link's 4:50) comes back onto it; a coarse step keeps to the fine grid,
  // so a minute off 6:45 is 5:45.
  const rounded = Number((Math.round((from + step) / grid) * grid).toFixed(6));
  // A coarse step still reaches the schema's end: 3590 s steps to 3600, not past it.
  const moved = Math.min(field.max, Math.max(field.min, rounded));
  if (moved === from || (step > 0 ? moved < from : moved > from)) return null;
  if (brokenRules(tool, { ...values, [field.key]: moved }) > brokenRules(tool, values)) return null;
  return moved;
}
