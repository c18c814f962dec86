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

/** A Strategic chat reply and the plan its json block carries, as the app would save it. */
export function planReplyFor(sport: Sport, message: string): { text: string; plan: PracticePlan } {
  const text = answer({ mode: 'comprehensiveCoach', sport, message, history: [], profile: null, now: NOW }).text;
  const plan = PracticePlanSchema.parse(JSON.parse(/```json\n([\s\S]*?)\n```/.exec(text)?.[1] ?? 'null'));
  return { text, plan };
}

/** The plan a Strategic chat reply carries in its json block. */
export function planFor(sport: Sport, message: string): PracticePlan {
  return planReplyFor(sport, message).plan;
}
