/** Drizzle wraps driver errors; both postgres.js and PGlite carry the SQLSTATE as `code`. */
function sqlState(error: unknown): { code?: string; constraint?: string } {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return { code: candidate.code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return {};
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  if (state.code !== '23505') return false;
  if (!constraint || !state.constraint) return true;
  return state.constraint === constraint;
}

/** Connection-level failures: the database is down or unreachable, not a bad query. */
export function isConnectionError(error: unknown): boolean {
  const state = sqlState(error);
  if (state.code?.startsWith('08') || state.code === '57P01' || state.code === '57P03') return true;
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    // PGlite runs in-process: after close() every query fails with this message.
    if (current instanceof Error && /PGlite is closed/i.test(current.message)) return true;
    const code = (current as { code?: unknown }).code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'CONNECTION_CLOSED' || code === 'CONNECT_TIMEOUT')
      return true;
  }
  return false;
}
