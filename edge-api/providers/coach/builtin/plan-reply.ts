import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { PRACTICE_MAX_MINUTES, PRACTICE_MAX_PLAYERS, PRACTICE_MIN_MINUTES } from '../../../../shared/practice-plan';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { buildFitnessSession } from '../plans/fitness-session';
import { buildPracticePlan, withinPlanLimits } from '../plans/practice-plan';
import { renderPracticePlanMarkdown } from '../plans/practice-plan-markdown';
import { facilityWords } from '../plans/plan-spaces';
import {
  facilitiesLackedIn,
  fitnessEmphasisIn,
  focusAreasIn,
  kitItemOf,
  type PlanRequest,
} from '../understand/parse-plan-request';
import type { PracticePlan } from '../../../../shared/practice-plan';
import type { TrainingRequest } from '../understand/parse-training-request';
import { cueTagsOf } from '../understand/focus-cues';

const DEFAULT_PLAN = { minutes: 60, players: 12, level: 'high-school' } as const;

/**
 * A session is fitness work, not a sport practice, when the Trainer is asked, when its focus is
 * fitness ("a speed session"), or when the only kit named is gym kit ("we only have bands").
 */
function isFitnessSession(request: PlanRequest, mode: PersonalityMode | undefined): boolean {
  if (mode === 'personalTrainer') return true;
  if (request.focus !== undefined && fitnessEmphasisIn(request.focus) !== undefined) return true;
  return request.focus === undefined && (request.gymEquipment?.length ?? 0) > 0;
}

/** A timed practice (or fitness session) whose minutes add up exactly, as markdown and JSON. */
export function planReply(
  sport: Sport,
  request: PlanRequest,
  fromProfile: readonly string[] = [],
  mode?: PersonalityMode,
  training?: TrainingRequest,
): string {
  const assumed: string[] = [];
  if (request.minutes === undefined) assumed.push(`${DEFAULT_PLAN.minutes} minutes`);
  // A golf session nobody counted is one golfer's time at the range, not a squad's; a golf team is a squad.
  const defaultPlayers =
    request.company === 'solo' || (sport === 'golf' && request.company !== 'group') ? 1 : DEFAULT_PLAN.players;
  if (request.players === undefined) assumed.push(`${defaultPlayers} ${defaultPlayers === 1 ? 'player' : 'players'}`);
  // A player planning their own session is a grown-up unless they say otherwise, not a school team.
  const defaultLevel = request.company === 'solo' ? 'adult' : DEFAULT_PLAN.level;
  if (request.level === undefined) assumed.push(`level ${defaultLevel}`);
  // A kit list is the kit, but a practice of a ball game has its balls whether or not the list says so.
  const ballSaid = [...(request.kitList ?? []), ...(request.without ?? [])].some((item) =>
    item.split(/\s+/).some((word) => kitItemOf(word) === 'ball'),
  );
  if (request.kitList !== undefined && !ballSaid && !isFitnessSession(request, mode))
    assumed.push('balls, which your kit list did not name');
  const minutes = Math.min(
    PRACTICE_MAX_MINUTES,
    Math.max(PRACTICE_MIN_MINUTES, request.minutes ?? DEFAULT_PLAN.minutes),
  );
  if (request.minutes !== undefined && request.minutes < PRACTICE_MIN_MINUTES) {
    assumed.push(`${PRACTICE_MIN_MINUTES} minutes, the shortest session planned`);
  }
  // A group larger than one plan holds runs as even groups side by side, each on the same plan with
  // its share of the coaches: the plan is written for one group and says so.
  const everyone = Math.max(1, request.players ?? defaultPlayers);
  const sides = Math.ceil(everyone / PRACTICE_MAX_PLAYERS);
  const players = Math.ceil(everyone / sides);
  const coachesEach = request.coaches === undefined ? undefined : Math.max(1, Math.floor(request.coaches / sides));
  const asked: PlanRequest = sides > 1 ? { ...request, players, coaches: coachesEach } : request;
  const level = request.level ?? defaultLevel;
  const outline =
    !isFitnessSession(request, mode) && request.weeks !== undefined
      ? weeklyOutline(sport, asked, { minutes, players, level })
      : undefined;
  const plan = isFitnessSession(request, mode)
    ? buildFitnessSession({
        sport,
        minutes,
        players,
        level,
        age: request.age,
        emphasis: request.fitness,
        equipment: request.gymEquipment ?? training?.equipment,
        injuries: (training?.injuries ?? []).map((injury) => injury.area),
        exercises: knowledgeOf(sport).exercises,
        heat: request.heat,
        site: request.site,
        lacks: request.lacks,
      })
    : buildPracticePlan(
        practiceOf(
          sport,
          asked,
          { minutes, players, level },
          // The session given in full is the outline's first, whose focus is the outline's to choose.
          focusTermsOf(sport, outline?.firstFocus ?? request.focuses ?? request.focus),
        ),
      );
  const stations = plan.blocks.some((block) => block.activity.startsWith('Stations,'));
  const note = [
    `> Read: ${readBack(request, everyone, minutes, stations)}.`,
    '',
    ...(sides > 1
      ? [
          `> ${everyone} players is more than one plan runs well: split into ${sides} groups of about ${players}, each running this plan side by side${coachesEach === undefined ? '' : ` with ${coachesEach} ${coachesEach === 1 ? 'coach' : 'coaches'}`}.`,
          '',
        ]
      : []),
    ...(fromProfile.length > 0 ? [`> From your coach profile: ${fromProfile.join(', ')}.`, ''] : []),
    ...(assumed.length > 0 ? [`> Assumed: ${assumed.join(', ')}. Tell me yours and I will rebuild it.`, ''] : []),
    ...injuryNote(training),
    ...abilityNote(request.abilityGroups, players),
  ];
  const full = outline === undefined ? [] : ['#### Session 1 in full', ''];
  return [...note, ...(outline?.lines ?? []), ...full, renderPracticePlanMarkdown(plan)].join('\n');
}

