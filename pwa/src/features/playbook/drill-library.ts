// The coach's drill library for swapping a plan's blocks: content/<sport>/drills.json, each sport
// in a chunk of its own that loads on first use (and is precached, so it works offline).
import type { Sport } from '../../../../shared/constants';
import type { PracticeBlock } from '../../../../shared/practice-plan';

export interface LibraryDrill {
  id: string;
  title: string;
  short: string;
  minutes: number;
  phase: PracticeBlock['phase'];
  equipment: string[];
  coachingPoints: string[];
}

const files = import.meta.glob<LibraryDrill[]>('../../../../content/*/drills.json', { import: 'default' });

export async function loadDrills(sport: Sport): Promise<LibraryDrill[]> {
  const load = files[`../../../../content/${sport}/drills.json`];
  if (!load) return [];
  const drills = await load();
  return drills.map(({ id, title, short, minutes, phase, equipment, coachingPoints }) => ({
    id,
    title,
    short,
    minutes,
    phase,
    equipment,
    coachingPoints,
  }));
}
