import { z } from 'zod';
import { SPORT_LABELS, SPORTS } from '../../../../shared/constants';
import {
  LevelSchema,
  PRACTICE_FOCUS_MAX_TERMS,
  PRACTICE_MAX_MINUTES,
  PRACTICE_MAX_PLAYERS,
  PRACTICE_MIN_MINUTES,
  PracticePlanSchema,
  type Level,
  type PracticeBlock,
  type PracticePlan,
} from '../../../../shared/practice-plan';
import {
  DRILL_SKILLS,
  FACILITIES,
  VARIANTS,
  type Drill,
  type DrillSkill,
  type Facility,
} from '../knowledge/content-schema';
import { facilitiesLackedIn, focusAreasIn, kitItemOf } from '../understand/parse-plan-request';
import { focusSideOf, onlyOtherSide } from '../understand/focus-cues';
import { ageRulesFor } from './age-rules';
import { listedKitUses } from './plan-kit';
import { facilityWords, focusVersionForAge, kitAssumed } from './plan-spaces';

/** The drill fields a plan is built from; the content library's drills carry them all. */
export type PracticePlanDrill = Pick<
  Drill,
  | 'id'
  | 'title'
  | 'keywords'
  | 'minutes'
  | 'equipment'
  | 'coachingPoints'
  | 'skills'
  | 'phase'
  | 'intensity'
  | 'minPlayers'
  | 'maxPlayers'
  | 'levels'
  | 'perSide'
  | 'variants'
  | 'notVariants'
  | 'involves'
  | 'needs'
  | 'minAge'
  | 'maxAge'
  | 'skill'
>;

/** The youngest and oldest players, the most coaches and the largest kit count a plan is written for. */
export const PLAN_AGE = { min: 4, max: 80 } as const;
export const PLAN_MAX_COACHES = 10;
export const PLAN_MAX_KIT_COUNT = 999;
const PLAN_MAX_KIT_ITEMS = 12;

/** What a coach asks for; the same schema checks a parsed message and an LLM tool call. */
export const PracticePlanParamsSchema = z.strictObject({
  sport: z.enum(SPORTS),
  minutes: z.number().int().min(PRACTICE_MIN_MINUTES).max(PRACTICE_MAX_MINUTES),
  players: z.number().int().min(1).max(PRACTICE_MAX_PLAYERS),
  level: LevelSchema,
  /** Skill tags or free text, e.g. ["dribbling"] or ["first touch", "passing"]. */
  focus: z.array(z.string().trim().min(1).max(60)).max(PRACTICE_FOCUS_MAX_TERMS),
  /** Library skill areas the focus names ("route timing" → route running): scored with it, not shown. */
  focusTags: z.array(z.string().trim().min(1).max(60)).max(PRACTICE_FOCUS_MAX_TERMS).optional(),
  /** The players' age when known: age rules (heading, pitch counts) follow it rather than the level's band. */
  age: z.number().int().min(PLAN_AGE.min).max(PLAN_AGE.max).optional(),
  /** The form of the sport: flag football leaves out contact, doubles brings in doubles drills. */
  variant: z.enum(VARIANTS).optional(),
  /** Coaches on hand: two or more run the middle of the practice as stations. */
  coaches: z.number().int().min(1).max(PLAN_MAX_COACHES).optional(),
  /** Equipment the group lacks ("goal", "sled"): drills that need it stay out. */
  without: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  /** Facilities the group lacks ("full-court", "bunker"): drills that need one stay out. */
  lacks: z.array(z.enum(FACILITIES)).max(FACILITIES.length).optional(),
  /** Kit on hand and how much ("2 hoops", "5 balls"): drills that need more stay out. */
  equipment: z
    .array(
      z.strictObject({
        item: z.string().trim().min(1).max(30),
        count: z.number().int().min(0).max(PLAN_MAX_KIT_COUNT),
      }),
    )
    .max(PLAN_MAX_KIT_ITEMS)
    .optional(),
  /**
   * Limits the coach set: "no-contact" (shells, no tackling) leaves contact out, "no-live" leaves live
   * pitching, at-bats and tackling out, "light" leaves high-intensity work out.
   */
  limits: z
    .array(z.enum(['no-contact', 'no-live', 'light']))
    .max(3)
    .optional(),
  /** The group's experience: beginners get only drills beginners can run, intermediates no advanced ones. */
  skill: z.enum(DRILL_SKILLS).optional(),
  /** A two-track day, specialists first ("pitchers", "position players"): both work at once, one coach each. */
  tracks: z.tuple([z.string().trim().min(1).max(40), z.string().trim().min(1).max(40)]).optional(),
  /** Kit the coach said they have ("ball machine"): drills that use it come first and the notes say where. */
  has: z.array(z.string().trim().min(1).max(40)).max(6).optional(),
  /** The whole kit when the coach listed it: a drill needing anything else stays out. */
  kitList: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
  /** The team as the coach named it ("14U", "JV", "D3 College"): the title says it back. */
  team: z.string().trim().min(1).max(40).optional(),
  /** The season's first days: acclimatisation rules hold (no live contact yet in tackle football). */
  earlySeason: z.boolean().optional(),
  /** Where the group works, as the coach described it ("no usable infield: outfield grass only"): said back first. */
  site: z.array(z.string().trim().min(1).max(120)).max(6).optional(),
  /** A hot day: water every 15 minutes, no block past 15 minutes, shade between reps. */
  heat: z.boolean().optional(),
  /** Lightning about: the session is planned indoors and says when it is safe to go back out. */
  lightning: z.boolean().optional(),
});
export type PracticePlanParams = z.infer<typeof PracticePlanParamsSchema>;

export interface PracticePlanRequest extends PracticePlanParams {
  /** The sport's drill library, passed in so the builder stays pure. */
  drills: readonly PracticePlanDrill[];
}

const WARM_UP_SHARE = 0.12;
const WARM_UP_MINUTES = { min: 3, max: 15 };
const GAME_SHARE = 0.22;
const GAME_MINUTES = { min: 5, max: 25 };
const ACTIVITY_MIN_MINUTES = 3;
const WATER_BREAK_MINUTES = 2;
/** The most blocks PracticePlanSchema holds, water breaks included. */
const MAX_BLOCKS = 20;
/** Youth players drink every ~20 minutes; older players can go ~30 between breaks. */
/** On a hot day everyone drinks every 15 minutes and no block runs longer (NATA heat guidance). */
const HEAT_INTERVAL = 15;
const WATER_BREAK_INTERVAL: Record<Level, number> = {
  youth: 20,
  'high-school': 30,
  college: 30,
  adult: 30,
  pro: 30,
};

const GENERIC_WARM_UP = {
  activity: 'Dynamic warm-up: jog, skips, lunges, arm circles and build-up runs',
  coachingPoints: ['Build from easy to brisk.', 'Move through full range, no static holds yet.'],
};
const GENERIC_GAME = {
  activity: 'Small-sided game using the session focus',
  coachingPoints: ['Reward the focus skill with bonus points.', 'Keep teams even and rotate them.'],
};

/** A drill scoring this against the focus works on it; a lower score only shares a word with it. */
const SERVES_FOCUS = 2;
/**
 * Years a focus drill's minimum age may sit above the typical age of a group whose age was not
 * given, and still run simplified when nothing else on the focus fits ("juniors" may be 8 or 16).
 */
const AGE_STRETCH_FOR_FOCUS = 4;
/** The largest group a coach can feed ball by ball, which is how a drill for older players is simplified. */
const COACH_FED_GROUP = 4;
/** A focus drill may run this much longer than its library minutes before another drill joins it. */
const STRETCH = 1.5;
/** A block under this share of its drill's library minutes says it is a shortened version. */
const SHORTENED = 0.7;

/** The parameters a plan can be written without: one that still fails its check is left out. */
const OPTIONAL_PARAMS = new Set(
  Object.entries(PracticePlanParamsSchema.shape)
    .filter(([, field]) => field.safeParse(undefined).success)
    .map(([key]) => key),
);

/**
 * A request read from a message, brought inside the limits a plan is written for: "40 balls each" for
 * 30 players, a group of 3-year-olds or a staff of 14 still gets a plan (for the nearest group it
 * covers) where the schema would refuse it, and any other optional detail out of bounds is left out
 * rather than failing the reply. A tool call's input is checked, not bent.
 */
export function withinPlanLimits(request: PracticePlanRequest): PracticePlanRequest {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  const clamped: PracticePlanRequest = {
    ...request,
    age: request.age === undefined ? undefined : clamp(request.age, PLAN_AGE.min, PLAN_AGE.max),
    coaches: request.coaches === undefined ? undefined : clamp(request.coaches, 1, PLAN_MAX_COACHES),
    equipment: request.equipment
      ?.slice(0, PLAN_MAX_KIT_ITEMS)
      .map((kit) => ({ ...kit, count: clamp(kit.count, 0, PLAN_MAX_KIT_COUNT) })),
  };
  const { drills, ...asked } = clamped;
  const checked = PracticePlanParamsSchema.safeParse(asked);
  if (checked.success) return clamped;
  const failing = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(
    Object.entries(asked).filter(([key]) => !(failing.has(key) && OPTIONAL_PARAMS.has(key))),
  );
  return { ...(kept as PracticePlanParams), drills };
}

