import { ageOfGroup, isYouthProfile, type CoachProfile } from '../../../../shared/contract/profile';
import type { Level } from '../../../../shared/practice-plan';
import type { PlanRequest } from './parse-plan-request';
import type { Situation } from './parse-situation';
import type { TrainingRequest } from './parse-training-request';

const KG_PER_POUND = 0.45359237;

/** What the profile filled in, by name, so a reply can say where its numbers came from. */
export interface ProfileDefaults {
  plan: PlanRequest;
  training: TrainingRequest;
  /** e.g. ["level youth", "10 players"]: only what the message left out and the profile had. */
  planNotes: string[];
  trainingNotes: string[];
}

/** The level the profile implies: a youth age group makes it youth whatever level was picked. */
export function levelOfProfile(profile: CoachProfile): Level | undefined {
  if (isYouthProfile(profile)) return 'youth';
  if (profile.level) return profile.level;
  const age = ageOfGroup(profile.ageGroup);
  if (profile.ageGroup === 'adult') return 'adult';
  return age === undefined ? undefined : 'high-school';
}

/** Body weight in kilograms from the profile's number and unit (kilograms when no unit was chosen). */
export function profileWeightKg(profile: CoachProfile): number | undefined {
  if (profile.bodyWeight === null || profile.bodyWeight === undefined) return undefined;
  return profile.weightUnit === 'lb' ? profile.bodyWeight * KG_PER_POUND : profile.bodyWeight;
}

/**
 * The message's plan and training numbers with the gaps filled from the profile. The message always
 * wins: "for my U16s" in a chat overrides a profile set to youth, "I weigh 200 lb" a saved 80 kg.
 */
export function applyProfile(
  plan: PlanRequest,
  training: TrainingRequest,
  profile: CoachProfile | null | undefined,
): ProfileDefaults {
  if (!profile) return { plan, training, planNotes: [], trainingNotes: [] };
  const planNotes: string[] = [];
  const trainingNotes: string[] = [];
  const filledPlan = { ...plan };
  const level = levelOfProfile(profile);
  if (filledPlan.level === undefined && level !== undefined) {
    filledPlan.level = level;
    planNotes.push(`level ${level}`);
  }
  if (filledPlan.players === undefined && profile.squadSize) {
    filledPlan.players = profile.squadSize;
    planNotes.push(`${profile.squadSize} players`);
  }
  const filledTraining = { ...training };
  const weightKg = profileWeightKg(profile);
  if (filledTraining.weightKg === undefined && weightKg !== undefined) {
    filledTraining.weightKg = weightKg;
    trainingNotes.push(`weight ${profile.bodyWeight} ${profile.weightUnit ?? 'kg'}`);
  }
  return { plan: filledPlan, training: filledTraining, planNotes, trainingNotes };
}

/**
 * A golfer who counts in metres means metres by a bare "150 out"; a unit the message names stands.
 * Other sports' distances (yard lines, feet) are the sport's own and never converted.
 */
export function situationInProfileUnits(situation: Situation, profile: CoachProfile | null | undefined): Situation {
  if (situation.sport !== 'golf' || profile?.distanceUnit !== 'metres' || situation.state.distanceUnit)
    return situation;
  const { distanceYards, ...rest } = situation.state;
  return {
    sport: 'golf',
    state: { ...rest, distanceMetres: distanceYards, distanceUnit: 'metres' },
  };
}
