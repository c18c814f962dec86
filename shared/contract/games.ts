// The game log: a game's events tapped in as they happen and every decision the coach was asked,
// with the model's call, the choice and how it turned out. GET/POST /api/games,
// PATCH/DELETE /api/games/:id, and the games /api/sync carries.
import { z } from 'zod';
import { PLAN_LABELS, PLANS, type Plan } from '../constants';
import { NO_NUL_MESSAGE, toWellFormed, withoutNul } from '../validation';
import { RandomIdSchema } from './messages';

export const GAME_OPPONENT_MAX_LENGTH = 80;
export const GAME_NOTE_MAX_LENGTH = 200;
/**
 * A football game is one to two hundred taps and a dozen or two decisions. The caps keep the whole
 * game, sent as one body, inside the API's 64 KiB body limit.
 */
export const GAME_MAX_EVENTS = 400;
export const GAME_MAX_DECISIONS = 40;
export const GAME_MAX_INPUTS = 24;
/** Quarters of 12 minutes (high school) to 15 (college, NFL); the engines read at most an hour. */
export const GAME_QUARTER_MINUTES_MIN = 5;
export const GAME_QUARTER_MINUTES_MAX = 15;
/** Four quarters, then overtime periods. */
export const GAME_MAX_PERIOD = 8;

/** The sports whose games can be logged: football, whose decisions the engines price in win probability. */
export const GAME_SPORTS = ['football'] as const;
/** The rules and kicking level, as the football engines name it. */
export const GAME_LEVELS = ['high-school', 'college', 'pro'] as const;
export type GameLevel = (typeof GAME_LEVELS)[number];
export const GAME_LEVEL_LABELS: Record<(typeof GAME_LEVELS)[number], string> = {
  'high-school': 'High school',
  college: 'College',
  pro: 'Pro',
};
/** Quarter length by level, in minutes: 12 in high school, 15 in college and the NFL. */
export const GAME_QUARTER_MINUTES: Record<GameLevel, number> = {
  'high-school': 12,
  college: 15,
  pro: 15,
};
/** The decisions a game logs: the engines whose options are priced in win probability. */
export const GAME_DECISION_ENGINES = ['fourth_down_decision', 'two_point_decision'] as const;
export type GameDecisionEngine = (typeof GAME_DECISION_ENGINES)[number];

export const GameTeamSchema = z.enum(['us', 'them']);
export type GameTeam = z.infer<typeof GameTeamSchema>;

/**
 * One tap. Scores and a failed try are by the team that made them; `possession` gives the ball to
 * `team`; `timeout` is taken by `team`; `clock` sets the time left in the period; `period` starts
 * the next one; `final` ends the game.
 */
export const GAME_EVENT_KINDS = [
  'touchdown',
  'extraPoint',
  'twoPoint',
  'tryFailed',
  'fieldGoal',
  'safety',
  'possession',
  'timeout',
  'clock',
  'period',
  'final',
] as const;
export const GameEventKindSchema = z.enum(GAME_EVENT_KINDS);
export type GameEventKind = z.infer<typeof GameEventKindSchema>;

export const GameEventSchema = z.strictObject({
  kind: GameEventKindSchema,
  team: GameTeamSchema.nullable().default(null),
  /** For `clock`: seconds left in the period after the tap. */
  seconds: z
    .number()
    .int()
    .min(0)
    .max(GAME_QUARTER_MINUTES_MAX * 60)
    .nullable()
    .default(null),
  at: z.iso.datetime({ offset: true }),
});
export type GameEvent = z.infer<typeof GameEventSchema>;

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine(withoutNul, { error: NO_NUL_MESSAGE })
    // jsonb refuses half a surrogate pair: stored well-formed, as a text column would.
    .transform(toWellFormed);

const InputValueSchema = z.union([z.number().finite(), text(40), z.boolean()]);

export const GAME_OUTCOMES = ['success', 'failure'] as const;
export const GameOutcomeSchema = z.enum(GAME_OUTCOMES);

/**
 * A decision as it was asked: the engine and the state it read (so the review can price every option
 * again with the same model), the call the model gave then, what the coach chose and how it went.
 */
