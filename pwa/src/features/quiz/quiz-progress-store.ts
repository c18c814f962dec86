import { TIMINGS_MS } from '../../../../shared/constants';

/** The signed-in user's latest quiz: the last question asked and how many it has. */
export interface ServerQuizProgress {
  lastQuestion: number;
  questionCount: number;
}

export interface QuizProgressStoreDeps {
  /** GET /api/leaderboard/progress. */
  fetchProgress(token: string): Promise<ServerQuizProgress>;
  now(): number;
  setTimeout(callback: () => void, ms: number): () => void;
}

interface Entry {
  token: string;
  progress: ServerQuizProgress;
  fetchedAt: number;
}

/**
 * The server's quiz progress for the signed-in user, cached the way SPEC §4 and §9 describe: read
 * again when it is older than 30 s and someone looks, and 1.5 s after each quiz reply (a start or
 * an answer), once the server has stored it. It is the account's progress, so it survives a new
 * chat, a mode change and a sport change.
 */
export function createQuizProgressStore(deps: QuizProgressStoreDeps) {
  let entry: Entry | null = null;
  let token: string | null = null;
  let inFlight: Promise<void> | null = null;
  let cancelPending: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function fetchNow(forToken: string) {
    inFlight = deps
      .fetchProgress(forToken)
      .then(
        (progress) => {
          if (token !== forToken) return;
          entry = { token: forToken, progress, fetchedAt: deps.now() };
          emit();
        },
        () => {
          // Kept as it was: the chat's own questions still show progress (see quiz-progress.ts).
        },
      )
      .finally(() => {
        inFlight = null;
      });
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The latest quiz's progress, or null when unknown (a visitor, or not read yet). */
    progress(): ServerQuizProgress | null {
      return entry && entry.token === token ? entry.progress : null;
    },
    /** Reads the progress for this viewer unless a fresh copy is in hand; null signs out. */
    look(viewerToken: string | null) {
      if (viewerToken !== token) {
        token = viewerToken;
        emit();
      }
      if (!token || inFlight) return;
      const stale = !entry || entry.token !== token || deps.now() - entry.fetchedAt >= TIMINGS_MS.quizProgressStale;
      if (stale) fetchNow(token);
    },
    /** After a quiz reply: the copy is stale now, and read again 1.5 s later. */
    refreshSoon() {
      if (!token) return;
      const forToken = token;
      if (entry) entry = { ...entry, fetchedAt: -Infinity };
      cancelPending?.();
      cancelPending = deps.setTimeout(() => {
        cancelPending = null;
        fetchNow(forToken);
      }, TIMINGS_MS.quizProgressRefresh);
    },
  };
}

export type QuizProgressStore = ReturnType<typeof createQuizProgressStore>;
