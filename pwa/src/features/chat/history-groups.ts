import type { LocalSession } from '../../local/database';

export interface HistoryGroup {
  label: string;
  sessions: LocalSession[];
}

const DAY_MS = 86_400_000;

/** Midnight of the local calendar day that holds `ms`. */
function startOfDay(ms: number) {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** Whole local calendar days from `ms` to `now` (0 today, 1 yesterday); daylight saving safe. */
function daysAgo(ms: number, now: number) {
  return Math.round((startOfDay(now) - startOfDay(ms)) / DAY_MS);
}

/** A chat is as recent as its newest message: renaming or pinning it does not move it. */
const activityOf = (session: LocalSession) => session.activeAt ?? session.updatedAt;

/**
 * The history list's sections: Pinned first, then Today, Yesterday, Previous 7 days, and older
 * chats by month ("October 2026"), each newest first. Empty sections are left out.
 */
export function groupChats(sessions: LocalSession[], now: number, locale?: string): HistoryGroup[] {
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const groups = new Map<string, LocalSession[]>();
  const add = (label: string, session: LocalSession) => groups.set(label, [...(groups.get(label) ?? []), session]);
  const newestFirst = [...sessions].sort((a, b) => activityOf(b) - activityOf(a));
  for (const session of newestFirst) if (session.pinned) add('Pinned', session);
  for (const session of newestFirst) {
    if (session.pinned) continue;
    const days = daysAgo(activityOf(session), now);
    if (days <= 0) add('Today', session);
    else if (days === 1) add('Yesterday', session);
    else if (days <= 7) add('Previous 7 days', session);
    else add(month.format(activityOf(session)), session);
  }
  return [...groups].map(([label, list]) => ({ label, sessions: list }));
}
