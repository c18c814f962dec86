/** Structured, one JSON object per line. Callers pass only what is safe to keep: never codes or tokens. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (event, fields) => console.log(JSON.stringify({ level: 'info', event, ...fields })),
  error: (event, fields) => console.error(JSON.stringify({ level: 'error', event, ...fields })),
};

/** Keeps lines in memory, for tests that assert what was (and was not) logged. */
export function memoryLogger() {
  const lines: string[] = [];
  const write = (level: string) => (event: string, fields?: Record<string, unknown>) => {
    lines.push(JSON.stringify({ level, event, ...fields }));
  };
  return { lines, info: write('info'), error: write('error') } satisfies Logger & { lines: string[] };
}
