import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far (Linux /proc), or 0 when unknown. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of every process whose command name is `name` (e.g. all postgres backends). */
export function cpuSecondsByName(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) total += cpuSeconds(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** Snapshots CPU time of named parts; `since()` answers seconds used since the snapshot. */
export function cpuMeter(parts: Record<string, () => number>) {
  const start = Object.fromEntries(Object.entries(parts).map(([key, read]) => [key, read()]));
  return {
    since(): Record<string, number> {
      return Object.fromEntries(
        Object.entries(parts).map(([key, read]) => [key, Math.round((read() - start[key]!) * 100) / 100]),
      );
    },
  };
}
