import { z } from 'zod';
import { QUIZ_OPTION_LETTERS, SPORTS, type Sport } from '../../../../shared/constants';
import { LEVELS } from '../../../../shared/practice-plan';
import { QUIZ_LEVELS } from '../../../../shared/quiz-rules';

/**
 * The shape of the coach's content files, `content/<sport>/<kind>.json`. A coach edits those files as
 * plain text, so every limit the replies rely on (a Tactical answer of at most 15 words, three key
 * points, flow labels mermaid can draw) is checked here rather than trusted.
 */

export const CONCEPT_KINDS = [
  'formation',
  'play',
  'scheme',
  'technique',
  'position',
  'rule',
  'strategy',
  'term',
] as const;
export const SIDES = ['offense', 'defense', 'neutral'] as const;
export const DRILL_PHASES = ['warm-up', 'technical', 'tactical', 'game', 'cool-down'] as const;
export const INTENSITIES = ['low', 'medium', 'high'] as const;
/** Forms of a sport a plan can be asked for; a drill naming some suits only those. */
export const VARIANTS = ['flag', '7v7', 'futsal', 'doubles', 'singles', 'softball'] as const;
/**
 * What an age rule or a coach's limit can take out of a plan: drills that head the ball, that tackle
 * or block, or that face live pitching or live at-bats.
 */
export const RESTRICTIONS = ['heading', 'contact', 'live'] as const;
/** The playing experience a drill asks for: intermediate needs the basics, advanced is for seasoned players. */
export const DRILL_SKILLS = ['beginner', 'intermediate', 'advanced'] as const;
/**
 * Places and fixed kit a drill cannot run without, which a group may not have: a full court, a
 * full-size field, a bunker, a green with a hole, a golf course, a pitching mound, a playable dirt
 * infield, a working basket, a net across the court, a range to hit full shots, a grass or turf
 * surface to go to ground on, and open floor (at least half a court) for a group to move about.
 */
export const FACILITIES = [
  'full-court',
  'field',
  'bunker',
  'green',
  'course',
  'mound',
  'infield',
  'hoop',
  'net',
  'range',
  'grass',
  'open-space',
] as const;
export const EXERCISE_FOCUSES = ['strength', 'power', 'speed', 'conditioning', 'mobility', 'skill'] as const;
/** Body parts an exercise loads hard: an athlete who has hurt one is not given the exercise. */
export const BODY_AREAS = [
  'hamstring',
  'calf',
  'knee',
  'ankle',
  'shoulder',
  'elbow',
  'wrist',
  'lower-back',
  'hip',
  'groin',
] as const;
/** Gym equipment an exercise needs; the sport's own ball, bat, club or racket is taken as on hand. */
export const GYM_EQUIPMENT = [
  'barbell',
  'trap-bar',
  'dumbbell',
  'kettlebell',
  'band',
  'cable',
  'medicine-ball',
  'box',
  'bench',
  'sled',
  'pull-up-bar',
  'bike',
] as const;

/** SPEC §1: a Tactical answer is at most 15 words. */
export const SHORT_MAX_WORDS = 15;
const KEY_POINT_MAX_WORDS = 12;
const FLOW_LABEL_MAX_WORDS = 6;

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

function textOfAtMostWords(maxWords: number) {
  return z
    .string()
    .min(1)
    .refine((text) => wordCount(text) <= maxWords, `at most ${maxWords} words`);
}

function uniqueList<T extends z.ZodType<string>>(item: T, min: number, max: number) {
  return z
    .array(item)
    .min(min)
    .max(max)
    .refine((items) => new Set(items).size === items.length, 'no duplicates');
}

const IdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case');
const TitleSchema = z.string().min(1).max(80);
const KeywordsSchema = uniqueList(
  z
    .string()
    .regex(/^[^A-Z]+$/, 'lowercase')
    .min(1),
  3,
  12,
);
const LevelsSchema = uniqueList(z.enum(LEVELS), 1, LEVELS.length);
const SentenceSchema = z.string().min(1).max(400);

