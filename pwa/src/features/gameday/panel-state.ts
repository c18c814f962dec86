// The panel's state survives a reload and a dead phone's restart on the sideline: it is kept in this
// browser, and read back through a schema, with any engine's inputs it no longer accepts dropped.
import { z } from 'zod';
import { SPORTS, type Sport } from '../../../../shared/constants';
import { ENGINE_TOOLS } from '../../../../shared/engines/engine-registry';
import { readPanelLink } from '../../../../shared/engines/panel-link';
import { engineFields, type FieldValue } from './engine-fields';

const KEY = 'gamedayPanel';

const StoredPanelSchema = z.object({
  sport: z.enum(SPORTS).catch('football'),
  decisions: z.record(z.string(), z.string().max(60)).catch({}),
  inputs: z.record(z.string(), z.record(z.string(), z.union([z.number(), z.string().max(40), z.boolean()]))).catch({}),
  levels: z.partialRecord(z.enum(SPORTS), z.string().max(40)).catch({}),
});

export interface PanelState {
  sport: Sport;
  /** The decision last open for each sport, by engine name. */
  decisions: Partial<Record<Sport, string>>;
  /** What the coach set for each engine, by engine name; anything unset is the engine's default. */
  inputs: Record<string, Record<string, FieldValue>>;
  /**
   * The level tapped for each sport's screen, shared by all its decisions: football's rules and
   * kicking (and a new game's in the log), basketball's averages.
   */
  levels?: Partial<Record<Sport, string>>;
}

const LEVEL_KEY = 'level';
const FOOTBALL_ENGINES = new Set(ENGINE_TOOLS.filter((tool) => tool.sport === 'football').map((tool) => tool.name));

/**
 * Football's level moved out of each decision's inputs into the screen's: a level a decision still
 * carries (kept by an older panel, or given by a link or the game log) becomes the screen's.
 */
export function withFootballLevel(state: PanelState, preferred?: string): PanelState {
  let level = state.levels?.football;
  const inputs: PanelState['inputs'] = {};
  for (const [engine, stored] of Object.entries(state.inputs)) {
    if (!FOOTBALL_ENGINES.has(engine) || stored[LEVEL_KEY] === undefined) {
      inputs[engine] = stored;
      continue;
    }
    const { [LEVEL_KEY]: carried, ...rest } = stored;
    if (typeof carried === 'string' && (engine === preferred || level === undefined)) level = carried;
    inputs[engine] = rest;
  }
  return { ...state, inputs, levels: level === undefined ? state.levels : { ...state.levels, football: level } };
}

const EMPTY: PanelState = { sport: 'football', decisions: {}, inputs: {} };

export function readPanelState(): PanelState {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw === null) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  const parsed = StoredPanelSchema.safeParse(value);
  if (!parsed.success) return EMPTY;
  const inputs: PanelState['inputs'] = {};
  for (const [engine, stored] of Object.entries(parsed.data.inputs)) {
    const tool = ENGINE_TOOLS.find((candidate) => candidate.name === engine);
    if (tool?.parameters.safeParse(stored).success) inputs[engine] = stored;
  }
  const state = { sport: parsed.data.sport, decisions: parsed.data.decisions, inputs, levels: parsed.data.levels };
  return withFootballLevel(state, parsed.data.decisions.football);
}

export function savePanelState(state: PanelState): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage refused: the panel still works for this visit
  }
}

/**
 * The state a chat's "Open in the decision panel" link carries, over what this browser kept: the
 * link's engine opens with the numbers the message gave. A link the engine would not accept is
 * ignored whole.
 */
export function withPanelLink(state: PanelState, search: string): PanelState {
  const link = readPanelLink(search);
  const tool = link && ENGINE_TOOLS.find((candidate) => candidate.name === link.engine);
  if (!link || !tool) return state;
  const inputs: Record<string, FieldValue> = {};
  for (const field of engineFields(tool)) {
    const raw = link.inputs[field.key];
    if (raw === undefined) continue;
    if (field.kind === 'number') inputs[field.key] = Number(raw);
    else if (field.kind === 'toggle') inputs[field.key] = raw === 'true';
    else {
      const option = field.options.find((each) => String(each) === raw);
      if (option !== undefined) inputs[field.key] = option;
    }
  }
  if (!tool.parameters.safeParse(inputs).success) return state;
  return withFootballLevel(
    {
      ...state,
      sport: tool.sport,
      decisions: { ...state.decisions, [tool.sport]: tool.name },
      inputs: { ...state.inputs, [tool.name]: inputs },
    },
    tool.name,
  );
}