/** Builds a practice that opens with a warm-up, closes with a game and fills exactly `minutes`. */
export function buildPracticePlan(request: PracticePlanRequest): PracticePlan {
  // The drill library travels beside the parameters; everything else is checked as the tool's input is.
  const { drills: _library, ...asked } = request;
  const params = PracticePlanParamsSchema.parse(asked);
  const focus = [...new Set([...params.focus, ...(params.focusTags ?? [])].map((term) => term.toLowerCase()))];
  const focusGroups = focusGroupsOf(params);
  // A focus on one side of the game is worked by that side's drills: a pass-coverage day runs no
  // route timing, a return day no serving, whatever words their tags share.
  const side = focusSideOf(params.sport, focus);
  const library =
    side === undefined
      ? request.drills
      : request.drills.filter(
          (drill) =>
            drill.phase === 'warm-up' ||
            drill.phase === 'cool-down' ||
            !onlyOtherSide(params.sport, drill.skills, side),
        );
  const rules = ageRulesFor({
    sport: params.sport,
    level: params.level,
    age: params.age,
    variant: params.variant,
    earlySeason: params.earlySeason,
  });
  const excluded = new Set(rules.flatMap((rule) => (rule.excludes ? [rule.excludes] : [])));
  const helmetsShort = helmetsShortOf(params);
  if (helmetsShort) excluded.add('contact');
  const limits = new Set(params.limits ?? []);
  if (limits.has('no-contact')) excluded.add('contact');
  if (limits.has('no-live')) {
    excluded.add('live');
    if (params.sport === 'football') excluded.add('contact');
  }
  const playersAge = params.age ?? TYPICAL_AGE[params.level];
  const suitsPlayers = (drill: PracticePlanDrill) => ageSuits(drill, playersAge) && skillSuits(drill, params.skill);
  const ageCap = params.heat ? Math.min(HEAT_INTERVAL, blockCapFor(playersAge)) : blockCapFor(playersAge);
  const missing = (params.without ?? []).map(normalise);
  const lacks = new Set(params.lacks ?? []);
  const allowed = (drill: PracticePlanDrill) =>
    !(drill.needs ?? []).some((facility) => lacks.has(facility)) &&
    !teachesContactFlagLacks(drill, params) &&
    !(drill.involves ?? []).some((item) => excluded.has(item)) &&
    !(limits.has('light') && drill.intensity === 'high') &&
    (drill.variants === undefined || (params.variant !== undefined && drill.variants.includes(params.variant))) &&
    !(params.variant !== undefined && (drill.notVariants ?? []).includes(params.variant)) &&
    !drill.equipment.some((item) => missing.some((lacking) => ` ${normalise(item)} `.includes(` ${lacking} `))) &&
    !needsAbsentPosition(drill, params.without ?? []) &&
    kitSuffices(drill, params) &&
    kitListed(drill, params.kitList);
  const fits = (drill: PracticePlanDrill, strictLevel: boolean) =>
    (!strictLevel || drill.levels.includes(params.level)) &&
    suitsPlayers(drill) &&
    allowed(drill) &&
    groupCountFor(drill, params.players) !== null;
  const score = (drill: PracticePlanDrill) =>
    focusScore(drill, focus) +
    (params.variant && drill.variants?.includes(params.variant) ? 1 : 0) +
    (usesKitOnHand(drill, params.has ?? []) ? 1 : 0) +
    (usesListedKit(drill, params.kitList) ? 1 : 0) +
    (madeForTheYoung(drill, playersAge) ? 1 : 0);
  // Drills for the asked level come first; when too few fit, drills for other levels fill the gap.
  // Never for youth: an older group's drill may be full contact or max effort, so a youth plan
  // keeps to youth drills and lets the generic warm-up and game stand in for any it lacks.
  const candidates = (phases: PracticePlanDrill['phase'][], used: Set<string>) => {
    const ofLevel = (strictLevel: boolean) =>
      rankBy(
        library.filter((drill) => phases.includes(drill.phase) && !used.has(drill.id) && fits(drill, strictLevel)),
        score,
      );
    const fallback = params.level === 'youth' ? [] : ofLevel(false);
    return [...new Set([...ofLevel(true), ...fallback])];
  };

  const used = new Set<string>();
  // Among warm-ups that serve the focus alike, one written as a warm-up opens the day: a throwing
  // focus starts with the throwing progression that readies the arm, not a relay race.
  const warmUps = candidates(['warm-up'], used);
  const [firstWarmUp] = warmUps;
  const warmUp =
    firstWarmUp && focusScore(firstWarmUp, focus) >= SERVES_FOCUS
      ? (warmUps.find((drill) => score(drill) === score(firstWarmUp) && writtenAsWarmUp(drill)) ?? firstWarmUp)
      : firstWarmUp;
  if (warmUp) used.add(warmUp.id);
  const [game] = candidates(['game'], used);
  if (game) used.add(game.id);

  const breakInterval = params.heat
    ? Math.min(HEAT_INTERVAL, WATER_BREAK_INTERVAL[params.level])
    : WATER_BREAK_INTERVAL[params.level];
  const breakCount = Math.max(0, Math.ceil(params.minutes / breakInterval) - 1);
  // A long session for young players keeps its blocks short only as far as a plan's block count allows.
  const blockCap = Math.max(
    ageCap,
    Math.ceil((params.minutes - breakCount * WATER_BREAK_MINUTES) / (MAX_BLOCKS - breakCount)),
  );
  const warmUpMinutes = clamp(
    Math.round(params.minutes * WARM_UP_SHARE),
    WARM_UP_MINUTES.min,
    Math.min(WARM_UP_MINUTES.max, blockCap),
  );
  const plannedGameMinutes = clamp(Math.round(params.minutes * GAME_SHARE), GAME_MINUTES.min, GAME_MINUTES.max);
  const middleEstimate = params.minutes - breakCount * WATER_BREAK_MINUTES - warmUpMinutes - plannedGameMinutes;
  // Young players switch activity often: enough drills that none runs past the age's attention span.
  const room = {
    count: Math.max(activityCountFor(params.minutes), Math.ceil(middleEstimate / blockCap)),
    minutes: middleEstimate,
    cap: blockCap,
    vary: playersAge <= YOUNGEST_LINES_AGE,
  };
  const libraryMiddle = candidates(['technical', 'tactical'], used);
  // A focus the middle has too few drills for keeps its minutes: a drill of that focus from the
  // warm-up or game runs as a main block, or a small-group one meant for older players runs
  // simplified, coach-fed, when the group's age was not given.
  const mainVersion = (drill: PracticePlanDrill, points: string[]): PracticePlanDrill => ({
    ...drill,
    phase: 'technical',
    coachingPoints: [...points, ...drill.coachingPoints].slice(0, 6),
  });
  const adaptedVersion = (drill: PracticePlanDrill): PracticePlanDrill | undefined => {
    const ageVersion = focusVersionForAge();
    if (
      ageSuits(drill, playersAge) ||
      params.age !== undefined ||
      (drill.maxPlayers ?? Number.POSITIVE_INFINITY) > COACH_FED_GROUP ||
      ageVersion === undefined ||
      (drill.involves ?? []).length > 0 ||
      (drill.minAge ?? 0) > playersAge + AGE_STRETCH_FOR_FOCUS
    )
      return undefined;
    const asIf: PracticePlanDrill = { ...drill, minAge: undefined, maxAge: undefined };
    if (!fits(asIf, params.level === 'youth')) return undefined;
    return { ...mainVersion(asIf, [ageVersion]), title: `${drill.title} (simplified)` };
  };
  const focusVersionsFor = (terms: string[]): PracticePlanDrill[] => {
    const serving = library.filter(
      (drill) => focusScore(drill, terms) >= SERVES_FOCUS && drill.phase !== 'cool-down' && !used.has(drill.id),
    );
    const borrowed = serving
      .filter(
        (drill) => drill.phase !== 'technical' && drill.phase !== 'tactical' && fits(drill, params.level === 'youth'),
      )
      .map((drill) => mainVersion(drill, []));
    const adapted = serving.flatMap((drill) => adaptedVersion(drill) ?? []);
    return [...borrowed, ...adapted].slice(0, room.count);
  };
  const focusCapacity = (terms: string[]) =>
    libraryMiddle
      .filter((drill) => focusScore(drill, terms) >= SERVES_FOCUS)
      .reduce((sum, drill) => sum + Math.min(drill.minutes * STRETCH, room.cap), 0);
  const focusVersions = focusGroups
    .filter((group) => focusCapacity(group.terms) < room.minutes / focusGroups.length)
    .flatMap((group) => focusVersionsFor(group.terms));
  const allMiddle = focusVersions.length > 0 ? rankBy([...libraryMiddle, ...focusVersions], score) : libraryMiddle;
  const trackTerms = TRACK_FOCUS.filter(([pattern]) => pattern.test(params.tracks?.[0] ?? ''));
  const specialist = allMiddle.filter((drill) =>
    trackTerms.some(([, term]) => drill.skills.some((skill) => matches(skill, term))),
  );
  const middle = specialist.length > 0 ? allMiddle.filter((drill) => !specialist.includes(drill)) : allMiddle;
  const shared = focusGroups.length > 1 ? chooseForEachFocus(middle, focusGroups, room) : undefined;
  const picked = orderByProgression(shared?.activities ?? chooseActivities(middle, score, focus.length > 0, room));

  // On a hot day the drills run as short rounds, so there are gaps for every break the heat asks for.
  const gaps = params.heat ? Math.max(picked.length + 1, Math.ceil(middleEstimate / blockCap) + 1) : picked.length + 1;
  const breaks = Math.min(breakCount, gaps);
  const workMinutes = params.minutes - breaks * WATER_BREAK_MINUTES;
  // A library with no technical or tactical drill for this group leaves the middle to the game.
  const gameMinutes = picked.length > 0 ? plannedGameMinutes : workMinutes - warmUpMinutes;
  const [activities, activityMinutes] = splitPastCap(
    picked,
    apportion(
      shared ? orderedShares(picked, shared.focusOf, focusGroups.length) : picked.map((drill) => drill.minutes),
      workMinutes - warmUpMinutes - gameMinutes,
      ACTIVITY_MIN_MINUTES,
    ),
    blockCap,
    shared?.focusOf,
  );
  const places = placesOf(params);
  // Players waiting for a basket or goal run a named drill that needs none, on the same skill when
  // the library has one (layups have none off a basket: ball handling then).
  const awayFrom = (drill: PracticePlanDrill) =>
    rankBy(
      library.filter(
        (other) =>
          other.id !== drill.id &&
          (other.phase === 'technical' || other.phase === 'warm-up') &&
          other.perSide === undefined &&
          Object.keys(placesPerGroup(other)).every((place) => places[place as Place] === undefined) &&
          suitsPlayers(other) &&
          allowed(other) &&
          other.levels.includes(params.level),
      ),
      (other) => focusScore(other, drill.skills) * 2 + focusScore(other, focus),
    )[0];
  const at: Site = { sport: params.sport, places, awayFrom, balls: onHand(params, 'ball'), coaches: params.coaches };
  const stations =
    specialist.length > 0
      ? undefined
      : stationsFor(activities, activityMinutes, params.players, params.coaches ?? 1, at);
  const unfit = focusGroups
    .filter((group) => !activities.some((drill) => focusScore(drill, group.terms) >= SERVES_FOCUS))
    .map((group) => ({ label: group.label, blockedBy: blockersOf(group.terms, library, params) }));
  // The closing game is played for every focus it does not work on by itself, save one the group
  // lacks the facility for when another focus is there to play for.
  const gameFor = focusGroups
    .filter((group) => !game || focusScore(game, group.terms) < SERVES_FOCUS)
    .filter(
      (group) =>
        focusGroups.length === 1 || !unfit.some((entry) => entry.label === group.label && entry.blockedBy.length > 0),
    )
    .filter((group) => !flagHasNo(group.label, params))
    .map((group) => (params.variant === 'flag' ? group.label.replace(/\btackl\w*/g, 'flag pulling') : group.label));
  const gameFocus = gameFor.length > 0 ? gameFor.join(', ') : undefined;
  const workBlocks: PracticeBlock[] = [
    warmUp
      ? drillBlock(warmUp, warmUpMinutes, params.players, at, blockCap)
      : genericBlock(GENERIC_WARM_UP, 'warm-up', warmUpMinutes, params.players),
    ...(stations?.blocks ??
      activities.map((drill, index) => {
        const block = drillBlock(drill, activityMinutes[index] ?? 0, params.players, at, blockCap);
        const partner = specialist[index % Math.max(1, specialist.length)];
        return partner && params.tracks ? twoTrackBlock(block, partner, params.tracks) : block;
      })),
    game
      ? conditioned(drillBlock(game, gameMinutes + (stations?.leftover ?? 0), params.players, at, blockCap), gameFocus)
      : genericBlock(
          gameFitting(lacks, params.sport),
          'game',
          gameMinutes + (stations?.leftover ?? 0),
          params.players,
          gameFocus,
        ),
  ];
  // Stations fold several drills into one block, leaving fewer gaps for breaks: a break with no gap
  // left gives its minutes to the game, where players drink between games.
  const placed = Math.min(breaks, workBlocks.length - 1);
  const last = workBlocks.at(-1);
  if (last && placed < breaks) last.minutes += (breaks - placed) * WATER_BREAK_MINUTES;
  const contactLimit = contactMinutesOf(rules, excluded);
  const blocks = insertWaterBreaks(
    withinContactLimit(
      withinBlockLimit(splitLastGame(workBlocks, blockCap), MAX_BLOCKS - placed, blockCap),
      contactDrillsIn(request.drills),
      contactLimit,
    ),
    placed,
    params.minutes,
  );

  return PracticePlanSchema.parse({
    title: titleFor(params),
    sport: params.sport,
    totalMinutes: params.minutes,
    players: params.players,
    level: params.level,
    focus: params.focus,
    blocks,
    // Blocks run one after another: the session needs each item's largest count, not their sum.
    equipment: mergeEquipment(blocks.flatMap((block) => block.equipment)),
    notes: notesFor({
      params,
      focus,
      activities,
      library,
      // A cap on contact minutes says nothing to a plan with no contact at all (7-on-7, "no contact").
      rules: rules.filter(
        (rule) => !(excluded.has('contact') && rule.contactMinutes !== undefined && rule.excludes === undefined),
      ),
      // Only drills that work on the focus count toward it: the bonus for young players or kit on hand serves no focus.
      focusMinutes: focusMinutesOf(
        workBlocks,
        activities,
        warmUp,
        game,
        (drill) => Math.max(0, ...focus.map((term) => focusScore(drill, [term]))),
        gameFocus !== undefined,
      ),
      perFocus: focusGroups.map((group, index) => ({
        label: group.label,
        minutes: activities.reduce(
          (sum, drill, at) => sum + (shared?.focusOf.get(drill) === index ? (activityMinutes[at] ?? 0) : 0),
          0,
        ),
      })),
      gameMinutes: gameMinutes + (stations?.leftover ?? 0),
      unfit,
      adapted: shared?.adapted ?? [],
      coachesIdle: (params.coaches ?? 1) > 1 && stations === undefined,
      kit: [
        ...siteNotes(params),
        ...limitNotes(params),
        ...fitNotes(params, playersAge, focus, library, suitsPlayers, blockCap),
        ...kitOnHandNotes(params.has ?? [], [warmUp, ...activities, game]),
        ...listedKitUses(unusedListedKit(params, blocks)),
        ...kitNotes(
          params,
          helmetsShort,
          request.drills,
          [warmUp, ...activities, game].filter((drill) => drill !== undefined),
        ),
      ],
    }).slice(0, 10),
  });
}