export const ConceptSchema = z.strictObject({
  id: IdSchema,
  title: TitleSchema,
  keywords: KeywordsSchema,
  kind: z.enum(CONCEPT_KINDS),
  /** Whose tool this is; howToBeat is written for the other side. */
  side: z.enum(SIDES),
  /**
   * The opponent's tool or problem this entry is the plan against ("a base stealer"): its howToRun
   * is that plan, written for `side`, and its drills train that side. Without it, an entry is a
   * tool of its own side that the other side beats with howToBeat.
   */
  counters: z.string().min(1).max(80).optional(),
  short: textOfAtMostWords(SHORT_MAX_WORDS),
  detail: z.string().min(1).max(1200),
  keyPoints: z.tuple([
    textOfAtMostWords(KEY_POINT_MAX_WORDS),
    textOfAtMostWords(KEY_POINT_MAX_WORDS),
    textOfAtMostWords(KEY_POINT_MAX_WORDS),
  ]),
  /** Labels of a mermaid flowchart, so only characters a node label can hold unquoted. */
  flow: z
    .array(
      z
        .string()
        .regex(/^[A-Za-z0-9 ]+$/, 'plain letters, digits and spaces')
        .refine((label) => wordCount(label) <= FLOW_LABEL_MAX_WORDS, `at most ${FLOW_LABEL_MAX_WORDS} words`),
    )
    .min(3)
    .max(6)
    .optional(),
  howToRun: z.array(SentenceSchema).min(3).max(5),
  howToBeat: z.array(SentenceSchema).min(3).max(5),
  /**
   * What its own side changes when the other side keeps beating it ("their slot keeps catching outs
   * against our cover 3"): adjustments that take the other side's answer away, not the scheme's
   * assignments again.
   */
  adjustments: z.array(SentenceSchema).min(3).max(5).optional(),
  mistakes: z.array(SentenceSchema).min(2).max(4),
  /** Ids in the same sport's drills.json; checked across files by the content test. */
  drillIds: uniqueList(IdSchema, 1, 3),
  levels: LevelsSchema,
});

/** A Tactical fault reply is three bullets, each at most 15 words with its label. */
const FAULT_CAUSE_MAX_WORDS = 12;
const FAULT_CUE_MAX_WORDS = 6;
const FAULT_DRILL_NAME_MAX_WORDS = 5;
const FAULT_REPS_MAX_WORDS = 8;
const FAULT_SAFETY_MAX_WORDS = 14;

/**
 * A common fault in a player's technique ("he drops his elbow", "my drives slice") with what
 * causes it and how a coach fixes it. Keywords are the ways people describe the fault, slang and
 * common misspellings included, since that is what the coach is asked with.
 */
export const FaultSchema = z.strictObject({
  id: IdSchema,
  /** The skill it belongs to ("throwing", "serve"): decides the sense of the fault's words. */
  skill: z.string().regex(/^[a-z -]+$/, 'lowercase words'),
  title: TitleSchema,
  keywords: uniqueList(
    z
      .string()
      .regex(/^[^A-Z]+$/, 'lowercase')
      .min(1),
    3,
    16,
  ),
  /** Most likely first: the Tactical reply names only the first. */
  causes: z.array(textOfAtMostWords(FAULT_CAUSE_MAX_WORDS)).min(2).max(3),
  fixes: z
    .array(z.strictObject({ cue: textOfAtMostWords(FAULT_CUE_MAX_WORDS), how: SentenceSchema }))
    .min(2)
    .max(4),
  drill: z.strictObject({
    name: textOfAtMostWords(FAULT_DRILL_NAME_MAX_WORDS),
    setup: SentenceSchema,
    reps: textOfAtMostWords(FAULT_REPS_MAX_WORDS),
    /** A drill of the same sport's drills.json that trains the fix too; checked by the content test. */
    drillId: IdSchema.optional(),
  }),
  /** What the coach sees once the fault is gone. */
  check: SentenceSchema,
  level: SentenceSchema.optional(),
  /** Said first when the fault risks an injury (tackling head down, a sore throwing elbow). */
  safety: textOfAtMostWords(FAULT_SAFETY_MAX_WORDS).optional(),
});

