// The chat hands a decision to the sideline panel as a link with the state it read: the panel opens
// on that engine with those numbers, so the coach can go on tapping from there.

export const PANEL_PATH = '/gameday';

/** `/gameday?engine=fourth_down_decision&yardsToGo=2&…`: only the inputs the message gave. */
export function panelLink(engine: string, args: Record<string, unknown>): string {
  const query = new URLSearchParams({ engine });
  for (const [key, value] of Object.entries(args)) {
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
      query.set(key, String(value));
  }
  return `${PANEL_PATH}?${query.toString()}`;
}

/** The engine and raw inputs a panel link carries; the panel checks them against the engine's schema. */
export function readPanelLink(search: string): { engine: string; inputs: Record<string, string> } | null {
  const query = new URLSearchParams(search);
  const engine = query.get('engine');
  if (!engine) return null;
  const inputs: Record<string, string> = {};
  for (const [key, value] of query) if (key !== 'engine') inputs[key] = value;
  return { engine, inputs };
}