function writtenAsWarmUp(drill: PracticePlanDrill): boolean {
  return drill.keywords.some((keyword) => /\bwarm[- ]?up\b/i.test(keyword));
}

/** One focus of the session: the coach's words and the library tags they name. */
interface FocusGroup {
  label: string;
  terms: string[];
}

/** Each focus with its own tags; a tag no focus names goes with the first, as the leading area. */
function focusGroupsOf(params: PracticePlanParams): FocusGroup[] {
  const groups = params.focus.map((label) => ({ label, terms: [label.toLowerCase()] }));
  for (const tag of params.focusTags ?? []) {
    const owner =
      groups.find((group) => focusAreasIn(group.label.toLowerCase(), params.sport).includes(tag)) ?? groups[0];
    if (owner && !owner.terms.includes(tag.toLowerCase())) owner.terms.push(tag.toLowerCase());
  }
  return groups;
}

/**
 * The middle of a practice with several focuses: each takes its turn at picking its best drill, and
 * keeps picking while its drills cannot fill its share of the time, the first named the largest. A focus no drill here can
 * serve (the facility or kit it needs is missing) hands its share to a harder round of another
 * focus's drill, and the notes say so.
 */
function chooseForEachFocus(
  ranked: PracticePlanDrill[],
  groups: FocusGroup[],
  room: { count: number; minutes: number; cap: number },
): { activities: PracticePlanDrill[]; focusOf: Map<PracticePlanDrill, number>; adapted: string[] } | undefined {
  const served = groups.map((group) =>
    rankBy(
      ranked.filter((drill) => focusScore(drill, group.terms) >= SERVES_FOCUS),
      (drill) => focusScore(drill, group.terms),
    ),
  );
  const open = groups.map((_, index) => index).filter((index) => (served[index]?.length ?? 0) > 0);
  if (open.length === 0) return undefined;
  const weights = groups.map((_, index) => orderWeight(index, groups.length));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shareOf = (index: number) => (room.minutes * (weights[index] ?? 0)) / total;
  const focusOf = new Map<PracticePlanDrill, number>();
  const capacity = groups.map(() => 0);
  const used = new Set<string>();
  const count = Math.max(room.count, groups.length);
  let picked = true;
  while (focusOf.size < count && picked) {
    picked = false;
    for (const index of open) {
      if (focusOf.size >= count) break;
      const own = [...focusOf.values()].filter((owner) => owner === index).length;
      if (own > 0 && (capacity[index] ?? 0) >= shareOf(index)) continue;
      const drill = served[index]?.find((candidate) => !used.has(candidate.id));
      if (!drill) continue;
      used.add(drill.id);
      focusOf.set(drill, index);
      capacity[index] = (capacity[index] ?? 0) + Math.min(drill.minutes * STRETCH, room.cap);
      picked = true;
    }
  }
  const adapted: string[] = [];
  groups.forEach((group, index) => {
    if (open.includes(index)) return;
    const [first] = [...focusOf.entries()].find(([, owner]) => owner === open[0]) ?? [];
    if (first && focusOf.size < count) {
      const stand = progressionOf(first);
      focusOf.set(stand, open[0] as number);
      adapted.push(`${group.label}'s time goes to ${stand.title}`);
    } else {
      adapted.push(`${group.label}'s time goes to ${open.map((other) => groups[other]?.label).join(' and ')}`);
    }
  });
  // Focuses whose drills ran short run them again, harder, rather than drift off the focus.
  for (const index of open) {
    const own = [...focusOf.entries()].filter(([, owner]) => owner === index).map(([drill]) => drill);
    const [again] = own;
    if (again && own.length === 1 && (capacity[index] ?? 0) < shareOf(index) && focusOf.size < count) {
      focusOf.set(progressionOf(again), index);
    }
  }
  return { activities: [...focusOf.keys()], focusOf, adapted };
}

/**
 * A focus's weight by the order the coach named it: the first leads, each later one a step less
 * ("passing and finishing" runs 3:2, three focuses 4:3:2), so every focus has time and the first the most.
 */
function orderWeight(index: number, count: number): number {
  return count + 1 - index;
}

/** Weights that give each focus its ordered share of the middle, split among its drills by their minutes. */
function orderedShares(
  activities: PracticePlanDrill[],
  focusOf: Map<PracticePlanDrill, number>,
  count: number,
): number[] {
  const owners = [...new Set(activities.map((drill) => focusOf.get(drill) ?? 0))];
  const total = owners.reduce((sum, owner) => sum + orderWeight(owner, count), 0);
  const minutesOf = (owner: number) =>
    activities.filter((drill) => (focusOf.get(drill) ?? 0) === owner).reduce((sum, drill) => sum + drill.minutes, 0);
  return activities.map((drill) => {
    const owner = focusOf.get(drill) ?? 0;
    return (100 * orderWeight(owner, count) * drill.minutes) / (total * minutesOf(owner));
  });
}

function blockersOf(terms: string[], library: readonly PracticePlanDrill[], params: PracticePlanParams): string[] {
  const lacks = new Set(params.lacks ?? []);
  const serving = library.filter((drill) => focusScore(drill, terms) >= SERVES_FOCUS);
  const facilities = [
    ...new Set(serving.flatMap((drill) => (drill.needs ?? []).filter((facility) => lacks.has(facility)))),
  ].map((facility) => facilityWords(facility).needing);
  const kit = serving.some((drill) => !kitSuffices(drill, params)) ? ['the kit they need'] : [];
  return [...facilities, ...kit];
}

/** The closing game when no library game runs here: one the place allows (no nets: over a rope). */
function gameFitting(
  lacks: ReadonlySet<Facility>,
  sport: PracticePlanParams['sport'],
): { activity: string; coachingPoints: string[]; groupSize?: number } {
  const gameOf = (facility: Facility) => {
    const words = facilityWords(facility);
    const activity = words.gameWithoutFor?.[sport] ?? words.gameWithout;
    return activity === undefined ? undefined : { activity, groupSize: words.gameGroupSize };
  };
  const instead = [...lacks].map(gameOf).find((game) => game !== undefined);
  return instead === undefined
    ? GENERIC_GAME
    : { activity: instead.activity, coachingPoints: GENERIC_GAME.coachingPoints, groupSize: instead.groupSize };
}

/**
 * Where the group works, said back first, and what the day's conditions change: heat shortens the
 * blocks and adds breaks, lightning keeps everyone in.
 */
function siteNotes(params: PracticePlanParams): string[] {
  const notes: string[] = [];
  const site = params.site ?? [];
  if (site.length > 0) notes.push(`Where: ${site.join('; ')}. Every block below is one that runs there.`);
  if (params.heat)
    notes.push(
      `Heat: water every ${HEAT_INTERVAL} minutes and no block past ${HEAT_INTERVAL}; shade between reps, cold towels ready, and anyone dizzy, confused or who stops sweating stops at once, is cooled and gets medical help.`,
    );
  if (params.lightning)
    notes.push(
      'Lightning: the whole session is indoors; nobody goes back out until 30 minutes after the last thunder or flash.',
    );
  return notes;
}

/**
 * The middle of the practice. With a focus, drills that work on it come first and alone while they
 * can fill the time (each may run up to half again its library minutes); only then do drills that
 * merely touch the focus, and last general ones, join. Without a focus, the library's best order.
 */