export const DrillSchema = z
  .strictObject({
    id: IdSchema,
    title: TitleSchema,
    keywords: KeywordsSchema,
    short: textOfAtMostWords(SHORT_MAX_WORDS),
    steps: z.array(SentenceSchema).min(3).max(5),
    minutes: z.int().min(5).max(30),
    equipment: z.array(z.string().min(1).max(60)),
    coachingPoints: z.array(SentenceSchema).min(2).max(4),
    /** Tags a practice plan's focus matches on. */
    skills: uniqueList(z.string().regex(/^[a-z0-9 -]+$/, 'lowercase tag'), 1, 5),
    phase: z.enum(DRILL_PHASES),
    intensity: z.enum(INTENSITIES),
    minPlayers: z.int().min(1),
    maxPlayers: z.int().min(1).optional(),
    levels: LevelsSchema,
    /** Players a side in a game (3 for 3 v 3): teams are cut to this size and extra games run side by side. */
    perSide: z.int().min(1).max(11).optional(),
    /** Only for these forms of the sport (a flag scrimmage); absent: any form. */
    variants: uniqueList(z.enum(VARIANTS), 1, VARIANTS.length).optional(),
    /** Forms of the sport it has no place in: line work in 7-on-7, lead-offs in softball. */
    notVariants: uniqueList(z.enum(VARIANTS), 1, VARIANTS.length).optional(),
    /** What the drill involves that an age or variant rule may rule out: heading, tackling or blocking. */
    involves: uniqueList(z.enum(RESTRICTIONS), 1, RESTRICTIONS.length).optional(),
    /** Facilities it cannot run without; a plan for a group that lacks one leaves the drill out. */
    needs: uniqueList(z.enum(FACILITIES), 1, FACILITIES.length).optional(),
    /** Youngest and oldest ages it suits (rondos from 9, red-ball tennis to 10); absent: no limit that way. */
    minAge: z.int().min(4).max(30).optional(),
    maxAge: z.int().min(5).max(99).optional(),
    /** Least experience it needs; absent: beginners can run it. */
    skill: z.enum(DRILL_SKILLS).optional(),
  })
  .refine((drill) => drill.maxAge === undefined || drill.minAge === undefined || drill.maxAge >= drill.minAge, {
    message: 'maxAge below minAge',
    path: ['maxAge'],
  })
  .refine((drill) => drill.maxPlayers === undefined || drill.maxPlayers >= drill.minPlayers, {
    message: 'maxPlayers below minPlayers',
    path: ['maxPlayers'],
  })
  .refine((drill) => drill.perSide === undefined || (drill.phase === 'game' && 2 * drill.perSide >= drill.minPlayers), {
    message: 'perSide is for games whose two sides make the minimum',
    path: ['perSide'],
  });

export const TipSchema = z.strictObject({
  id: IdSchema,
  title: TitleSchema,
  keywords: KeywordsSchema,
  short: textOfAtMostWords(SHORT_MAX_WORDS),
  detail: z.string().min(1).max(1200),
});

export const ExerciseSchema = z.strictObject({
  name: z.string().min(1).max(80),
  focus: z.enum(EXERCISE_FOCUSES),
  sets: z.int().min(1),
  /** e.g. '8', '30 s', '5 each side'. */
  reps: z.string().min(1).max(40),
  restSeconds: z.int().min(0),
  /** What it loads hard; empty for work gentle enough to keep doing around an injury. */
  loads: uniqueList(z.enum(BODY_AREAS), 0, BODY_AREAS.length),
  /** Any one of these makes it possible; empty for bodyweight work. */
  equipment: uniqueList(z.enum(GYM_EQUIPMENT), 0, GYM_EQUIPMENT.length),
  /** Positions (content position tags such as "pitcher") for whom it comes first in its focus. */
  positions: uniqueList(z.string().regex(/^[a-z-]+$/, 'lowercase tag'), 0, 6).optional(),
  /**
   * General work (push-ups, bike intervals) kept for when an injury or the equipment on hand rules out
   * the sport's own exercises of that focus; otherwise the sport's own come first.
   */
  substitute: z.boolean().optional(),
  /** The youngest age it suits (depth jumps land hard on growing joints); absent: any age. */
  minAge: z.int().min(8).max(18).optional(),
  /**
   * The room it takes: runs of 10–30 m need open floor, longer sprints and tempo runs a field, full
   * swings a range. A session for a place that lacks it leaves it out.
   */
  needs: uniqueList(z.enum(FACILITIES), 1, FACILITIES.length).optional(),
});

export const QuizQuestionSchema = z.strictObject({
  question: z.string().min(1).max(300),
  options: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]),
  correct: z.enum(QUIZ_OPTION_LETTERS),
  /** One or two sentences saying why the correct option is right. */
  explanation: z.string().min(1).max(600),
  /** The rule topics it tests, ids from the sport's quiz-topics.json; a quiz on a topic asks only these. */
  topics: uniqueList(IdSchema, 1, 4).optional(),
  /**
   * How hard it is: easy (a first-season player or a young team: counts, names, basic calls), medium
   * (a regular player or a new coach), hard (an official's or a rules expert's detail, exceptions).
   * Absent: DEFAULT_QUIZ_LEVEL (medium). A quiz asked at a level asks that level's questions first.
   */
  level: z.enum(QUIZ_LEVELS).optional(),
  /**
   * A game situation put to the player ("runner on first, one out, a pop-up in the infield: what is
   * the call?") rather than a fact asked: a quiz asking for scenarios asks these first.
   */
  scenario: z.boolean().optional(),
});

