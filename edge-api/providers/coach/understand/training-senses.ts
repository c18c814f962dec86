import { z } from 'zod';
import sensesJson from '../../../../content/training-senses.json';
import { PhrasingSchema } from '../plans/phrasing-schema';

/**
 * Training words a sport uses in another sense than the gym's: "cutting" beside knees or the court is
 * changing direction, not dieting; "speed" beside a club, racquet or bat is swing speed, not
 * sprinting. Each sense says the words that show it, the words that rule it out, and the plain words
 * it is read as.
 */
const TrainingSensesSchema = z.strictObject({
  senses: z
    .array(
      z.strictObject({
        sense: z.string().min(10).max(80),
        said: PhrasingSchema,
        /** Words one of which must be in the message; none listed means the phrase carries its sense alone. */
        near: z.array(PhrasingSchema),
        notNear: z.array(PhrasingSchema),
        as: z.string().min(3).max(80),
      }),
    )
    .min(1),
});

const SENSES = TrainingSensesSchema.parse(sensesJson).senses.map((sense) => ({
  said: new RegExp(sense.said, 'g'),
  near: sense.near.length > 0 ? new RegExp(sense.near.map((source) => `(?:${source})`).join('|')) : undefined,
  notNear: sense.notNear.length > 0 ? new RegExp(sense.notNear.map((source) => `(?:${source})`).join('|')) : undefined,
  as: sense.as,
}));

/** A lowercase message with each word in its sport's sense spelled as the program reader reads it. */
export function inTrainingSenses(text: string): string {
  return SENSES.reduce((read, sense) => {
    if (sense.near?.test(read) === false || sense.notNear?.test(read)) return read;
    return read.replace(sense.said, sense.as);
  }, text);
}
