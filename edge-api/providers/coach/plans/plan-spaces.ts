import type { Sport } from '../../../../shared/constants';
import planSpacesJson from '../../../../content/plan-spaces.json';
import { PlanSpacesSchema, type Facility, type FacilityWords, type PlanSpace } from '../knowledge/content-schema';

const PLAN_SPACES = PlanSpacesSchema.parse(planSpacesJson);

interface CompiledSpace {
  space: PlanSpace;
  phrases: RegExp[];
  unless: RegExp[];
}

const COMPILED: readonly CompiledSpace[] = PLAN_SPACES.spaces.map((space) => ({
  space,
  phrases: space.phrases.map((source) => new RegExp(source)),
  unless: (space.unless ?? []).map((source) => new RegExp(source)),
}));

/**
 * The places and conditions of content/plan-spaces.json a message describes, in the file's order. A
 * place told only for some sports counts only when the sport is known to be one of them.
 */
export function spacesIn(text: string, sport?: Sport): PlanSpace[] {
  return COMPILED.filter(
    ({ space, phrases, unless }) =>
      (space.sports === undefined || (sport !== undefined && space.sports.includes(sport))) &&
      phrases.some((pattern) => pattern.test(text)) &&
      !unless.some((pattern) => pattern.test(text)),
  ).map(({ space }) => space);
}

/** Every facility the places a message describes rule out. */
export function facilitiesOf(spaces: readonly PlanSpace[]): Facility[] {
  return [...new Set(spaces.flatMap((space) => space.lacks ?? []))];
}

const WORDS = new Map<Facility, FacilityWords>(PLAN_SPACES.facilities.map((entry) => [entry.id, entry]));

/** How a plan says a facility: lacking it ("no nets on the courts") or needing it ("a net"). */
export function facilityWords(facility: Facility): FacilityWords {
  return WORDS.get(facility) ?? { id: facility, lacking: `no ${facility}`, needing: facility };
}

/** How a focus drill meant for older players runs for a group whose age was not given. */
export function focusVersionForAge(): string | undefined {
  return PLAN_SPACES.focusVersionForAge;
}

/** Kit every group has whatever it lists (its own gloves, a wall, a watch): never a reason to drop a drill. */
export function kitAssumed(): readonly string[] {
  return PLAN_SPACES.kitAssumed ?? [];
}
