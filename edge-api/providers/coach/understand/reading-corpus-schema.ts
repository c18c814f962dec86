import { z } from 'zod';
import { SPORTS } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';
import { INTENTS } from './classify-intent';

/** What the learned reader labels: the intents the router answers, `fix` (a technique fault of our own player) included. */
export const READ_INTENTS = INTENTS;
export type ReadIntent = (typeof READ_INTENTS)[number];

/** Decision engines a message can need, by the names used across the project; `none` when no engine answers it. */
export const READ_ENGINES = [
  'fourth_down_decision',
  'two_point_decision',
  'clock_management',
  'foul_up_three',
  'two_for_one',
  'end_of_game_possession',
  'foul_trouble',
  'intentional_walk',
  'stolen_base',
  'sacrifice_bunt',
  'times_through_order',
  'run_expectancy',
  'game_state_plan',
  'club_adjustment',
  'target_choice',
  'serve_choice',
  'point_importance',
  'none',
] as const;
export type ReadEngine = (typeof READ_ENGINES)[number];

/** The user's side in each sport's own words. */
export const SIDE_LABELS = {
  football: ['offence', 'defence', 'none'],
  basketball: ['offence', 'defence', 'none'],
  soccer: ['offence', 'defence', 'none'],
  baseball: ['batting', 'fielding', 'none'],
  tennis: ['serving', 'returning', 'none'],
  golf: ['none'],
} as const satisfies Record<Sport, readonly string[]>;
export type ReadSide = (typeof SIDE_LABELS)[Sport][number];
const ALL_SIDES = ['offence', 'defence', 'batting', 'fielding', 'serving', 'returning', 'none'] as const;

/** Templates say attack/defend once for every sport; the generator writes each sport's word. */
export const TEMPLATE_SIDES = ['attack', 'defend', 'none'] as const;
export type TemplateSide = (typeof TEMPLATE_SIDES)[number];

export function sportSide(sport: Sport, side: TemplateSide): ReadSide {
  if (side === 'none' || sport === 'golf') return 'none';
  const [attack, defend] = SIDE_LABELS[sport];
  return side === 'attack' ? attack : defend;
}

const SlotListSchema = z.array(z.string().max(200)).min(1);

export const TemplateFamilySchema = z.strictObject({
  /** Names one way of asking; a held-out family never reaches training, so its accuracy shows generalisation. */
  family: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  intent: z.enum(READ_INTENTS),
  side: z.enum(TEMPLATE_SIDES),
  engine: z.enum(READ_ENGINES),
  heldOut: z.boolean().optional(),
  /** Limits a shared family to some sports. */
  sports: z.array(z.enum(SPORTS)).min(1).optional(),
  /** How many messages to draw from this family per sport, beyond the default. */
  weight: z.number().min(0.2).max(5).optional(),
  patterns: z.array(z.string().min(2).max(400)).min(1),
});
export type TemplateFamily = z.infer<typeof TemplateFamilySchema>;

export const ReadingTemplatesSchema = z.strictObject({
  /** Named word lists a pattern draws from with {name}. */
  slots: z.record(z.string().regex(/^[a-z_]+$/), SlotListSchema),
  families: z.array(TemplateFamilySchema),
});
export type ReadingTemplates = z.infer<typeof ReadingTemplatesSchema>;

export const CommonTemplatesSchema = ReadingTemplatesSchema.extend({
  /** Rambling openings and endings wrapped around some messages. */
  preambles: SlotListSchema,
  closers: SlotListSchema,
  /** Sideline shorthand: [word, short form]. */
  shorthand: z.array(z.tuple([z.string().min(1), z.string().min(1)])),
});

export const EntitySchema = z.strictObject({ role: z.string().min(1).max(30), value: z.number() });
export type Entity = z.infer<typeof EntitySchema>;

export const ReadingExampleSchema = z.strictObject({
  text: z.string().min(1).max(1000),
  intent: z.enum(READ_INTENTS),
  side: z.enum(ALL_SIDES),
  engine: z.enum(READ_ENGINES),
  entities: z.array(EntitySchema),
  family: z.string().min(1),
  split: z.enum(['train', 'heldout']),
});
export type ReadingExample = z.infer<typeof ReadingExampleSchema>;

export const ReadingCorpusSchema = z
  .strictObject({
    sport: z.enum(SPORTS),
    seed: z.number().int(),
    examples: z.array(ReadingExampleSchema).min(1500),
  })
  .superRefine((corpus, ctx) => {
    const sides: readonly string[] = SIDE_LABELS[corpus.sport];
    corpus.examples.forEach((example, index) => {
      if (!sides.includes(example.side)) {
        ctx.addIssue({ code: 'custom', path: ['examples', index, 'side'], message: `not a ${corpus.sport} side` });
      }
    });
  });
export type ReadingCorpus = z.infer<typeof ReadingCorpusSchema>;