export const GameDecisionSchema = z.strictObject({
  id: RandomIdSchema,
  engine: z.enum(GAME_DECISION_ENGINES),
  inputs: z
    .record(z.string().max(40), InputValueSchema)
    .refine((inputs) => Object.keys(inputs).length <= GAME_MAX_INPUTS, { error: 'Too many inputs.' }),
  /** The model's call when it was asked, e.g. "Go for it". */
  call: text(120),
  /** The call in one line with its runner-up, as the panel showed it. */
  line: text(300),
  /** The option the coach chose (one of the engine's option names); null until recorded. */
  choice: text(120).nullable().default(null),
  outcome: GameOutcomeSchema.nullable().default(null),
  note: text(GAME_NOTE_MAX_LENGTH).default(''),
  period: z.number().int().min(1).max(GAME_MAX_PERIOD),
  /** Seconds left in the period when it was asked. */
  clock: z
    .number()
    .int()
    .min(0)
    .max(GAME_QUARTER_MINUTES_MAX * 60),
  ourScore: z.number().int().min(0).max(999),
  theirScore: z.number().int().min(0).max(999),
  at: z.iso.datetime({ offset: true }),
});
export type GameDecision = z.infer<typeof GameDecisionSchema>;
export type GameDecisionInput = z.input<typeof GameDecisionSchema>;

const EditableFields = {
  opponent: text(GAME_OPPONENT_MAX_LENGTH).pipe(z.string().trim().min(1, 'Name the opponent.')),
  /** The day the game is played, as the coach's calendar says it (no time zone). */
  playedOn: z.iso.date(),
  level: z.enum(GAME_LEVELS),
  quarterMinutes: z.number().int().min(GAME_QUARTER_MINUTES_MIN).max(GAME_QUARTER_MINUTES_MAX),
  events: z.array(GameEventSchema).max(GAME_MAX_EVENTS),
  decisions: z
    .array(GameDecisionSchema)
    .max(GAME_MAX_DECISIONS)
    .refine((decisions) => new Set(decisions.map((decision) => decision.id)).size === decisions.length, {
      error: 'Each decision needs its own id.',
    }),
};

/**
 * POST /api/games. The id is made by the client, so a visitor's game keeps it when signing in
 * claims it and a replayed start is recognised: an id the caller already used answers 200 with the
 * stored game (or its tombstone), unchanged. Ids are per account.
 */
export const CreateGameSchema = z.strictObject({
  id: RandomIdSchema,
  sport: z.enum(GAME_SPORTS).default('football'),
  ...EditableFields,
  level: EditableFields.level.default('high-school'),
  quarterMinutes: EditableFields.quarterMinutes.default(12),
  events: EditableFields.events.default([]),
  decisions: EditableFields.decisions.default([]),
});
export type CreateGame = z.input<typeof CreateGameSchema>;

/** PATCH /api/games/:id: any subset of the fields; a game's events and decisions go whole, the last to arrive wins. */
export const UpdateGameSchema = z
  .strictObject({
    opponent: EditableFields.opponent.optional(),
    playedOn: EditableFields.playedOn.optional(),
    level: EditableFields.level.optional(),
    quarterMinutes: EditableFields.quarterMinutes.optional(),
    events: EditableFields.events.optional(),
    decisions: EditableFields.decisions.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
  });
export type UpdateGame = z.input<typeof UpdateGameSchema>;

export const GameParamsSchema = z.object({ id: RandomIdSchema });

export const GameSchema = z.object({
  id: z.string(),
  sport: z.enum(GAME_SPORTS),
  opponent: z.string(),
  playedOn: z.string(),
  level: z.enum(GAME_LEVELS),
  quarterMinutes: z.number().int(),
  events: z.array(GameEventSchema),
  decisions: z.array(GameDecisionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Sync carries deletions as tombstones so every device drops the game. */
  deleted: z.boolean(),
});
export type Game = z.infer<typeof GameSchema>;

export const GameListSchema = z.object({ games: z.array(GameSchema) });
export type GameList = z.infer<typeof GameListSchema>;

/** The 403 body of a start over the plan's allowance of games; nothing stored is touched. */
export const GameLimitErrorSchema = z.object({
  message: z.string(),
  code: z.literal('games_limit'),
  limitReached: z.literal(true),
  plan: z.enum(PLANS),
  limit: z.number().int(),
});
export type GameLimitError = z.infer<typeof GameLimitErrorSchema>;

export function gameLimitMessage(plan: Plan, limit: number): string {
  const next = plan === 'free' ? 'Upgrade' : 'Upgrade to Premium';
  return `You've reached the ${limit} logged games of the ${PLAN_LABELS[plan]} plan. ${next} to log more, or delete one.`;
}