function chooseActivities(
  ranked: PracticePlanDrill[],
  score: (drill: PracticePlanDrill) => number,
  hasFocus: boolean,
  room: { count: number; minutes: number; cap: number; vary?: boolean },
): PracticePlanDrill[] {
  if (!hasFocus) return ranked.slice(0, room.count);
  const chosen: PracticePlanDrill[] = [];
  let capacity = 0;
  for (const drill of ranked) {
    if (chosen.length >= room.count) break;
    if (score(drill) < SERVES_FOCUS) break;
    chosen.push(drill);
    capacity += Math.min(drill.minutes * STRETCH, room.cap);
  }
  if (chosen.length === 0) return ranked.slice(0, room.count);
  // Too few focus drills to fill the time: run them again, harder, rather than drift off the focus.
  const focusDrills = [...chosen];
  for (const drill of focusDrills) {
    if (capacity >= room.minutes || chosen.length >= room.count) break;
    chosen.push(progressionOf(drill));
    capacity += Math.min(drill.minutes * STRETCH, room.cap);
  }
  // Young players, held to short blocks, need variety more than a third round of one drill: drills
  // that touch the focus first, and work unrelated to it only when none do.
  if (room.vary) {
    const touching = ranked.filter((drill) => score(drill) > 0);
    for (const drill of touching.length > 0 ? touching : ranked) {
      if (capacity >= room.minutes || chosen.length >= room.count) break;
      if (chosen.some((picked) => picked.id === drill.id)) continue;
      chosen.push(drill);
      capacity += Math.min(drill.minutes * STRETCH, room.cap);
    }
  }
  return chosen;
}

/** A later round of a drill cut short for the age: its progression, then numbered rounds of it. */
function roundOf(drill: PracticePlanDrill, round: number): PracticePlanDrill {
  const harder = drill.title.endsWith('(progression)') ? drill : progressionOf(drill);
  return round === 2 && harder !== drill ? harder : { ...harder, title: `${harder.title}, round ${round}` };
}

/** A second round of a drill, made harder so the repeat still teaches. */
function progressionOf(drill: PracticePlanDrill): PracticePlanDrill {
  const step =
    drill.phase === 'technical'
      ? 'Progression: same drill at game speed, then with a passive and finally a live opponent; count successful reps.'
      : 'Progression: fewer touches or less time and space, and keep score so it is competitive.';
  return {
    ...drill,
    title: `${drill.title} (progression)`,
    coachingPoints: [step, ...drill.coachingPoints].slice(0, 6),
  };
}

/** What the plan did with the limits the coach set. */
function limitNotes(params: PracticePlanParams): string[] {
  const limits = params.limits ?? [];
  const noBlocking = params.focus.filter((label) => flagHasNo(label, params));
  const absent = (params.without ?? []).filter((item) => POSITION_SKILLS.some(([position]) => position.test(item)));
  return [
    ...(absent.length > 0 ? [`No ${absent.join(' or ')}: the drills only they run are left out.`] : []),
    ...(noBlocking.length > 0
      ? [
          `Flag football has no ${noBlocking.join(' or ')}: no player may block or screen, so the plan works getting open, ball carrying and flag pulling instead.`,
        ]
      : []),
    ...(limits.includes('no-contact') && params.variant !== 'flag'
      ? [
          'No contact, as asked: tackling and blocking drills and live periods are left out; any fits are on air or shields at walk-through pace.',
        ]
      : []),
    ...(limits.includes('no-live')
      ? [
          params.sport === 'football'
            ? 'No live periods, as asked: no tackling or live team periods; fits are on air, on shields or thud.'
            : 'No live pitching or at-bats, as asked: hitters work off tees, toss or coach-pitch, and pitchers throw bullpens only.',
        ]
      : []),
    ...(limits.includes('light')
      ? ['Light day, as asked: no high-intensity drills; keep reps crisp and short, and stop well before fatigue.']
      : []),
  ];
}

/** Minutes of the work blocks that serve the focus: focus drills, and a game conditioned on it. */
function focusMinutesOf(
  blocks: PracticeBlock[],
  activities: PracticePlanDrill[],
  warmUp: PracticePlanDrill | undefined,
  game: PracticePlanDrill | undefined,
  score: (drill: PracticePlanDrill) => number,
  gameConditioned: boolean,
): { serving: number; total: number } {
  const serving = new Set(
    [warmUp, game, ...activities].filter((drill) => drill && score(drill) >= SERVES_FOCUS).map((drill) => drill?.id),
  );
  let total = 0;
  let focused = 0;
  for (const block of blocks) {
    total += block.minutes;
    const stationIds = block.drillId === undefined && block.phase !== 'warm-up' && block.phase !== 'game';
    if ((block.drillId && serving.has(block.drillId)) || (block.phase === 'game' && gameConditioned)) {
      focused += block.minutes;
    } else if (stationIds) {
      // Every group spends an equal share at each station, so only the focus stations' share counts.
      const stations = activities.filter((drill) => block.activity.includes(drill.title));
      const onFocus = stations.filter((drill) => serving.has(drill.id)).length;
      if (stations.length > 0) focused += Math.round((block.minutes * onFocus) / stations.length);
    }
  }
  return { serving: focused, total };
}

/** A game that does not work on the focus by itself is played with a condition that rewards it. */
function conditioned(block: PracticeBlock, focus: string | undefined): PracticeBlock {
  if (focus === undefined) return block;
  return {
    ...block,
    activity: `${block.activity}, conditioned on ${focus}`,
    coachingPoints: [`Bonus point for every ${focus} moment the coach calls.`, ...block.coachingPoints].slice(0, 6),
  };
}

/**
 * With two coaches or more, the first activities run at once as stations, one per coach, and the
 * groups rotate through them; the block lasts as long as the drills it replaces, and the minutes a
 * rotation cannot split evenly go to the game.
 */
function stationsFor(
  activities: PracticePlanDrill[],
  minutes: number[],
  players: number,
  coaches: number,
  at: Site,
): { blocks: PracticeBlock[]; leftover: number } | undefined {
  // As many stations as coaches when every station drill suits a group that size and the stations
  // together need no more baskets, goals or courts than there are, else fewer.
  const count = [...Array(Math.max(0, Math.min(coaches, activities.length) - 1)).keys()]
    .map((index) => Math.min(coaches, activities.length) - index)
    .find(
      (size) =>
        activities.slice(0, size).every((drill) => groupCountFor(drill, Math.floor(players / size)) !== null) &&
        placesSuffice(activities.slice(0, size), at),
    );
  if (count === undefined) return undefined;
  const stationDrills = activities.slice(0, count);
  const total = minutes.slice(0, count).reduce((sum, value) => sum + value, 0);
  const perStation = Math.floor(total / count);
  if (perStation < ACTIVITY_MIN_MINUTES) return undefined;
  const rotation: PracticeBlock = {
    minutes: perStation * count,
    activity: `Stations, ${count} at once, rotate every ${perStation} min: ${stationDrills
      .map((drill, index) => `Coach ${index + 1}: ${drill.title}`)
      .join('; ')}`,
    phase: stationDrills.some((drill) => drill.phase === 'technical') ? 'technical' : 'tactical',
    groups: `${describeGroups(players, count)}, one per station`,
    // Stations run at once: their counts add up.
    equipment: mergeEquipment(
      stationDrills.flatMap((drill) => drill.equipment),
      'sum',
    ),
    coachingPoints: stationDrills.flatMap((drill) => drill.coachingPoints.slice(0, 1)).slice(0, 6),
  };
  const rest = activities
    .slice(count)
    .map((drill, index) => drillBlock(drill, minutes[count + index] ?? 0, players, at));
  return { blocks: [rotation, ...rest], leftover: total - perStation * count };
}

/** Whether drills run at once, one group each, fit the baskets, goals, courts and cages on hand. */
function placesSuffice(drills: PracticePlanDrill[], at: Site): boolean {
  const total: Places = {};
  for (const drill of drills) {
    for (const [place, need] of Object.entries(placesPerGroup(drill)) as [Place, number][]) {
      total[place] = (total[place] ?? 0) + need;
    }
  }
  return PLACES.every((place) => at.places[place] === undefined || (total[place] ?? 0) <= (at.places[place] ?? 0));
}

/** How much of a counted item the group has, when the coach said. */
function onHand(params: PracticePlanParams, item: string): number | undefined {
  return params.equipment?.find((kit) => kit.item === item)?.count;
}

/**
 * Whether the kit on hand runs the drill: "1 ball per player" needs a ball each, "1 ball per pair"
 * one for two, "2 hoops" two hoops, "goal" at least one goal. Kit the coach did not count is assumed.
 */
function kitSuffices(drill: PracticePlanDrill, params: PracticePlanParams): boolean {
  return drill.equipment.every((entry) => {
    const need = /^(?:(\d+)\s+)?(.+?)(?:\s+(per player|each|per pair|per group))?$/.exec(entry.toLowerCase().trim());
    const words = (need?.[2] ?? '').split(/\s+/);
    const item = kitItemOf(words.slice(-2).join(' ')) ?? kitItemOf(words.at(-1) ?? '');
    const have = item === undefined ? undefined : onHand(params, item);
    if (have === undefined) return true;
    const each = Number(need?.[1] ?? 1);
    const per = need?.[3];
    const required =
      per === 'per player' || per === 'each'
        ? each * params.players
        : per === 'per pair'
          ? each * Math.ceil(params.players / 2)
          : each;
    return have >= required;
  });
}

/**
 * A drill written for young players only (a tag game, a shooting game with cones): for a group of
 * that age it beats a drill that older teams run too, since young players learn through play.
 */
function madeForTheYoung(drill: PracticePlanDrill, age: number): boolean {
  return age <= YOUNG_PLAY_AGE && drill.levels.length === 1 && drill.levels[0] === 'youth';
}
const YOUNG_PLAY_AGE = 10;

/** The words of a kit item, singular and in the library's words, without counts: "2 baseballs each" → ball. */
function kitWords(item: string): string[] {
  return (
    item
      .toLowerCase()
      .replace(/\b\d+\b|\bper (?:player|pair|group)\b|\beach\b|-/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 1 && !KIT_FILLER.has(word))
      // The coach's word names the kit ("pinnie" is a bib); else one stem for both sides of the check:
      // "gloves" and "glove" meet at "glov".
      .map(
        (word) =>
          kitItemOf(word) ??
          normalise(word)
            .replace(/(?<!s)s$/, '')
            .replace(/e$/, ''),
      )
  );
}
const KIT_FILLER = new Set(['of', 'or', 'a', 'an', 'the', 'bucket', 'set', 'pair', 'per', 'player', 'each']);

