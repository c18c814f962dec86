import { z } from 'zod';
import sensesJson from '../../../../content/training-senses.json';
import { BODY_AREAS } from '../knowledge/content-schema';
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
  /** Words naming a performance measure, and the words that name the body's weight instead. */
  measures: z.strictObject({
    about: z.string().min(20),
    named: z.array(PhrasingSchema).min(1),
    /** Units only a performance measure is counted in ("130 km/h", "4.9 s"). */
    units: PhrasingSchema,
    bodyWeight: z.array(PhrasingSchema).min(1),
    /** Words before a number wanted ("want 82", "goal is 97"). */
    wanted: PhrasingSchema,
  }),
  /**
   * Overuse complaints named by the sport's word for them ("tennis elbow", "shin splints"): not a
   * strain to rest, but a tendon or bone that settles under the right load while the athlete keeps
   * playing, so the program is built round that loading.
   */
  overuse: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z-]+$/),
        said: PhrasingSchema,
        named: z.string().min(3).max(40),
        area: z.enum(BODY_AREAS),
        loading: z
          .array(z.strictObject({ name: z.string().min(5).max(90), dose: z.string().min(3).max(60) }))
          .min(2)
          .max(4),
        keepPlaying: z.string().min(20).max(260),
      }),
    )
    .min(1),
});

export type OveruseComplaint = z.infer<typeof TrainingSensesSchema>['overuse'][number];

const PARSED = TrainingSensesSchema.parse(sensesJson);

const SENSES = PARSED.senses.map((sense) => ({
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

const either = (sources: string[]) => sources.map((source) => `(?:${source})`).join('|');
const WEIGHT_UNIT = String.raw`(?:kg|kgs|kilos?|kilograms?|lbs?|pounds?|#|st|stone)(?![a-z])`;
/** The last thing named before a wanted number: a performance measure, or the body's weight. */
const NAMED_BEFORE = new RegExp(
  String.raw`(?<body>${either(PARSED.measures.bodyWeight)}|\d\s*-?\s*${WEIGHT_UNIT})|(?<measure>${either(PARSED.measures.named)}|\d\s*-?\s*(?:${PARSED.measures.units})(?![a-z]))`,
  'g',
);
const WANTED_NUMBER = new RegExp(
  String.raw`${PARSED.measures.wanted}\s*(?:about\s+|around\s+)?(\d{1,3}(?:\.\d+)?)(?![\d.])(?!\s*-?\s*${WEIGHT_UNIT}|\s+of (?:muscle|mass))`,
  'g',
);

/**
 * The message with each number wanted for a performance measure blanked out ("serve 130 km/h, want
 * 150", "throwing 75, want 82"): the number belongs to the measure last named in its sentence, so a
 * body-weight reader never takes it for a weight to reach; a sentence that names nothing before its
 * wish takes the last thing named before it. A number with a weight unit, or wanted after the body's
 * weight was last named ("I weigh 160, want 175"), stays. `named` is the same text, position for
 * position, before the lifts were blanked out of it, so a lift still names its measure.
 */
export function withoutMeasureTargets(text: string, named = text): string {
  return text.replace(WANTED_NUMBER, (said: string, value: string, at: number) => {
    const sentence =
      named
        .slice(0, at)
        .split(/[.;!?](?!\d)/)
        .pop() ?? '';
    // "Back squat 225 x1. Want 275": a wish that names nothing in its own sentence continues the last one.
    const last = [...sentence.matchAll(NAMED_BEFORE)].pop() ?? [...named.slice(0, at).matchAll(NAMED_BEFORE)].pop();
    if (last?.groups?.measure === undefined) return said;
    return said.slice(0, said.lastIndexOf(value)) + ' '.repeat(value.length);
  });
}

const OVERUSE = PARSED.overuse.map((complaint) => ({ complaint, said: new RegExp(complaint.said) }));

/** The overuse complaints a lowercase message names, at most one for each body area. */
export function overuseComplaintsIn(text: string): OveruseComplaint[] {
  return OVERUSE.filter(({ said }) => said.test(text))
    .map(({ complaint }) => complaint)
    .filter((complaint, index, all) => all.findIndex((other) => other.area === complaint.area) === index);
}

/** An overuse complaint by its id. */
export function overuseComplaint(id: string): OveruseComplaint | undefined {
  return PARSED.overuse.find((complaint) => complaint.id === id);
}
