import { withDigits } from './number-text';

export type TrainingGoal = 'cut' | 'bulk' | 'maintain';

/** What a Trainer message asks for; a field is undefined when the message does not say it. */
export interface TrainingRequest {
  weightKg?: number;
  /** The unit the message gave its weight in; a bare "I weigh 180" is read as pounds above 140. */
  weightUnit?: 'kg' | 'lb';
  goal?: TrainingGoal;
  daysPerWeek?: number;
  weeks?: number;
  /** The kind of work the athlete names: "conditioning", "vertical jump", "clubhead speed". */
  emphasis?: TrainingEmphasis;
}

export type TrainingEmphasis = 'conditioning' | 'power' | 'speed' | 'strength';

const KG_PER_POUND = 0.45359237;
const WEIGHT_PATTERN = /(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|kilograms?|lbs?|pounds?)\b/;
const UNITLESS_WEIGHT_PATTERN = /\bweigh(?:s|ing)?\s+(?:about\s+|around\s+)?(\d+(?:\.\d+)?)\b/;
const DAYS_PATTERN = /\b(\d{1,2})\s*[-]?\s*(?:x|times|days?|sessions?|workouts?)\b|\b(once|twice)\b/;
const WEEKS_PATTERN = /\b(\d{1,2})[\s-]*weeks?\b/;
const CUT_PATTERN =
  /\b(lose|losing|drop|dropping|shed|burn)\b.{0,20}\b(weight|fat|pounds|kg|kilos|lbs)\b|\bfat[- ]?loss\b|\bcut(ting)?\b|\blean(er)? out\b|\bget(ting)? lean|\bshred|\bslim down|\btone up/;
const BULK_PATTERN =
  /\bbuild(ing)?\b.{0,20}\b(muscle|mass|size)\b|\bbulk|\bgain|\bput on\b|\bbigger\b|\bmass\b|\bhypertrophy\b/;
const MAINTAIN_PATTERN =
  /\bmaintain|\bperform|\bin[- ]season\b|\bfaster\b|\bstronger\b|\bexplosive|\bendurance\b|\bathletic|\bconditioning\b|\bvertical\b|\bspeed\b|\bpower\b/;
const EMPHASES: [TrainingEmphasis, RegExp][] = [
  [
    'conditioning',
    /\bconditioning\b|\bendurance\b|\bstamina\b|\bcardio\b|\bfitness\b|\bwind\b|\bengine\b|\bgas tank\b|\bpreseason\b/,
  ],
  [
    'power',
    /\bvertical\b|\bjump|\bexplosive|\bpower\b|\bclub ?head speed\b|\bswing speed\b|\bbat speed\b|\bthrowing velo|\bvelocity\b/,
  ],
  ['speed', /\bspeed\b|\bfaster\b|\bquick(er|ness)?\b|\bagility\b|\bsprint|\b40 time\b|\bfirst step\b/],
  ['strength', /\bstrength\b|\bstronger\b|\blift(ing)?\b|\bsquat\b|\bbench\b/],
];

function parseWeight(text: string): { weightKg: number; weightUnit: 'kg' | 'lb' } | undefined {
  const withUnit = WEIGHT_PATTERN.exec(text);
  if (withUnit?.[1] && withUnit[2]) {
    const value = Number.parseFloat(withUnit[1]);
    return withUnit[2].startsWith('k')
      ? { weightKg: value, weightUnit: 'kg' }
      : { weightKg: value * KG_PER_POUND, weightUnit: 'lb' };
  }
  // "I weigh 180" without a unit: above 140 a kilogram reading is implausible, so it is pounds.
  const bare = UNITLESS_WEIGHT_PATTERN.exec(text)?.[1];
  if (bare === undefined) return undefined;
  const value = Number.parseFloat(bare);
  return value > 140 ? { weightKg: value * KG_PER_POUND, weightUnit: 'lb' } : { weightKg: value, weightUnit: 'kg' };
}

function parseGoal(text: string): TrainingGoal | undefined {
  if (CUT_PATTERN.test(text)) return 'cut';
  if (BULK_PATTERN.test(text)) return 'bulk';
  if (MAINTAIN_PATTERN.test(text)) return 'maintain';
  return undefined;
}

export function parseTrainingRequest(message: string): TrainingRequest {
  const text = withDigits(message);
  const daysMatch = DAYS_PATTERN.exec(text);
  const daysWord = daysMatch?.[2];
  const days = daysWord === 'once' ? 1 : daysWord === 'twice' ? 2 : daysMatch?.[1] ? Number(daysMatch[1]) : undefined;
  const weeks = WEEKS_PATTERN.exec(text)?.[1];
  const weight = parseWeight(text);
  return {
    weightKg: weight?.weightKg,
    weightUnit: weight?.weightUnit,
    goal: parseGoal(text),
    daysPerWeek: days,
    weeks: weeks === undefined ? undefined : Number(weeks),
    emphasis: EMPHASES.find(([, pattern]) => pattern.test(text))?.[0],
  };
}