/**
 * Whether a drill runs on the kit the coach listed: every item it needs shares a word with the list
 * ("bucket of balls" with "balls"), or is something any group has; one side of "towel or hoop" will do.
 * With no list, kit is assumed.
 */
function kitListed(drill: PracticePlanDrill, kitList: readonly string[] | undefined): boolean {
  if (kitList === undefined) return true;
  const listed = new Set([...kitList, ...kitAssumed()].flatMap(kitWords));
  return drill.equipment.every((entry) =>
    entry.split(/\bor\b/).some((choice) => {
      const words = kitWords(choice);
      return words.length === 0 || words.some((word) => listed.has(word));
    }),
  );
}

/** Kit the coach listed, past what every group has: what a plan should put to work. */
function listedOwnKit(kitList: readonly string[] | undefined): string[] {
  const assumed = new Set(kitAssumed().flatMap(kitWords));
  return (kitList ?? []).filter((item) => kitWords(item).some((word) => !assumed.has(word)));
}

/** Whether a drill puts listed kit to work: among drills that serve the focus alike, it goes first. */
function usesListedKit(drill: PracticePlanDrill, kitList: readonly string[] | undefined): boolean {
  const listed = new Set(listedOwnKit(kitList).flatMap(kitWords));
  return drill.equipment.some((entry) => kitWords(entry).some((word) => listed.has(word)));
}

/** Listed kit no block of the plan uses, as the coach counted it ("2 small goals"). */
function unusedListedKit(
  params: PracticePlanParams,
  blocks: readonly PracticeBlock[],
): { item: string | undefined; said: string }[] {
  const inUse = new Set(blocks.flatMap((block) => block.equipment.flatMap(kitWords)));
  return listedOwnKit(params.kitList)
    .filter((item) => !kitWords(item).some((word) => inUse.has(word)))
    .map((item) => {
      const id = kitItemOf(item) ?? kitItemOf(item.split(/\s+/).at(-1) ?? '');
      const count = id === undefined ? undefined : onHand(params, id);
      return { item: id, said: count === undefined ? plural(item) : `${count} ${count === 1 ? item : plural(item)}` };
    });
}

/**
 * Skills of tackle football that flag football has none of: flag has no tackling, blocking, block
 * shedding, pass rush or press at the line, so even on air they teach what the game forbids.
 */
const CONTACT_SKILLS = /^(?:tackling|(?:pass-|run-)?blocking|block-shedding|pass-rush|press|release|drive)$/;

/** A drill for tackle football that teaches contact skills, in a flag football plan. */
export function teachesContactFlagLacks(
  drill: PracticePlanDrill,
  params: Pick<PracticePlanParams, 'variant'>,
): boolean {
  return (
    params.variant === 'flag' &&
    !(drill.variants ?? []).includes('flag') &&
    ((drill.involves ?? []).includes('contact') || drill.skills.some((skill) => CONTACT_SKILLS.test(skill)))
  );
}

/** A focus flag football has no place for: there is no blocking in flag, so no game is played for it. */
function flagHasNo(label: string, params: Pick<PracticePlanParams, 'variant'>): boolean {
  return params.variant === 'flag' && focusAreasIn(label.toLowerCase()).includes('blocking');
}

/** Tackle football with fewer helmets than players: nobody without one takes contact, so none is planned. */
function helmetsShortOf(params: PracticePlanParams): boolean {
  const helmets = onHand(params, 'helmet');
  return params.sport === 'football' && params.variant !== 'flag' && helmets !== undefined && helmets < params.players;
}

/** What the plan did with the kit the coach counted. */
function kitNotes(
  params: PracticePlanParams,
  helmetsShort: boolean,
  library: readonly PracticePlanDrill[],
  planned: readonly PracticePlanDrill[],
): string[] {
  const notes: string[] = [];
  const balls = onHand(params, 'ball');
  if (balls !== undefined && balls > 0 && balls < params.players) {
    const share = Math.ceil(params.players / balls);
    notes.push(
      `${balls} balls for ${params.players} players: drills that need a ball each are left out; every ball is in play, shared ${share === 2 ? 'in pairs' : `by groups of ${share} or less`}, and each block says how.`,
    );
  }
  const goals = onHand(params, 'goal');
  if (goals === 0)
    notes.push(
      'No goals: no drill or game that needs a goal; score by dribbling over an end line or through cone gates.',
    );
  const used = new Set(planned.flatMap((drill) => Object.keys(placesPerGroup(drill))));
  for (const [place, count] of Object.entries(placesOf(params)) as [Place, number][]) {
    if (!used.has(place)) continue;
    const [one, many] = PLACE_WORDS[place];
    notes.push(
      `${placeWord(place, count)} for ${params.players} players: one group per ${one}, no more than ${MAX_LINE} at ${count === 1 ? 'it' : 'each'} at a time while the rest work away from ${count === 1 ? 'it' : 'them'} and rotate in; no drill or set of stations needs more ${many} than that.`,
    );
  }
  // Only what some drill of this sport needs is worth saying: a hard lot has no infield, but no basketball drill needs one.
  const lacking = (params.lacks ?? [])
    .filter((facility) => library.some((drill) => (drill.needs ?? []).includes(facility)))
    .map((facility) => facilityWords(facility).needing);
  if (lacking.length > 0)
    notes.push(
      `Without ${lacking.join(' or ')}: every drill that needs ${lacking.length === 1 ? 'it' : 'them'} is left out.`,
    );
  // A facility was said above; the goal note covers goals.
  // Only kit some drill uses is worth a note: "no lights" leaves no drill out.
  const missing = (params.without ?? []).filter(
    (item) =>
      kitItemOf(item) !== 'goal' &&
      facilitiesLackedIn(`no ${item}`).length === 0 &&
      library.some((drill) => drill.equipment.some((kit) => ` ${normalise(kit)} `.includes(` ${normalise(item)} `))),
  );
  if (missing.length > 0) notes.push(`No ${missing.join(', no ')}: drills that need it are left out.`);
  const helmets = onHand(params, 'helmet');
  if (helmets !== undefined && params.variant === 'flag') {
    notes.push('Flag football needs no helmets; the plan has no contact work.');
  } else if (helmetsShort) {
    notes.push(
      `Only ${helmets} helmets for ${params.players} players: no contact drills; tackling and blocking are taught on air or shields without contact.`,
    );
  }
  return notes;
}

/** The age a level stands for when the message gave none: a youth team of no stated age is taken as 8. */
const TYPICAL_AGE: Record<Level, number> = {
  youth: 8,
  'high-school': 15,
  college: 20,
  adult: 30,
  pro: 25,
};
/**
 * Positions a group may be without ("no linemen", "no keepers today") and the skills only they
 * practise: a day without them has no drill of those skills.
 */
const POSITION_SKILLS: [RegExp, RegExp][] = [
  [
    /^(?:linem[ae]n|(?:o|d)[- ]?line(?:men)?|(?:offensive|defensive) line(?:men)?)\b/,
    /^(?:(?:pass-|run-)?blocking|block-shedding|pass-rush|defensive-line|drive)$/,
  ],
  [/^(?:keeper|goalkeeper|goalie)s?\b/, /^goalkeeping$/],
  [/^catchers?\b/, /^catcher$/],
];

/** Whether a drill works on the skills of a position the group is without. */
function needsAbsentPosition(drill: PracticePlanDrill, without: readonly string[]): boolean {
  return POSITION_SKILLS.some(
    ([position, skills]) =>
      without.some((item) => position.test(item)) && drill.skills.some((skill) => skills.test(skill)),
  );
}

/** The skill tag a specialists' track works on: pitchers pitch, keepers keep goal. */
const TRACK_FOCUS: [RegExp, string][] = [
  [/pitcher/, 'pitching'],
  [/catcher/, 'catcher'],
  [/quarterback|qbs/, 'quarterback'],
  [/linemen/, 'blocking'],
  [/goalkeeper|keeper|goalie/, 'goalkeeping'],
  [/bigs|posts/, 'post-play'],
];

/** One block of a two-track day: the specialists' drill beside the rest's, each with its own coach. */
function twoTrackBlock(
  block: PracticeBlock,
  specialist: PracticePlanDrill,
  [first, second]: [string, string],
): PracticeBlock {
  return {
    ...block,
    activity: `Two tracks at once: ${first}, ${specialist.title}; ${second}, ${block.activity}`,
    groups: `${first} with one coach, ${second} (${block.groups}) with another`,
    equipment: mergeEquipment([...block.equipment, ...specialist.equipment], 'sum'),
    coachingPoints: [
      ...specialist.coachingPoints.slice(0, 2).map((point) => `${first}: ${point}`),
      ...block.coachingPoints.slice(0, 3),
    ].slice(0, 6),
  };
}

/** Up to this age, a short-block practice brings in other drills rather than repeat one a third time. */
const YOUNGEST_LINES_AGE = 8;
const SKILL_RANK: Record<DrillSkill, number> = { beginner: 0, intermediate: 1, advanced: 2 };

function ageSuits(drill: PracticePlanDrill, age: number): boolean {
  return (drill.minAge ?? 0) <= age && age <= (drill.maxAge ?? 99);
}

/** A group of unstated experience takes any drill; a stated one takes none that asks for more. */
function skillSuits(drill: PracticePlanDrill, skill: DrillSkill | undefined): boolean {
  return skill === undefined || SKILL_RANK[drill.skill ?? 'beginner'] <= SKILL_RANK[skill];
}

/** The longest one activity should run at this age: young players' attention goes after ~10 minutes. */
function blockCapFor(age: number): number {
  if (age <= 7) return 10;
  if (age <= 10) return 15;
  if (age <= 12) return 20;
  return Number.POSITIVE_INFINITY;
}

/** An activity longer than the age allows runs as rounds, the later ones a harder progression. */
function splitPastCap(
  drills: PracticePlanDrill[],
  minutes: number[],
  cap: number,
  focusOf?: Map<PracticePlanDrill, number>,
): [PracticePlanDrill[], number[]] {
  const outDrills: PracticePlanDrill[] = [];
  const outMinutes: number[] = [];
  drills.forEach((drill, index) => {
    const total = minutes[index] ?? 0;
    const rounds = Math.max(1, Math.ceil(total / cap));
    apportion(Array<number>(rounds).fill(1), total, ACTIVITY_MIN_MINUTES).forEach((part, round) => {
      const run = round === 0 ? drill : roundOf(drill, round + 1);
      const owner = focusOf?.get(drill);
      if (owner !== undefined) focusOf?.set(run, owner);
      outDrills.push(run);
      outMinutes.push(part);
    });
  });
  return [outDrills, outMinutes];
}

