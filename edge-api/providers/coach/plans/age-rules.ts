import { z } from 'zod';
import ageRulesJson from '../../../../content/age-rules.json';
import type { Sport } from '../../../../shared/constants';
import type { Level } from '../../../../shared/practice-plan';
import { AgeRuleSchema, type AgeRule, type Variant } from '../knowledge/content-schema';

const AGE_RULES: readonly AgeRule[] = z.array(AgeRuleSchema).parse(ageRulesJson);

/** The ages a level stands for when the message gave none: a youth team is 12 and under. */
const LEVEL_AGES: Record<Level, [number, number]> = {
  youth: [5, 12],
  'high-school': [13, 18],
  college: [18, 23],
  adult: [18, 99],
  pro: [18, 99],
};

export interface AgeRuleAsk {
  sport: Sport;
  level: Level;
  age?: number;
  variant?: Variant;
  /** The season's first days: acclimatisation rules hold. */
  earlySeason?: boolean;
}

/**
 * The rules of content/age-rules.json that hold for this group. An unknown age stands for every age
 * its level covers, so a youth team of no stated age gets the strictest rule of its band.
 */
export function ageRulesFor(ask: AgeRuleAsk): AgeRule[] {
  const [low, high] = ask.age === undefined ? LEVEL_AGES[ask.level] : [ask.age, ask.age];
  return AGE_RULES.filter((rule) => {
    if (rule.sport !== undefined && rule.sport !== ask.sport) return false;
    if (rule.variant !== undefined && rule.variant !== ask.variant) return false;
    if (rule.unlessVariant !== undefined && rule.unlessVariant === ask.variant) return false;
    if (rule.earlySeason && !ask.earlySeason) return false;
    if (rule.minAge === undefined && rule.maxAge === undefined) return true;
    return (rule.minAge ?? 0) <= high && (rule.maxAge ?? 99) >= low;
  });
}

export function allAgeRules(): readonly AgeRule[] {
  return AGE_RULES;
}
