import type { Sport } from '../../../../shared/constants';
import { PracticePlanSchema, type PracticePlan } from '../../../../shared/practice-plan';
import { answer } from '../builtin/builtin-coach';

// Shared by the plan property tests, so each checks its own rule rather than rebuilding the setup.

const NOW = new Date('2026-11-26T12:00:00Z');

/** A small seeded generator, so every run checks the same spread of briefs and a failure replays. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The plan a Strategic chat reply carries in its json block, as the app would save it. */
export function planFor(sport: Sport, message: string): PracticePlan {
  const text = answer({ mode: 'comprehensiveCoach', sport, message, profile: null, now: NOW } as Parameters<
    typeof answer
  >[0]).text;
  return PracticePlanSchema.parse(JSON.parse(/```json\n([\s\S]*?)\n```/.exec(text)?.[1] ?? 'null'));
}