type Basics = { minutes: number; players: number; level: PracticePlan['level'] };

/**
 * Each focus as the coach said it, and the skill area it names as a library tag, so drills tagged
 * either way are found. Only the leading area: "defending corners" is about corners, not defending.
 */
function focusTermsOf(sport: Sport, focuses: string | string[] | undefined): { focus: string[]; focusTags: string[] } {
  const focus = focuses === undefined ? [] : [focuses].flat();
  const focusTags = focus.flatMap((term) => {
    // Read in the sport's sense: "pass coverage" is a football defender's coverage, not passing.
    const [area] = focusAreasIn(term.toLowerCase(), sport);
    // A fix read from a scheme or a problem brings the drill tags that serve it: beating a zone is spacing too.
    return [...(area === undefined || area === term ? [] : [area]), ...cueTagsOf(term)];
  });
  // A tag that is the focus in other spelling ("zone-offense") would count the focus twice.
  const said = new Set(focus.map(spelledAsTag));
  return { focus, focusTags: [...new Set(focusTags)].filter((tag) => !said.has(spelledAsTag(tag))) };
}

function spelledAsTag(term: string): string {
  return term.toLowerCase().replace(/[\s-]+/g, '-');
}

function practiceOf(sport: Sport, request: PlanRequest, basics: Basics, focus: ReturnType<typeof focusTermsOf>) {
  return withinPlanLimits({
    sport,
    ...basics,
    ...focus,
    age: request.age,
    variant: request.variant,
    coaches: request.coaches,
    without: request.without,
    lacks: request.lacks,
    equipment: request.equipment,
    limits: request.limits,
    skill: request.skill,
    tracks: request.tracks,
    has: request.has,
    kitList: request.kitList,
    team: request.team,
    earlySeason: request.earlySeason,
    site: request.site,
    heat: request.heat,
    lightning: request.lightning,
    drills: knowledgeOf(sport).drills,
  });
}

/** The skill areas a season of practices cycles through when the coach named none, per sport. */
const SEASON_FOCUSES: Record<Sport, string[]> = {
  football: ['tackling', 'route running', 'blocking', 'coverage', 'special teams'],
  basketball: ['dribbling', 'passing', 'shooting', 'defense', 'rebounding', 'transition'],
  baseball: ['throwing', 'fielding', 'hitting', 'baserunning', 'pitching'],
  soccer: ['passing', 'first touch', 'dribbling', 'finishing', 'defending', 'transition'],
  golf: ['putting', 'short game', 'irons', 'driving', 'course management'],
  tennis: ['forehand', 'backhand', 'serve', 'return', 'volley'],
};
const WEEK_THEMES = [
  'learn it: technique at walking pace',
  'build it: add pressure and speed',
  'use it: game speed, opposed',
  'test it: games and scores',
];

/** Skill areas a session with no named focus mixes, by its length: an hour is never one skill. */
function areasPerSession(minutes: number): number {
  return minutes >= 75 ? 3 : 2;
}

/**
 * A plan over weeks, week by week: each session's focus and its blocks in one line, the named focus
 * leading every week, and each week a step harder than the last. Sessions the coach named no focus
 * for mix the sport's skill areas in turn, so each area comes round more than once before an event.
 */
function weeklyOutline(
  sport: Sport,
  request: PlanRequest,
  basics: Basics,
): { lines: string[]; firstFocus: string[] | undefined } {
  const weeks = request.weeks ?? 1;
  const perWeek = request.perWeek ?? 2;
  const named = request.focuses ?? (request.focus === undefined ? [] : [request.focus]);
  const others = SEASON_FOCUSES[sport].filter((area) => !named.includes(area));
  const mixed = named.length > 0 ? 1 : areasPerSession(basics.minutes);
  let firstFocus: string[] | undefined;
  const lines = [
    `### ${weeks}-week plan: ${perWeek} ${perWeek === 1 ? 'practice' : 'practices'} a week, ${basics.minutes} min each`,
    '',
  ];
  let next = 0;
  for (let week = 1; week <= weeks; week += 1) {
    const theme = WEEK_THEMES[Math.min(WEEK_THEMES.length - 1, Math.floor(((week - 1) * WEEK_THEMES.length) / weeks))];
    lines.push(`**Week ${week}** (${theme})`);
    for (let session = 1; session <= perWeek; session += 1) {
      // The named focuses open every week together; the other sessions cycle through the sport's skill areas.
      const focus =
        session === 1 && named.length > 0
          ? named
          : [...new Set(Array.from({ length: mixed }, () => others[next++ % others.length] as string))];
      firstFocus ??= focus;
      const plan = buildPracticePlan(practiceOf(sport, request, basics, focusTermsOf(sport, focus)));
      const blocks = plan.blocks
        .filter((block) => block.phase !== 'break')
        .map((block) => `${block.minutes}' ${block.activity}`)
        .join(' · ');
      lines.push(`- Session ${session}, focus ${listed(focus)}: ${blocks}`);
    }
    lines.push('');
  }
  return { lines, firstFocus };
}

