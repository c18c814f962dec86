import { z } from 'zod';
import senseFile from '../../../../content/word-senses.json';
import { SPORTS, type Sport } from '../../../../shared/constants';

// Words a sport uses in more than one sense (football's "safety": the position and the score). Only
// these leave a "what is it" question open between two entries the word names; two entries sharing
// any other word ("the shift" and the shift's rules) are one sense seen from two sides.
const WordSensesSchema = z.strictObject(
  Object.fromEntries(SPORTS.map((sport) => [sport, z.array(z.string().trim().toLowerCase().min(1)).max(40)])) as Record<
    Sport,
    z.ZodArray<z.ZodString>
  >,
);

const SENSES = WordSensesSchema.parse(senseFile) as Record<Sport, string[]>;

/** Whether the sport uses this word (as a search term spells it) in more than one sense. */
export function hasSenses(sport: Sport, term: string): boolean {
  return SENSES[sport].includes(term.toLowerCase());
}