/** A closing game longer than the age allows is played as short games with new teams between them. */
function splitLastGame(blocks: PracticeBlock[], cap: number): PracticeBlock[] {
  const last = blocks.at(-1);
  if (!last || last.phase !== 'game' || last.minutes <= cap) return blocks;
  const parts = apportion(Array<number>(Math.ceil(last.minutes / cap)).fill(1), last.minutes, ACTIVITY_MIN_MINUTES);
  return [
    ...blocks.slice(0, -1),
    ...parts.map((minutes, index) =>
      index === 0
        ? { ...last, minutes }
        : {
            ...last,
            minutes,
            activity: `${last.activity} (game ${index + 1}, new teams)`,
            coachingPoints: ['Shuffle the teams so every player meets new opponents.', ...last.coachingPoints].slice(
              0,
              6,
            ),
          },
    ),
  ];
}

/**
 * Rounds of one drill run back to back merge again, shortest pair first, when a plan has too many
 * blocks. A merge never runs past the age's span: minutes over it go to the blocks with room left.
 */
function withinBlockLimit(blocks: PracticeBlock[], limit: number, cap: number): PracticeBlock[] {
  const merged = [...blocks];
  while (merged.length > limit) {
    let best = -1;
    for (let index = 1; index < merged.length; index += 1) {
      const [before, after] = [merged[index - 1], merged[index]];
      if (!before || !after || before.phase !== after.phase || before.drillId !== after.drillId) continue;
      const size = before.minutes + after.minutes;
      const bestSize = (merged[best - 1]?.minutes ?? 0) + (merged[best]?.minutes ?? 0);
      if (best === -1 || size < bestSize) best = index;
    }
    const first = merged[best - 1];
    const second = merged[best];
    if (best === -1 || !first || !second) break;
    const total = first.minutes + second.minutes;
    const kept = { ...first, minutes: Math.min(total, cap) };
    merged.splice(best - 1, 2, kept);
    spreadOver(merged, kept, total - kept.minutes, cap);
  }
  return merged;
}

/** Gives minutes a block could not hold to the shortest other blocks, none past the cap. */
function spreadOver(blocks: PracticeBlock[], full: PracticeBlock, minutes: number, cap: number): void {
  let left = minutes;
  while (left > 0) {
    const roomiest = blocks
      .filter((block) => block !== full && block.minutes < cap)
      .sort((a, b) => a.minutes - b.minutes)[0];
    if (!roomiest) {
      full.minutes += left;
      return;
    }
    roomiest.minutes += 1;
    left -= 1;
  }
}

/** The fewest contact minutes any rule for this group allows; none when contact is out altogether. */
function contactMinutesOf(rules: ReturnType<typeof ageRulesFor>, excluded: Set<string>): number | undefined {
  if (excluded.has('contact')) return undefined;
  const limits = rules.flatMap((rule) => (rule.contactMinutes === undefined ? [] : [rule.contactMinutes]));
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** The titles of the library's contact drills by id, so blocks and stations that run one are found. */
function contactDrillsIn(library: readonly PracticePlanDrill[]): Map<string, string> {
  return new Map(
    library.filter((drill) => (drill.involves ?? []).includes('contact')).map((drill) => [drill.id, drill.title]),
  );
}

/**
 * Contact drills stay within the day's contact minutes, in the order they run: once the minutes are
 * used, a contact drill keeps its time on air (same footwork and fits, nobody hit), so the focus
 * keeps its minutes and the plan its shape. Each contact block says its share.
 */
function withinContactLimit(
  blocks: PracticeBlock[],
  contact: Map<string, string>,
  limit: number | undefined,
): PracticeBlock[] {
  if (limit === undefined) return blocks;
  const isContact = (block: PracticeBlock) =>
    (block.drillId !== undefined && contact.has(block.drillId)) ||
    (block.drillId === undefined && [...contact.values()].some((title) => block.activity.includes(`: ${title}`)));
  let allowance = limit;
  return blocks.map((block) => {
    if (!isContact(block)) return block;
    const withContact = Math.min(allowance, block.minutes);
    allowance -= withContact;
    const point =
      withContact === block.minutes
        ? `Contact: these ${withContact} minutes count toward today's limit of ${limit} contact minutes.`
        : withContact > 0
          ? `Contact for the first ${withContact} minutes only (today's limit is ${limit} contact minutes), then on air: same footwork and fits, nobody hit.`
          : `On air: today's ${limit} contact minutes are used up, so the same footwork and fits with nobody hit.`;
    return {
      ...block,
      activity: withContact === 0 ? `${block.activity} (on air, no contact)` : block.activity,
      coachingPoints: [point, ...block.coachingPoints].slice(0, 6),
    };
  });
}

/** Kit on hand the drill names: a ball machine feeds any drill whose balls a coach would feed. */
function usesKitOnHand(drill: PracticePlanDrill, items: readonly string[]): boolean {
  return items.some((item) =>
    drill.equipment.some(
      (kit) =>
        ` ${normalise(kit)} `.includes(` ${normalise(item)} `) ||
        (/machine/.test(item) && /\b(?:ball basket|pitching machine|l-screen)\b/i.test(kit)),
    ),
  );
}

/**
 * What the plan did for the players' age and experience: drills on the focus it left out as too
 * advanced (the plan runs the simpler step before them), and how short it keeps each activity.
 */
function fitNotes(
  params: PracticePlanParams,
  age: number,
  focus: string[],
  library: readonly PracticePlanDrill[],
  suits: (drill: PracticePlanDrill) => boolean,
  cap: number,
): string[] {
  const notes: string[] = [];
  const who = params.age !== undefined ? `${params.age}-year-olds` : params.skill ? `${params.skill}s` : undefined;
  const tooHard = library
    .filter((drill) => focus.length > 0 && focusScore(drill, focus) >= SERVES_FOCUS && !suits(drill))
    .filter((drill) => drill.levels.includes(params.level) || params.level === 'youth');
  if (who !== undefined && tooHard.length > 0) {
    const named = tooHard.slice(0, 3).map((drill) => {
      const from = drill.minAge !== undefined && drill.minAge > age ? `from age ${drill.minAge}` : drill.skill;
      return `${drill.title} (${from ?? 'older players'})`;
    });
    notes.push(
      `Too advanced for ${who}, so left out: ${named.join(', ')}; the plan runs the simpler step that leads to them.`,
    );
  }
  // A hot day's own note gives its shorter blocks.
  if (Number.isFinite(cap) && !params.heat) {
    notes.push(
      `No activity runs past ${cap} minutes at this age: short blocks and lots of touches, every player busy.`,
    );
  }
  return notes;
}

/** Where the plan puts the kit the coach said they have, or how to use it when no drill names it. */
function kitOnHandNotes(items: readonly string[], planned: (PracticePlanDrill | undefined)[]): string[] {
  return items.map((item) => {
    const using = [
      ...new Set(planned.filter((drill) => drill && usesKitOnHand(drill, [item])).map((drill) => drill?.title)),
    ];
    return using.length > 0
      ? `The ${item} feeds ${using.join(', ')}, so the coach watches and corrects instead of feeding.`
      : `The ${item}: set it up as an extra station feeding players waiting their turn, so nobody stands in line.`;
  });
}

function activityCountFor(minutes: number): number {
  if (minutes < 40) return 3;
  if (minutes < 75) return 4;
  return 5;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** British spellings and common synonyms read as the library's words. */
const SPELLINGS: [RegExp, string][] = [
  [/\bdefen[cs]e\b|\bdefending\b|\bdefend\b/g, 'defense'],
  [/\boffen[cs]e\b|\battacking\b/g, 'offense'],
  [/\bpractise\b/g, 'practice'],
  [/\bcentre\b/g, 'center'],
  [/\bcounter ?press(?:ing)?\b|\bgegenpress(?:ing)?\b/g, 'counterpressing'],
  [/\bcounter ?attack(?:s|ing)?\b|\bcounters\b/g, 'counterattack'],
];
/** Words that say nothing about what a drill works on. */
const FILLER = new Set([
  'our',
  'the',
  'a',
  'an',
  'my',
  'their',
  'of',
  'on',
  'and',
  'in',
  'to',
  'work',
  'better',
  'more',
]);

const normalised = new Map<string, string>();

/** Library tags repeat on every plan, so each text is normalised once. */
function normalise(text: string): string {
  const known = normalised.get(text);
  if (known !== undefined) return known;
  const result = normaliseText(text);
  if (normalised.size < 20_000) normalised.set(text, result);
  return result;
}

/**
 * Lowercase, hyphens as spaces, and a light stem so "dribble", "dribbles" and "dribbling" meet, and
 * "serve" and "serving", "press" and "pressing": a double s is the word's own, not a plural.
 */
function normaliseText(text: string): string {
  const spelled = SPELLINGS.reduce((current, [pattern, plain]) => current.replace(pattern, plain), text.toLowerCase());
  return spelled
    .replace(/-/g, ' ')
    .split(/\s+/)
    .map((word) =>
      word
        .replace(/(ing|es|s)$/, (suffix) =>
          word.length - suffix.length >= 4 && !(suffix === 's' && word.endsWith('ss')) ? '' : suffix,
        )
        .replace(/(?<=[a-z]{4})e$/, ''),
    )
    .join(' ');
}

/**
 * The tag names the term as its head, the words it ends with ("of" aside): "long passing" names
 * passing and "transition defence" defending, but "pass rush" is no passing, "return of serve" no
 * serve and "driving range" no driving: a word shared is not the skill.
 */
function matches(tag: string, term: string): boolean {
  const [head = ''] = normalise(tag).split(' of ');
  return ` ${head}`.endsWith(` ${normalise(term)}`);
}

/**
 * How well a drill works on the focus: named as the head of a skill (4) or a keyword (3); every word
 * of a term of several words among its tags (2); one word shared, even in the title, only (1): "Free
 * Throw Finish" shares a word with finishing but is tagged free throws, so it does not serve it.
 */
function focusScore(drill: PracticePlanDrill, focus: string[]): number {
  let score = 0;
  const tagWords = new Set(
    [...drill.skills, ...drill.keywords, drill.title].flatMap((tag) => normalise(tag).split(' ')),
  );
  for (const term of focus) {
    if (drill.skills.some((skill) => matches(skill, term))) score += 4;
    else if (drill.keywords.some((keyword) => matches(keyword, term))) score += 3;
    else {
      const words = normalise(term)
        .split(' ')
        .filter((word) => word.length > 2 && !FILLER.has(word));
      const found = words.filter((word) => tagWords.has(word)).length;
      if (words.length > 1 && found === words.length) score += 2;
      else if (found > 0) score += 1;
    }
  }
  return score;
}

/** Best score first; the library's own order breaks ties so plans are reproducible. */
function rankBy(drills: PracticePlanDrill[], score: (drill: PracticePlanDrill) => number): PracticePlanDrill[] {
  return drills
    .map((drill, index) => ({ drill, index, score: score(drill) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ drill }) => drill);
}

/** Technique before its use under pressure: technical blocks run ahead of tactical ones. */
function orderByProgression(drills: PracticePlanDrill[]): PracticePlanDrill[] {
  return [
    ...drills.filter((drill) => drill.phase === 'technical'),
    ...drills.filter((drill) => drill.phase !== 'technical'),
  ];
}

/**
 * Splits `total` into whole minutes in proportion to `weights`, each at least `floor` when the total
 * allows it; the largest remainders take the leftover minutes so the parts always sum to `total`.
 */
function apportion(weights: number[], total: number, floor: number): number[] {
  if (weights.length === 0) return [];
  const base = Math.min(floor, Math.floor(total / weights.length));
  const rest = total - base * weights.length;
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (rest * weight) / weightSum);
  const parts = exact.map((share) => base + Math.floor(share));
  let leftover = total - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftover === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    leftover -= 1;
  }
  return parts;
}