/**
 * content/<sport>/quiz-topics.json: a rule topic a quiz can be asked on ("backcourt"), and the words
 * a player names it by ("over and back", "half-court violation"), matched as whole words, the last
 * word with any ending ("travel" also finds "traveling").
 */
export const QuizTopicSchema = z.strictObject({
  id: IdSchema,
  /** How a quiz's title and notes name it. */
  label: z.string().min(1).max(40),
  terms: uniqueList(z.string().regex(/^[a-z0-9' ]+$/, 'lowercase words, no hyphens'), 1, 40),
  /** What the topic is: a rule (the default), or in-game decisions, which a quiz on the rules leaves out. */
  kind: z.enum(['rule', 'situation']).optional(),
});
export type QuizTopic = z.infer<typeof QuizTopicSchema>;

/**
 * A lowercase phrase matched on whole words: '*' alone stands for any one word ('hit * head'), and a
 * word ending in '*' for any ending ('concuss*').
 */
const CuePhraseSchema = z.string().regex(/^(?:\*|[a-z0-9'-]+\*?)(?: (?:\*|[a-z0-9'-]+\*?))*$/, 'lowercase words or *');
const CueGroupSchema = uniqueList(CuePhraseSchema, 1, 80);
/**
 * content/live-facts.json: the words of the day-to-day facts about a place to play that the coach
 * has no feed for (whether the courts are open, how long the wait is at the cages, what the range
 * charges per bucket, how the greens are running today), read as whole phrases.
 */
const LivePhraseList = uniqueList(z.string().regex(/^[a-z0-9' -]+$/, 'lowercase words'), 1, 80);
/**
 * Facts that change by the day, which the coach has no feed for: scores, a player's current numbers,
 * standings, weather, prices, schedules, betting odds, injuries, news, whether a venue is open, an
 * event's entries (spots left, the draw, the pairings).
 */
export const LIVE_FACT_KINDS = [
  'score',
  'result',
  'stats',
  'standings',
  'weather',
  'tickets',
  'schedule',
  'odds',
  'injuries',
  'news',
  'venue',
  'prices',
  'entries',
] as const;
const LiveFactKindSchema = z.enum(LIVE_FACT_KINDS);
/** The honest line for a kind of fact: what the coach lacks and where to look, short enough for a Tactical bullet. */
const WhereToLookLineSchema = z
  .string()
  .min(1)
  .max(120)
  .refine((text) => wordCount(text) <= SHORT_MAX_WORDS, `at most ${SHORT_MAX_WORDS} words`);
const WhereToLookSchema = z.strictObject({
  /** Where each sport's live scores, stats and standings are kept: the lines' {source}. */
  sources: z.record(z.enum(SPORTS), z.string().min(1).max(80)),
  lines: z.record(LiveFactKindSchema.exclude(['venue']), WhereToLookLineSchema),
  /** A sport whose facts are kept elsewhere: a tennis order of play, a golf field. */
  bySport: z.partialRecord(z.enum(SPORTS), z.partialRecord(LiveFactKindSchema, WhereToLookLineSchema)),
  /** A place to play, by what is asked of it. */
  venue: z.strictObject({ status: WhereToLookLineSchema, hours: WhereToLookLineSchema, prices: WhereToLookLineSchema }),
  /** A course's tee sheet, not a tour's site, has its tee times and green fees. */
  courseBooking: WhereToLookLineSchema,
});
export const LiveFactPhrasesSchema = z.strictObject({
  /** Places a player goes to play or practise. */
  places: LivePhraseList,
  /** What a place is on a given day: open, busy, booked up, playable. */
  states: LivePhraseList,
  /** The states that say how full a place is, asked as "how busy is…". */
  crowdWords: LivePhraseList,
  waitWords: LivePhraseList,
  priceWords: LivePhraseList,
  /** What a player pays for by the month or the visit: an app, a subscription, a class, a trainer. */
  services: LivePhraseList,
  /** A gym's or club's class timetable, asked as such. */
  classTimes: LivePhraseList,
  /** "per hour", "a bucket": a price asked by the unit. */
  perUnits: LivePhraseList,
  /** When the state is asked for: today, this weekend, on Sunday mornings, yet. */
  timesToday: LivePhraseList,
  /** What a player asks the state of on the day: the greens, the ice, the field. */
  conditions: LivePhraseList,
  /** Words after "open" that make it a coaching word (an open man, an open stance), not a place's hours. */
  notAfterState: LivePhraseList,
  /** A team's list of games. */
  teamSchedule: LivePhraseList,
  /**
   * When a fact about a team, a player or an event is asked for the day it changes on: tonight,
   * later, right now, Sunday. A status asked beside one of these is news, not coaching.
   */
  liveTimes: LivePhraseList,
  /** What is asked of a named team or player ("is X fit", "are X winning"), each with the kind of fact it is. */
  liveStatuses: z
    .array(z.strictObject({ kind: LiveFactKindSchema, words: LivePhraseList }))
    .min(1)
    .max(6),
  /**
   * What a side wins inside play ("who's winning the headers", "who is winning the boards"): a contest
   * a coach asks about in the game, never the score.
   */
  contestsInPlay: LivePhraseList,
  /** "How are X doing/looking": how a team or player is getting on, a live score. */
  howAsked: LivePhraseList,
  /** "Who's in goal for X tonight": a place in a team's selection. */
  whoAsked: LivePhraseList,
  /** "When is X on court / teeing off": an order of play or start time. */
  whenAsked: LivePhraseList,
  /** Events a player enters or a fan attends: a qualifier, a tournament, tonight's game. */
  events: LivePhraseList,
  /** What an event is on the day ("sold out", "full", "rained out"), each with the kind of fact it is. */
  eventStates: z
    .array(z.strictObject({ kind: LiveFactKindSchema, words: LivePhraseList }))
    .min(1)
    .max(6),
  /** What an event publishes before it starts ("the pairings", "the team sheet"), each with its kind. */
  eventLists: z
    .array(z.strictObject({ kind: LiveFactKindSchema, words: LivePhraseList }))
    .min(1)
    .max(6),
  /** The places in an event's field asked about as "spots left". */
  spots: LivePhraseList,
  /** Signing up for an event: "registration", "entries". */
  signUps: LivePhraseList,
  /** Venues, tournaments and competitions famous enough to be named in lowercase. */
  famousNames: uniqueList(z.string().regex(/^[a-z0-9' -]+$/, 'lowercase words'), 1, 200),
  /** Capitalised words that name no team, player or event: the days, "Coach", a greeting. */
  notNames: uniqueList(z.string().regex(/^[a-z']+$/, 'one lowercase word'), 1, 200),
  /**
   * Words of a subject that is anybody's (the ball, the keeper, the other team): a status asked of
   * a subject made only of these is about the user's own game, not news.
   */
  genericSubjects: uniqueList(z.string().regex(/^[a-z']+$/, 'one lowercase word'), 1, 200),
  whereToLook: WhereToLookSchema,
});
export type LiveFactPhrases = z.infer<typeof LiveFactPhrasesSchema>;

const QuizPhraseList = uniqueList(z.string().regex(/^[a-z0-9' ]+$/, 'lowercase words'), 1, 80);
/**
 * content/quiz-reading.json: how a quiz request names its topic beyond the topic's own words: the
 * part of a topic it narrows to ("1-3-1 rotations"), a rules question put as a moment of play ("what
 * happens when…"), items that steer a broad topic ("…, including bunts"), and the live things a quiz
 * cannot be set on ("this year's seeds").
 */
export const QuizReadingSchema = z.strictObject({
  /**
   * Ways a quiz is asked for without the usual words ("pop quiz", "how well do i know", "see if {who}
   * know"): the topic follows them. `{who}` stands for who is asked, one to four words ("my 12u girls").
   */
  quizAsks: uniqueList(z.string().regex(/^[a-z0-9']+(?: (?:[a-z0-9']+|\{who\}))*$/, 'lowercase words'), 1, 120),
  /** Words that name a part or side of a topic the notes cover as a whole: rotations, roles, footwork. */
  aspectWords: QuizPhraseList,
  /** Words that open a clause ("what happens when…", "if the keeper…"): the topic is the rules area it names. */
  clauseOpeners: QuizPhraseList,
  /** Words after a topic that bring in items steering it ("including", "especially", "like"). */
  steeringWords: QuizPhraseList,
  /** Items of a list that name no topic but all of one ("all of it", "everything"). */
  catchAllItems: QuizPhraseList,
  /** Words that make a live thing current ("this year's", "current", "right now"). */
  nowWords: QuizPhraseList,
  /**
   * Things that change by the day, as a quiz topic, each with its kind of fact: live only beside a
   * now word ("this year's seeds"), or always (`alone`: "who's injured", "the standings").
   */
  liveTopics: z
    .array(z.strictObject({ kind: LiveFactKindSchema, words: QuizPhraseList, alone: z.boolean() }))
    .min(1)
    .max(20),
});
export type QuizReading = z.infer<typeof QuizReadingSchema>;

/**
 * content/rule-sets.json: each sport's rule books that differ (NFL, college, high school, youth),
 * with the words a request or a question names each by; a quiz asked for one never asks a question
 * framed on another. `alike`: the rule books whose questions fit it too (youth leagues play NFHS rules).
 */
export const RuleSetSchema = z.strictObject({
  id: IdSchema,
  label: z.string().min(1).max(40),
  terms: QuizPhraseList,
  alike: z.array(IdSchema).max(4).optional(),
});
export type RuleSet = z.infer<typeof RuleSetSchema>;
export const RuleSetsSchema = z.strictObject(
  Object.fromEntries(SPORTS.map((sport) => [sport, z.array(RuleSetSchema).max(8)])) as Record<
    Sport,
    z.ZodArray<typeof RuleSetSchema>
  >,
);

/**
 * content/coaching-principles.json: the words that make a message about sport, coaching, training or
 * the app (so it is never refused as off topic), and coaching questions no concept of a sport answers
 * (talking with parents, a tournament's workload, equipment sizes), each answered from principles.
 * A topic applies when the message names a phrase of every cue group.
 */
const PrincipleTextSchema = z.string().min(1).max(400);
const PrincipleAnswerSchema = z.strictObject({
  title: z.string().min(1).max(60),
  /** Tactical's one line. */
  short: z.string().refine((text) => wordCount(text) <= SHORT_MAX_WORDS, `at most ${SHORT_MAX_WORDS} words`),
  principles: z.array(PrincipleTextSchema).min(3).max(6),
  /** A line only one sport needs: bat sizes, ball sizes, pitch counts. */
  sportLines: z.partialRecord(z.enum(SPORTS), PrincipleTextSchema).optional(),
  /** What the coach needs to make it specific. */
  ask: z.string().min(1).max(160),
});
export const CoachingPrinciplesSchema = z.strictObject({
  sportWords: uniqueList(CuePhraseSchema, 1, 400),
  topics: z.array(PrincipleAnswerSchema.extend({ id: IdSchema, cues: z.array(CueGroupSchema).min(1).max(3) })),
  /** The answer when an in-sport question names nothing the notes or the topics hold. */
  general: PrincipleAnswerSchema,
});
export type CoachingPrinciples = z.infer<typeof CoachingPrinciplesSchema>;
export type PrincipleAnswer = z.infer<typeof PrincipleAnswerSchema>;

/** Placeholders a safety reply may use, filled from the message: the pronouns and the body part. */
const SafetyTextSchema = z
  .string()
  .min(1)
  .max(400)
  .refine(
    (text) => [...text.matchAll(/\{(\w+)\}/g)].every(([, name]) => ['him', 'he', 'his', 'part'].includes(name!)),
    {
      message: 'only {him}, {he}, {his} and {part}',
    },
  );

/**
 * content/safety.json: a player in pain or with a knock to the head is answered with this before any
 * game call. A rule applies when the message names a phrase of every `anywhere` group, and one of
 * each `near` group within a few words of each other, and no `unless` phrase; the first rule wins.
 */
export const SafetyRuleSchema = z
  .strictObject({
    id: IdSchema,
    /** Only in these sports; absent: in every sport. */
    sports: z.array(z.enum(SPORTS)).min(1).optional(),
    anywhere: z.array(CueGroupSchema).min(1).max(3).optional(),
    /** What is felt, and where: 'sore' and 'elbow'. */
    near: z.tuple([CueGroupSchema, CueGroupSchema]).optional(),
    unless: CueGroupSchema.optional(),
    /** How a matched body part is named in the reply: a typo or a nickname spelled out. */
    aliases: z.record(z.string(), z.string().min(1).max(30)).optional(),
    /** The Tactical answer; {part} is one or two words, so the whole stays within 15 words. */
    short: SafetyTextSchema.refine(
      (text) => wordCount(text) <= SHORT_MAX_WORDS - 1,
      `at most ${SHORT_MAX_WORDS - 1} words`,
    ),
    steps: z.array(SafetyTextSchema).min(3).max(5),
    /** Strategic's last line: how the coach helps with the game once the player is safe. */
    after: SafetyTextSchema,
  })
  .refine((rule) => rule.anywhere !== undefined || rule.near !== undefined, 'needs anywhere or near cues');

/**
 * content/prehab.json: for each body area, rehab-type work that keeps a hurt area training without
 * loading it hard, and the steps back to full loading once a clinician clears the athlete.
 */
export const PrehabSchema = z.strictObject({
  area: z.enum(BODY_AREAS),
  exercises: z
    .array(z.strictObject({ name: z.string().min(1).max(80), dose: z.string().min(1).max(80) }))
    .min(2)
    .max(4),
  returnSteps: z.array(z.string().min(1).max(120)).min(3).max(5),
  /** How the goal's work is kept while the area only aches a little: managed volume and mechanics, never dropped. */
  whileSore: z.string().min(1).max(240),
});
export type Prehab = z.infer<typeof PrehabSchema>;

/**
 * content/return-to-skill.json: how the sport's key skill (throwing, running and sprinting, serving,
 * the swing) comes back after an injury to an area it loads: graded stages with a gate between them,
 * rather than left out for the whole program.
 */
export const ReturnToSkillSchema = z.strictObject({
  id: IdSchema,
  title: z.string().min(10).max(80),
  /** The hurt areas this skill loads, so the one it returns to is chosen by the injury. */
  areas: uniqueList(z.enum(BODY_AREAS), 1, BODY_AREAS.length),
  sports: uniqueList(z.enum(SPORTS), 1, SPORTS.length),
  start: SentenceSchema,
  stages: z.array(z.string().min(10).max(220)).min(3).max(6),
  /** The fewest weeks a stage takes even in a short program (a healing arm needs two per throwing stage). */
  minWeeksPerStage: z.int().min(1).max(4).optional(),
  gate: SentenceSchema,
  setback: SentenceSchema,
});
export type ReturnToSkill = z.infer<typeof ReturnToSkillSchema>;

/**
 * content/age-rules.json: what a plan for young players or a form of the sport leaves out, and the
 * limits it states (pitch counts and rest days, heading, contact). A rule applies when the sport
 * matches, the players' age is within its bounds (an unknown age of a youth team counts as within
 * any upper bound of 12 or more), and the variant matches when it names one.
 */
export const AgeRuleSchema = z
  .strictObject({
    id: IdSchema,
    /** Absent: every sport. */
    sport: z.enum(SPORTS).optional(),
    minAge: z.int().min(4).max(25).optional(),
    maxAge: z.int().min(4).max(25).optional(),
    variant: z.enum(VARIANTS).optional(),
    /** Not for this form of the sport: a tackle-football rule says nothing to a flag team. */
    unlessVariant: z.enum(VARIANTS).optional(),
    excludes: z.enum(RESTRICTIONS).optional(),
    /** Only when the plan's focus or drills touch these skills (pitching); absent: always. */
    skills: uniqueList(z.string().regex(/^[a-z0-9 -]+$/, 'lowercase tag'), 1, 6).optional(),
    /** Only in the season's first days, before players have acclimatised to heat and pads. */
    earlySeason: z.literal(true).optional(),
    /** The most minutes of contact drills one practice may hold. */
    contactMinutes: z.int().min(0).max(120).optional(),
    note: SentenceSchema,
  })
  .refine((rule) => rule.minAge === undefined || rule.maxAge === undefined || rule.minAge <= rule.maxAge, {
    message: 'minAge above maxAge',
    path: ['maxAge'],
  })
  .refine(
    (rule) => rule.minAge !== undefined || rule.maxAge !== undefined || rule.variant !== undefined || rule.earlySeason,
    {
      message: 'needs an age bound, a variant or the early season',
    },
  );

export type Concept = z.infer<typeof ConceptSchema>;
export type Drill = z.infer<typeof DrillSchema>;
export type Fault = z.infer<typeof FaultSchema>;
export type Tip = z.infer<typeof TipSchema>;
export type Exercise = z.infer<typeof ExerciseSchema>;
export type ExerciseFocus = Exercise['focus'];
export type BodyArea = (typeof BODY_AREAS)[number];
export type GymEquipment = (typeof GYM_EQUIPMENT)[number];
export type QuizBankQuestion = z.infer<typeof QuizQuestionSchema>;
export type SafetyRule = z.infer<typeof SafetyRuleSchema>;
export type AgeRule = z.infer<typeof AgeRuleSchema>;
export type Variant = (typeof VARIANTS)[number];
export type Facility = (typeof FACILITIES)[number];
export type DrillSkill = (typeof DRILL_SKILLS)[number];

/** A regular expression a coach can edit as text, at most `maxLength` characters; it must compile. */
export function patternSchema(maxLength: number) {
  return z
    .string()
    .min(1)
    .max(maxLength)
    .refine(
      (source) => {
        try {
          new RegExp(source);
          return true;
        } catch {
          return false;
        }
      },
      { error: 'not a valid regular expression' },
    );
}

const PatternSchema = patternSchema(400);

/** How a plan says a facility: what the group lacks ("no usable infield") and what a drill needs ("a usable infield"). */
export const FacilityWordsSchema = z.strictObject({
  id: z.enum(FACILITIES),
  /** Said back when the group lacks it: "half court only", "no nets". */
  lacking: z.string().min(1).max(60),
  /** What a drill left out needed: "a full court", "a net". */
  needing: z.string().min(1).max(60),
  /** The closing game played when no library game fits without it. */
  gameWithout: SentenceSchema.optional(),
  /** That game for one sport where it differs: without grass, football plays two-hand touch, nobody to ground. */
  gameWithoutFor: z.partialRecord(z.enum(SPORTS), SentenceSchema).optional(),
  /** Players in each group of that game (2 for a game in pairs); absent: two teams. */
  gameGroupSize: z.int().min(1).max(11).optional(),
});

/**
 * A place or condition a coach describes ("the infield is under water", "a hallway and a wall",
 * "lightning about", "a tennis-court-sized area"): the facilities it rules out and how the plan says
 * it back. Heat makes breaks and blocks shorter; lightning keeps the whole session indoors.
 */
export const PlanSpaceSchema = z.strictObject({
  id: IdSchema,
  /** Lowercase patterns over the message; any one of them names this place or condition. */
  phrases: z.array(PatternSchema).min(1).max(12),
  /** Patterns that, when also in the message, mean it is not this place ("the infield is fine"). */
  unless: z.array(PatternSchema).max(6).optional(),
  lacks: uniqueList(z.enum(FACILITIES), 1, FACILITIES.length).optional(),
  /** Sports whose venues these words describe ("at the range" says nothing about a baseball field); all when absent. */
  sports: uniqueList(z.enum(SPORTS), 1, SPORTS.length).optional(),
  /** Said back in the plan's read-back and its first note. */
  says: z.string().min(3).max(120),
  heat: z.literal(true).optional(),
  lightning: z.literal(true).optional(),
});

export const PlanSpacesSchema = z
  .strictObject({
    facilities: z.array(FacilityWordsSchema),
    spaces: z.array(PlanSpaceSchema).min(1),
    /** How a drill of the session's focus meant for older players runs for a group of unstated age. */
    focusVersionForAge: SentenceSchema.optional(),
    /** Kit a listed kit never leaves out: players' own gear and what any venue has. */
    kitAssumed: z.array(z.string().min(2).max(40)).max(40).optional(),
  })
  .refine((content) => FACILITIES.every((id) => content.facilities.some((entry) => entry.id === id)), {
    message: 'every facility needs its words',
    path: ['facilities'],
  });
export type PlanSpace = z.infer<typeof PlanSpaceSchema>;
export type FacilityWords = z.infer<typeof FacilityWordsSchema>;

/**
 * content/acute-injury.json: how the Trainer answers a fresh injury with a game days away — the cues
 * that tell a fresh injury and a near event, the safety lines, the first days' care, and for each body
 * part the training that leaves it alone, the pain-free checks before playing and its protection.
 */
const CueListSchema = z.array(z.string().min(1).max(40)).min(1);
export const AcuteInjurySchema = z.strictObject({
  recentCues: CueListSchema,
  oldCues: CueListSchema,
  nearEventCues: CueListSchema,
  /** What the event is called (game, match, tournament), said back; defaultEvent when none is named. */
  eventWords: CueListSchema,
  defaultEvent: z.string().min(1).max(20),
  /** The furthest event, in days, still answered with injury care rather than a program. */
  maxEventDays: z.number().int().min(1).max(14),
  dayWords: z.record(z.string(), z.number().int().min(1).max(14)),
  opening: z.string().min(1).max(200),
  safety: z.array(z.string().min(1).max(200)).min(1).max(3),
  redFlags: z.array(z.string().min(1).max(60)).min(3).max(6),
  firstDays: z.array(z.string().min(1).max(200)).min(2).max(4),
  eachDay: z.string().min(1).max(250),
  testIntro: z.string().min(1).max(200),
  sitOut: z.string().min(1).max(200),
  protectionLine: z.string().min(1).max(200),
  closing: z.string().min(1).max(200),
  parts: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(20),
        words: CueListSchema,
        said: z.string().min(1).max(20),
        safeWork: z.string().min(1).max(200),
        checks: z.array(z.string().min(1).max(120)).min(3).max(5),
        protection: z.string().min(1).max(80),
      }),
    )
    .min(1),
});
export type AcuteInjury = z.infer<typeof AcuteInjurySchema>;
