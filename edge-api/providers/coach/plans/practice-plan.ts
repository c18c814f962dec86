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
import type { Drill } from '../knowledge/content-schema';

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
>;

/** What a coach asks for; the same schema checks a parsed message and an LLM tool call. */
export const PracticePlanParamsSchema = z.strictObject({
  sport: z.enum(SPORTS),
  minutes: z.number().int().min(PRACTICE_MIN_MINUTES).max(PRACTICE_MAX_MINUTES),
  players: z.number().int().min(1).max(PRACTICE_MAX_PLAYERS),
  level: LevelSchema,
  /** Skill tags or free text, e.g. ["dribbling"] or ["first touch", "passing"]. */
  focus: z.array(z.string().trim().min(1).max(60)).max(PRACTICE_FOCUS_MAX_TERMS),
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
/** Youth players drink every ~20 minutes; older players can go ~30 between breaks. */
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

/** Builds a practice that opens with a warm-up, closes with a game and fills exactly `minutes`. */
export function buildPracticePlan(request: PracticePlanRequest): PracticePlan {
  const params = PracticePlanParamsSchema.parse({
    sport: request.sport,
    minutes: request.minutes,
    players: request.players,
    level: request.level,
    focus: request.focus,
  });
  const focus = params.focus.map((term) => term.toLowerCase());
  const fits = (drill: PracticePlanDrill, strictLevel: boolean) =>
    (!strictLevel || drill.levels.includes(params.level)) && groupCountFor(drill, params.players) !== null;
  // Drills for the asked level come first; when too few fit, drills for other levels fill the gap.
  // Never for youth: an older group's drill may be full contact or max effort, so a youth plan
  // keeps to youth drills and lets the generic warm-up and game stand in for any it lacks.
  const pick = (phases: PracticePlanDrill['phase'][], count: number, used: Set<string>) => {
    const candidates = (strictLevel: boolean) =>
      rankByFocus(
        request.drills.filter(
          (drill) => phases.includes(drill.phase) && !used.has(drill.id) && fits(drill, strictLevel),
        ),
        focus,
      );
    const fallback = params.level === 'youth' ? [] : candidates(false);
    return [...new Set([...candidates(true), ...fallback])].slice(0, count);
  };

  const used = new Set<string>();
  const [warmUp] = pick(['warm-up'], 1, used);
  if (warmUp) used.add(warmUp.id);
  const [game] = pick(['game'], 1, used);
  if (game) used.add(game.id);
  const activities = orderByProgression(pick(['technical', 'tactical'], activityCountFor(params.minutes), used));

  const breakCount = Math.min(
    Math.max(0, Math.ceil(params.minutes / WATER_BREAK_INTERVAL[params.level]) - 1),
    activities.length + 1,
  );
  const workMinutes = params.minutes - breakCount * WATER_BREAK_MINUTES;
  const warmUpMinutes = clamp(Math.round(params.minutes * WARM_UP_SHARE), WARM_UP_MINUTES.min, WARM_UP_MINUTES.max);
  const plannedGameMinutes = clamp(Math.round(params.minutes * GAME_SHARE), GAME_MINUTES.min, GAME_MINUTES.max);
  // A library with no technical or tactical drill for this group leaves the middle to the game.
  const gameMinutes = activities.length > 0 ? plannedGameMinutes : workMinutes - warmUpMinutes;
  const activityMinutes = apportion(
    activities.map((drill) => drill.minutes),
    workMinutes - warmUpMinutes - gameMinutes,
    ACTIVITY_MIN_MINUTES,
  );

  const workBlocks: PracticeBlock[] = [
    warmUp
      ? drillBlock(warmUp, warmUpMinutes, params.players)
      : genericBlock(GENERIC_WARM_UP, 'warm-up', warmUpMinutes, params.players),
    ...activities.map((drill, index) => drillBlock(drill, activityMinutes[index] ?? 0, params.players)),
    game
      ? drillBlock(game, gameMinutes, params.players)
      : genericBlock(GENERIC_GAME, 'game', gameMinutes, params.players),
  ];
  const blocks = insertWaterBreaks(workBlocks, breakCount, params.minutes);

  return PracticePlanSchema.parse({
    title: titleFor(params),
    sport: params.sport,
    totalMinutes: params.minutes,
    players: params.players,
    level: params.level,
    focus: params.focus,
    blocks,
    equipment: [...new Set(blocks.flatMap((block) => block.equipment))],
    notes: notesFor(params, focus, activities, request.drills),
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

/** Lowercase, hyphens as spaces, and a light stem so "dribble", "dribbles" and "dribbling" meet. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/(ing|es|s)$/, (suffix) => (word.length - suffix.length >= 4 ? '' : suffix)))
    .join(' ');
}

function matches(a: string, b: string): boolean {
  const left = normalise(a);
  const right = normalise(b);
  return left === right || ` ${left} `.includes(` ${right} `) || ` ${right} `.includes(` ${left} `);
}

function focusScore(drill: PracticePlanDrill, focus: string[]): number {
  let score = 0;
  for (const term of focus) {
    if (drill.skills.some((skill) => matches(skill, term))) score += 3;
    else if (drill.keywords.some((keyword) => matches(keyword, term))) score += 2;
    else if (matches(drill.title, term)) score += 1;
  }
  return score;
}

/** Best focus match first; the library's own order breaks ties so plans are reproducible. */
function rankByFocus(drills: PracticePlanDrill[], focus: string[]): PracticePlanDrill[] {
  return drills
    .map((drill, index) => ({ drill, index, score: focusScore(drill, focus) }))
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

function drillBlock(drill: PracticePlanDrill, minutes: number, players: number): PracticeBlock {
  const groups = groupCountFor(drill, players) ?? 1;
  return {
    minutes,
    activity: drill.title,
    drillId: drill.id,
    phase: drill.phase,
    groups: describeGroups(players, groups, drill.phase === 'game' ? 'team' : 'group'),
    equipment: drill.equipment,
    coachingPoints: drill.coachingPoints,
  };
}

function genericBlock(
  generic: { activity: string; coachingPoints: string[] },
  phase: 'warm-up' | 'game',
  minutes: number,
  players: number,
): PracticeBlock {
  const groups = phase === 'game' && players >= 2 ? 2 : 1;
  return {
    minutes,
    activity: generic.activity,
    phase,
    groups: describeGroups(players, groups, phase === 'game' ? 'team' : 'group'),
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

function titleFor(params: PracticePlanParams): string {
  const base = `${params.minutes}-Minute ${LEVEL_LABELS[params.level]} ${SPORT_LABELS[params.sport]} Practice`;
  return params.focus.length > 0 ? `${base}: ${params.focus.join(', ')}` : base;
}

function notesFor(
  params: PracticePlanParams,
  focus: string[],
  activities: PracticePlanDrill[],
  library: readonly PracticePlanDrill[],
): string[] {
  const notes: string[] = [];
  const unmatched = focus.filter((term) => !activities.some((drill) => focusScore(drill, [term]) > 0));
  if (unmatched.length > 0) {
    notes.push(`No drill in the library matched "${unmatched.join('", "')}"; the plan uses the best general drills.`);
  }
  if (params.level === 'youth') {
    notes.push('Keep lines short and every player touching the ball; stop to teach for seconds, not minutes.');
  }
  const coolDown = library.find((drill) => drill.phase === 'cool-down' && drill.levels.includes(params.level));
  if (coolDown)
    notes.push(`After the game, finish with ${coolDown.title} (${coolDown.minutes} minutes) if time allows.`);
  return notes;
}