/**
 * How many groups the headcount splits into for a drill, or null when it cannot run: fewer players
 * than it needs, or groups that would fall below its minimum or above its cap.
 */
function groupCountFor(drill: PracticePlanDrill, players: number): number | null {
  if (players < drill.minPlayers) return null;
  if (drill.perSide !== undefined) {
    // Teams of the drill's size; extra players join teams as rolling subs, never a side short.
    const teams = Math.floor(players / drill.perSide);
    return teams >= 2 ? teams : null;
  }
  const byCap = drill.maxPlayers ? Math.ceil(players / drill.maxPlayers) : 1;
  if (drill.phase === 'game') {
    // A capped game splits into sides of half the cap that rotate on, e.g. 15 players for 5 v 5 make 3 teams of 5.
    const teams = drill.maxPlayers
      ? Math.max(2, Math.ceil(players / Math.max(1, Math.floor(drill.maxPlayers / 2))))
      : 2;
    if (players === 1) return 1;
    return players >= teams ? teams : null;
  }
  const groups = Math.min(byCap, Math.floor(players / drill.minPlayers));
  return groups >= 1 && Math.ceil(players / groups) <= (drill.maxPlayers ?? players) ? groups : null;
}

/** "3 groups of 4", "2 groups of 5 and 1 group of 4", "whole group of 14", "1 player". */
export function describeGroups(players: number, groups: number, unit: 'group' | 'team' = 'group'): string {
  if (players === 1) return '1 player';
  if (groups <= 1) return `whole group of ${players}`;
  const small = Math.floor(players / groups);
  const largeCount = players - small * groups;
  const plural = (count: number) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (largeCount === 0) return `${plural(groups)} of ${small}`;
  return `${plural(largeCount)} of ${small + 1} and ${plural(groups - largeCount)} of ${small}`;
}

/** "2 games of 4 v 4 at once, the odd team rotates on": how teams of a game's size share the time. */
function gamesText(perSide: number, teams: number, players: number, courts = Infinity): string {
  const games = Math.max(1, Math.min(Math.floor(teams / 2), courts));
  const parts = [
    `${games} ${games === 1 ? 'game' : 'games'} of ${perSide} v ${perSide}${games === 1 ? '' : ' at once'}`,
  ];
  const waiting = teams - 2 * games;
  if (waiting === 1) parts.push('the odd team rotates on each game');
  else if (waiting > 1) parts.push(`${waiting} teams wait and rotate on each game`);
  if (players > teams * perSide) parts.push('extra players rotate in as subs');
  return parts.join(', ');
}

/** Where the group works: the sport, the places counted, and a drill for those waiting off a place. */
interface Site {
  sport: PracticePlanParams['sport'];
  places: Places;
  /** A library drill on the same skill that needs no basket, goal, court or cage. */
  awayFrom?: (drill: PracticePlanDrill) => PracticePlanDrill | undefined;
  /** Balls on hand, when the coach counted them. */
  balls?: number;
  /** Coaches on hand: a drill splits into a group per coach as far as its group size allows. */
  coaches?: number;
}

/** Fixed kit a group works at, of which a coach may have only a few: baskets, goals, courts, nets, cages, mounds, fields. */
const PLACES = ['hoop', 'goal', 'court', 'net', 'cage', 'mound', 'field'] as const;
type Place = (typeof PLACES)[number];
/** How many of each place the coach said they have; a place not said is not limited. */
export type Places = Partial<Record<Place, number>>;

const PLACE_WORDS: Record<Place, [string, string]> = {
  hoop: ['basket', 'baskets'],
  goal: ['goal', 'goals'],
  court: ['court', 'courts'],
  net: ['net', 'nets'],
  cage: ['cage', 'cages'],
  mound: ['mound', 'mounds'],
  field: ['field', 'fields'],
};
const placeWord = (place: Place, count: number) => `${count} ${PLACE_WORDS[place][count === 1 ? 0 : 1]}`;
/** A longer line than this at one basket, goal or cage leaves players standing: the rest work off it and swap in. */
const MAX_LINE = 5;

function isPlace(item: string | undefined): item is Place {
  return PLACES.includes(item as Place);
}

/** The places the coach counted, none counted as zero (kit the group lacks keeps its drills out already). */
export function placesOf(params: Pick<PracticePlanParams, 'equipment'>): Places {
  const places: Places = {};
  for (const { item, count } of params.equipment ?? []) if (isPlace(item) && count > 0) places[item] = count;
  return places;
}

/**
 * The places one group of a drill works at: "1 hoop" one basket, "2 small goals" two goals.
 */
export function placesPerGroup(drill: PracticePlanDrill): Places {
  const needs: Places = {};
  for (const entry of drill.equipment) {
    const [, digits, name = ''] = /^(?:(\d+)\s+)?(.+)$/.exec(entry.toLowerCase().trim()) ?? [];
    const words = name.split(/\s+/);
    const item = kitItemOf(words.slice(-2).join(' ')) ?? kitItemOf(words.at(-1) ?? '');
    if (isPlace(item)) needs[item] = Math.max(needs[item] ?? 0, Number(digits ?? 1));
  }
  return needs;
}

/** The place that allows the fewest groups of this drill at once, and how many it allows. */
function scarcestPlace(needs: Places, places: Places): { place: Place; groups: number } | undefined {
  let scarcest: { place: Place; groups: number } | undefined;
  for (const place of PLACES) {
    const need = needs[place];
    const have = places[place];
    if (need === undefined || have === undefined) continue;
    const groups = Math.floor(have / need);
    if (!scarcest || groups < scarcest.groups) scarcest = { place, groups };
  }
  return scarcest;
}

/** How the group sits at the places a drill needs: the groups, and the wave text when lines would run long. */
interface AtPlaces {
  groups: number;
  text?: string;
}

/**
 * A drill run at a basket, goal, court or cage has one group per place on hand: a second basket
 * halves the lines. Lines never run past MAX_LINE: when they would, a wave works at the places while
 * the rest work the skill away from them, and the waves swap. Never groups below the drill's minimum.
 */
function groupsAtPlaces(
  drill: PracticePlanDrill,
  players: number,
  groups: number,
  minutes: number,
  needs: Places,
  places: Places,
  away?: PracticePlanDrill,
): AtPlaces {
  const scarce = scarcestPlace(needs, places);
  if (scarce === undefined || drill.perSide !== undefined || drill.phase === 'game') return { groups };
  const atOnce = Math.max(1, Math.min(scarce.groups, Math.floor(players / drill.minPlayers)));
  const perGroup = Math.min(drill.maxPlayers ?? MAX_LINE, MAX_LINE);
  if (players <= atOnce * Math.max(perGroup, drill.minPlayers) || scarce.groups === 0) return { groups: atOnce };
  const working = atOnce * Math.max(perGroup, drill.minPlayers);
  const turns = Math.ceil(players / working);
  const rotate = clamp(Math.floor(minutes / turns), 2, 5);
  const where = scarce.groups === 1 ? PLACE_WORDS[scarce.place][0] : placeWord(scarce.place, scarce.groups);
  const lines = atOnce === 1 ? `a group of ${working}` : describeGroups(working, atOnce);
  return {
    groups: atOnce,
    text: `${lines} at the ${where} at a time, rotating every ${rotate} min; the other ${players - working} ${away ? `run ${away.title}` : 'work the same skill'} away from the ${PLACE_WORDS[scarce.place][scarce.groups === 1 ? 0 : 1]}${away ? '' : ' (in pairs, no lines)'} until their turn`,
  };
}

/**
 * Games at once the places allow: one per basket for a one-basket game, two goals for a two-goal
 * game, one per tennis court. A field takes several small-sided grids, so it limits none.
 */
function gamesAllowed(
  drill: PracticePlanDrill,
  needs: Places,
  places: Places,
  sport: PracticePlanParams['sport'],
): number {
  const perGame: Places = { ...needs, field: undefined };
  if (sport === 'tennis' && places.court !== undefined) perGame.court ??= 1;
  return scarcestPlace(perGame, places)?.groups ?? Number.POSITIVE_INFINITY;
}

function drillBlock(
  drill: PracticePlanDrill,
  minutes: number,
  players: number,
  at: Site,
  cap = Number.POSITIVE_INFINITY,
): PracticeBlock {
  const needs = placesPerGroup(drill);
  const fewest = groupCountFor(drill, players) ?? 1;
  // More coaches than groups would leave some idle: a drill of small groups takes a group per coach.
  const perCoach =
    drill.phase === 'game' || drill.perSide !== undefined
      ? fewest
      : Math.max(fewest, Math.min(at.coaches ?? 1, Math.floor(players / drill.minPlayers)));
  const placed = groupsAtPlaces(drill, players, perCoach, minutes, needs, at.places, at.awayFrom?.(drill));
  const shared = placed.text === undefined ? ballsShared(drill, players, placed.groups, at.balls) : undefined;
  const groups = shared?.groups ?? placed.groups;
  const described = describeGroups(players, groups, drill.phase === 'game' ? 'team' : 'group');
  const split = placed.text ?? (shared ? `${described}, ${shared.text}` : described);
  return {
    minutes,
    activity: drill.title,
    drillId: drill.id,
    phase: drill.phase,
    groups:
      drill.perSide !== undefined && groups >= 2
        ? `${split}: ${gamesText(drill.perSide, groups, players, gamesAllowed(drill, needs, at.places, at.sport))}`
        : split,
    equipment: shared ? shared.equipment : drill.equipment,
    coachingPoints:
      minutes < Math.round(Math.min(drill.minutes, cap) * SHORTENED)
        ? [`Shortened from ${drill.minutes} min: fewer reps, same standard.`, ...drill.coachingPoints].slice(0, 6)
        : drill.coachingPoints,
  };
}

/**
 * Counted balls put to use in a drill that takes a few balls per group: as many groups as the balls
 * and the drill's group size allow (more groups, more touches), and the text says how they share.
 */