const LIMIT_WORDS: Record<NonNullable<PlanRequest['limits']>[number], string> = {
  'no-contact': 'no contact',
  'no-live': 'nothing live',
  light: 'light day',
};

/** "passing", "passing and finishing", "hitting, fielding and baserunning". */
function listed(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What the plan was built from, said back so the coach can correct any of it. */
const SKILL_WORDS: Record<NonNullable<PlanRequest['skill']>, string> = {
  beginner: 'beginners',
  intermediate: 'intermediate players',
  advanced: 'experienced players',
};

function readBack(request: PlanRequest, players: number, minutes: number, stations: boolean): string {
  const kit = (request.equipment ?? []).map(({ item, count }) =>
    count === 0 ? `no ${item}s` : `${count} ${item}${count === 1 ? '' : 's'}`,
  );
  const coaches = request.coaches ?? 1;
  return [
    `${minutes} minutes`,
    `${players} ${players === 1 ? 'player' : 'players'}`,
    request.age !== undefined
      ? `age ${request.age}`
      : request.level !== undefined && request.team === undefined
        ? `level ${request.level}`
        : undefined,
    request.team,
    request.skill !== undefined ? SKILL_WORDS[request.skill] : undefined,
    request.earlySeason ? 'first week of the season' : undefined,
    request.focus !== undefined
      ? `focus ${listed(request.focuses ?? [request.focus])}${request.focusWhy === undefined ? '' : ` (${request.focusWhy.join('; ')})`}`
      : request.weeks !== undefined
        ? `focus ${request.event === undefined ? 'the season' : `ready for ${request.event}`}: a mix of skills each session`
        : 'no focus named',
    request.variant !== undefined ? `${request.variant}` : undefined,
    request.weeks !== undefined ? `${request.weeks} weeks, ${request.perWeek ?? 2} a week` : undefined,
    ...(request.limits ?? []).map((limit) => LIMIT_WORDS[limit]),
    // The place as the coach described it, else each facility it lacks.
    ...(request.site ?? (request.lacks ?? []).map((facility) => facilityWords(facility).lacking)),
    request.heat ? 'a hot day' : undefined,
    request.lightning ? 'lightning about, so indoors' : undefined,
    // Counted kit already says "no goals", and a facility is said above; the rest missing is said here.
    ...(request.without ?? [])
      .filter(
        (item) =>
          !(request.equipment ?? []).some(
            (kit) => kit.count === 0 && (kit.item === item || kit.item === kitItemOf(item)),
          ),
      )
      .filter((item) => facilitiesLackedIn(`no ${item}`).length === 0)
      .map((item) => `no ${item}`),
    coaches >= 2
      ? `${coaches} coaches${stations ? ', so stations' : ''}`
      : request.coaches === 1
        ? '1 coach'
        : undefined,
    kit.length > 0 ? `kit: ${kit.join(', ')}` : undefined,
    ...(request.has ?? []).map((item) => `a ${item} on hand`),
    request.tracks ? `two tracks: ${request.tracks.join(' and ')}` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join(', ');
}

/**
 * A mixed-ability group works in level groups: each block's groups are made by level, each with its
 * own ball and space, so the strongest are stretched and the newest succeed.
 */
function abilityNote(levels: string[] | undefined, players: number): string[] {
  if (levels === undefined) return [];
  const groups = levels.length > 1 ? levels.length : Math.min(3, Math.max(2, Math.floor(players / 4)));
  const named = levels.length > 1 ? ` (${listed(levels)} ball${levels.length === 1 ? '' : 's'})` : '';
  return [
    `> Mixed ability: every block runs in ${groups} level groups${named}, each with its own ball and space; the drill is the same, the ball, distance and feed suit the level. Move a player up a group when they win most of their reps.`,
    '',
  ];
}

/** An injury named with a session: the session leaves the area alone, and a physio clears it. */
function injuryNote(training: TrainingRequest | undefined): string[] {
  const injuries = training?.injuries ?? [];
  if (injuries.length === 0) return [];
  const named = injuries.map((injury) => injury.named).join(' and ');
  return [
    `> Injury noted (${named}): nothing in this session loads it. Anyone hurt should see a physio or doctor before training it again, and stop if it hurts.`,
    '',
  ];
}