function ballsShared(
  drill: PracticePlanDrill,
  players: number,
  groups: number,
  balls: number | undefined,
): { groups: number; text: string; equipment: string[] } | undefined {
  if (balls === undefined || balls <= 0 || drill.perSide !== undefined || drill.phase === 'game') return undefined;
  const entry = drill.equipment.find((item) => /^\d+\s+balls?$/i.test(item.trim()));
  if (entry === undefined) return undefined;
  const perGroup = Number(/^\d+/.exec(entry.trim())?.[0] ?? 1);
  const mostGroups = Math.floor(players / Math.max(1, drill.minPlayers));
  const fewestGroups = drill.maxPlayers ? Math.ceil(players / drill.maxPlayers) : 1;
  const ballGroups = Math.floor(balls / perGroup);
  const equipment = drill.equipment.map((item) => (item === entry ? `${balls} balls` : item));
  if (ballGroups < Math.max(1, fewestGroups)) {
    // Too few balls for a group each: the balls move from group to group and the rest rep without one.
    return {
      groups,
      text: `the ${balls} ${balls === 1 ? 'ball rotates' : 'balls rotate'} between the groups; a group without one runs the same movement without the ball until it comes back`,
      equipment,
    };
  }
  const chosen = Math.max(fewestGroups, Math.min(mostGroups, ballGroups));
  const used = chosen * perGroup;
  const spare = balls - used;
  const text =
    spare > 0
      ? `${used} of the ${balls} balls in play (${perGroup} per group), the other ${spare} beside the groups so no rep waits for a ball`
      : `all ${balls} balls in play, ${perGroup} per group`;
  return { groups: chosen, text, equipment };
}

function genericBlock(
  generic: { activity: string; coachingPoints: string[]; groupSize?: number },
  phase: 'warm-up' | 'game',
  minutes: number,
  players: number,
  focus?: string,
): PracticeBlock {
  const groups =
    generic.groupSize !== undefined
      ? Math.max(1, Math.floor(players / generic.groupSize))
      : phase === 'game' && players >= 2
        ? 2
        : 1;
  return {
    minutes,
    activity:
      focus === undefined
        ? generic.activity
        : generic === GENERIC_GAME
          ? `Small-sided game conditioned on ${focus}`
          : `${generic.activity.replace(/\.$/, '')}; conditioned on ${focus}`,
    phase,
    groups: describeGroups(players, groups, phase === 'game' && generic.groupSize === undefined ? 'team' : 'group'),
    equipment: [],
    coachingPoints: generic.coachingPoints,
  };
}

/**
 * Places each water break at the gap between blocks nearest its even share of the session, never
 * before the warm-up or after the closing game, and never two in one gap.
 */
function insertWaterBreaks(blocks: PracticeBlock[], count: number, totalMinutes: number): PracticeBlock[] {
  const gapEnds: number[] = [];
  let elapsed = 0;
  for (const block of blocks.slice(0, -1)) {
    elapsed += block.minutes;
    gapEnds.push(elapsed);
  }
  const chosenGaps = new Set<number>();
  for (let k = 1; k <= count; k += 1) {
    const target = (totalMinutes * k) / (count + 1);
    let best = -1;
    gapEnds.forEach((end, gap) => {
      if (chosenGaps.has(gap)) return;
      if (best === -1 || Math.abs(end - target) < Math.abs((gapEnds[best] ?? 0) - target)) best = gap;
    });
    if (best !== -1) chosenGaps.add(best);
  }
  return blocks.flatMap((block, index) => (chosenGaps.has(index) ? [block, waterBreak()] : [block]));
}

function waterBreak(): PracticeBlock {
  return {
    minutes: WATER_BREAK_MINUTES,
    activity: 'Water break',
    phase: 'break',
    groups: 'everyone',
    equipment: [],
    coachingPoints: ['Drink, then a quick word on the next block.'],
  };
}

const LEVEL_LABELS: Record<Level, string> = {
  youth: 'Youth',
  'high-school': 'High School',
  college: 'College',
  adult: 'Adult',
  pro: 'Pro',
};

const VARIANT_LABELS: Record<(typeof VARIANTS)[number], string> = {
  flag: 'Flag',
  '7v7': '7v7',
  futsal: 'Futsal',
  doubles: 'Doubles',
  singles: 'Singles',
  softball: 'Softball',
};
/** Forms that are games of their own name: a softball practice is not a "Softball Baseball Practice". */
const NAMES_THE_GAME: ReadonlySet<(typeof VARIANTS)[number]> = new Set(['futsal', 'softball']);

/** A level said by age alone: 13-year-olds are middle schoolers, not a high-school team. */
function levelLabelOf(params: PracticePlanParams): string {
  if (params.level === 'high-school' && params.age !== undefined && params.age <= 13) return 'Middle School';
  return LEVEL_LABELS[params.level];
}

function titleFor(params: PracticePlanParams): string {
  const game =
    params.variant === undefined
      ? SPORT_LABELS[params.sport]
      : NAMES_THE_GAME.has(params.variant)
        ? VARIANT_LABELS[params.variant]
        : `${VARIANT_LABELS[params.variant]} ${SPORT_LABELS[params.sport]}`;
  const base = `${params.minutes}-Minute ${params.team ?? levelLabelOf(params)} ${game} Practice`;
  return params.focus.length > 0 ? `${base}: ${params.focus.join(', ')}` : base;
}

interface NotesInput {
  params: PracticePlanParams;
  focus: string[];
  activities: PracticePlanDrill[];
  library: readonly PracticePlanDrill[];
  rules: ReturnType<typeof ageRulesFor>;
  focusMinutes: { serving: number; total: number };
  perFocus: { label: string; minutes: number }[];
  gameMinutes: number;
  unfit: { label: string; blockedBy: string[] }[];
  adapted: string[];
  coachesIdle: boolean;
  kit: string[];
}

function notesFor({
  params,
  focus,
  activities,
  library,
  rules,
  focusMinutes,
  perFocus,
  gameMinutes,
  unfit,
  adapted,
  coachesIdle,
  kit,
}: NotesInput): string[] {
  const notes: string[] = [...kit];
  const unmatched = focus.filter((term) => !activities.some((drill) => focusScore(drill, [term]) > 0));
  const blocked = unfit.filter((entry) => entry.blockedBy.length > 0);
  for (const entry of blocked) {
    const instead = adapted.find((line) => line.startsWith(`${entry.label}'s`));
    notes.push(
      `No ${entry.label} drill fits without ${entry.blockedBy.join(' or ')}, so none is planned${instead ? `; ${instead}` : '; the game is played for it'}.`,
    );
  }
  if (perFocus.length > 1) {
    const timed = perFocus.filter((entry) => entry.minutes > 0);
    // A focus with no drill of its own is said so, not left out of the count as if never asked for.
    const untimed = perFocus.filter(
      (entry) => entry.minutes === 0 && !blocked.some((other) => other.label === entry.label),
    );
    if (untimed.length > 0)
      notes.push(
        `No ${untimed.map((entry) => entry.label).join(' or ')} drill in the library suits this group, so the closing game is played for it.`,
      );
    if (timed.length > 0)
      notes.push(
        `Drill minutes by focus: ${timed.map((entry) => `${entry.label} ${entry.minutes}`).join(', ')}; the ${gameMinutes}-minute game closes on ${timed.length + untimed.length === 1 ? 'it' : 'all of them'}.`,
      );
  } else if (unmatched.length > 0 && blocked.length === 0) {
    notes.push(`No drill in the library matched "${unmatched.join('", "')}"; the plan uses the best general drills.`);
  } else if (focus.length > 0) {
    notes.push(
      `${focusMinutes.serving} of the ${focusMinutes.total} working minutes go to ${params.focus.join(', ')}.`,
    );
  }
  const [scarce] = Object.entries(placesOf(params)) as [Place, number][];
  if (coachesIdle && scarce) {
    const [place, count] = scarce;
    notes.push(
      `With ${params.coaches} coaches and ${placeWord(place, count)}: one coach runs the players at the ${PLACE_WORDS[place][count === 1 ? 0 : 1]}, the others run the players working away from ${count === 1 ? 'it' : 'them'}, and the groups swap each rotation.`,
    );
  } else if (coachesIdle) {
    notes.push(
      `With ${params.coaches} coaches, each drill runs in as many groups as it holds, up to ${params.coaches}, one coach each.`,
    );
  }
  const skills = new Set([...focus, ...activities.flatMap((drill) => drill.skills)]);
  for (const rule of rules) {
    if (rule.skills === undefined || rule.skills.some((skill) => skills.has(skill))) notes.push(rule.note);
  }
  if (params.level === 'youth') {
    notes.push('Keep lines short and every player touching the ball; stop to teach for seconds, not minutes.');
  }
  const age = params.age ?? TYPICAL_AGE[params.level];
  const lacks = new Set(params.lacks ?? []);
  const coolDown = library.find(
    (drill) =>
      drill.phase === 'cool-down' &&
      drill.levels.includes(params.level) &&
      ageSuits(drill, age) &&
      !(drill.needs ?? []).some((facility) => lacks.has(facility)),
  );
  if (coolDown)
    notes.push(`After the game, finish with ${coolDown.title} (${coolDown.minutes} minutes) if time allows.`);
  return notes;
}

/**
 * One line per kind of equipment: "2 balls", "1 ball" and "balls" are the same kind, given once with
 * the count the plan needs (the largest one block uses, or every station's together).
 */
export function mergeEquipment(items: readonly string[], counts: 'max' | 'sum' = 'max'): string[] {
  const kinds = new Map<string, { name: string; count: number | undefined }>();
  for (const item of items) {
    const [, digits, rest] = /^(\d+)\s+(.+)$/.exec(item.trim()) ?? [undefined, undefined, item.trim()];
    const name = rest ?? item.trim();
    const key = singular(name.toLowerCase());
    const count = digits === undefined ? undefined : Number(digits);
    const seen = kinds.get(key);
    if (!seen) {
      kinds.set(key, { name, count });
      continue;
    }
    if (count !== undefined)
      seen.count =
        seen.count === undefined ? count : counts === 'sum' ? seen.count + count : Math.max(seen.count, count);
  }
  return [...kinds.entries()].map(([key, { name, count }]) =>
    count === undefined ? name : `${count} ${count === 1 ? key : plural(key)}`,
  );
}

function singular(name: string): string {
  if (/(?:ss|us)$/.test(name)) return name;
  if (/(?:ch|sh|x)es$/.test(name)) return name.slice(0, -2);
  return name.replace(/s$/, '');
}

function plural(name: string): string {
  if (/(?:ss|ch|sh|x)$/.test(name)) return `${name}es`;
  return /s$/.test(name) ? name : `${name}s`;
}
