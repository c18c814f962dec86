import type { Sport } from '../../../../shared/constants';
import type { Fault } from '../knowledge/content-schema';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { SKILL_GOALS } from '../plans/skill-goals';
import { SKILL_PRACTICE, type PracticeDrill, type SkillStat } from '../plans/skill-practice-content';
import { withDigits } from '../understand/number-text';
import type { TrainingRequest } from '../understand/parse-training-request';
import { faultHitsFor } from './fault-reply';

/**
 * A Trainer message whose goal is a skill (a stat to move: free-throw %, first-serve %, a handicap)
 * or a technique fault (a sidearm throw, stepping in the bucket) is answered with practice of that
 * skill: the goal said back in its own unit, sessions of the days and minutes given, named drills
 * with reps, and a weekly test against a straight line to the target. Strength work is an add-on.
 */

/** The stat as the message gives it: which unit it is said in, where it is and where it should be. */
export interface StatGoal {
  stat: SkillStat;
  unit: string;
  current?: number;
  target?: number;
  /** How a value was said when not in the unit itself: "4 of 10" for 40%. */
  currentSaid?: string;
  targetSaid?: string;
  /** The target was said as one ("want 8", "down to 8"), not only taken as the last number read. */
  targetWished?: boolean;
}

export type SkillPracticeGoal = { kind: 'stat'; goal: StatGoal } | { kind: 'fault'; faults: Fault[] };

/** One block of a session: a name, its minutes, the work to do and how. */
export interface PracticeBlock {
  name: string;
  minutes: number;
  work?: string;
  how: string;
}

export interface PracticeDay {
  label: string;
  minutes: number;
  test: boolean;
  blocks: PracticeBlock[];
}

export interface SkillPracticeProgram {
  goal: SkillPracticeGoal;
  weeks: number;
  daysPerWeek: number;
  sessionMinutes: number;
  child: boolean;
  assumed: string[];
  days: PracticeDay[];
  /** The target line, one row per tested week shown. */
  line: { week: number; value: number }[];
  steep?: { perWeek: number; typical: number; reachable: number };
}

const DEFAULT_WEEKS = 8;
const DEFAULT_DAYS = 3;
const ADULT_MINUTES = 30;
const CHILD_MINUTES = 20;
const MAX_LINE_ROWS = 12;
/** A target needing more than this many times the usual weekly gain is called steep. */
const STEEP_FACTOR = 1.5;

const whole = (words: string) => new RegExp(String.raw`(?<![a-z0-9])(?:${words})(?![a-z0-9])`);
const STAT_CUES = new Map(SKILL_PRACTICE.stats.map((stat) => [stat.id, whole(stat.cues.join('|'))]));
const STAT_REQUIRES = new Map(
  SKILL_PRACTICE.stats.flatMap((stat) => (stat.requires ? [[stat.id, new RegExp(stat.requires)] as const] : [])),
);
const PHYSICAL_ASKED = whole(SKILL_PRACTICE.physicalWords);
const PROBLEM_TOLD = whole(SKILL_PRACTICE.faultPractice.problemWords);
const NOT_ENOUGH_ALONE: ReadonlySet<string> = new Set(SKILL_PRACTICE.faultPractice.notEnoughAlone);
const EVERY_DAY = /\b(?:a|per|each|every) ?day\b|\bdaily\b|\bevery single day\b/;

// Numbers that are not the stat: times, days, ages, dates, lengths of the plan.
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const NOT_THE_STAT: RegExp[] = [
  /\b\d+(?:\.\d+)?\s*[- ]?(?:minutes?|mins?|min|hours?|hrs?|hr|h)\b/g,
  /\b\d+\s*(?:days?|times|sessions?|x)\s*(?:a|per|each|\/)\s*(?:week|wk)\b/g,
  /\b\d+\s*[- ]?(?:weeks?|wks?|months?|days?|years?|yrs?)\b(?![- ]?olds?)/g,
  /\b\d{1,2}\s*[- ]?(?:years?|yrs?|yr)[- ]?olds?\b/g,
  /\b\d{1,2}\s*(?:yo|y\/o|y\.o\.?)(?![a-z])/g,
  /\b(?:age|aged|ages)\s*:?\s*\d{1,2}\b/g,
  /\b(?:i'?m|i am|he'?s|he is|she'?s|she is|they'?re|they are)\s+(?:only |just )?\d{1,2}\b(?!\s*(?:%|percent|yards?|yds?|metres?|meters?|m\b|ft|feet))/g,
  new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`, 'g'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}`, 'g'),
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g,
  /\b(?:19|20)\d\d\b/g,
  /\b\d{1,2}(?:st|nd|rd|th)\s+grade\b/g,
  // "U12s", "under-10s"; "under 3" alone is a target.
  /\bu-?\d{1,2}s?\b|\bunder[- ]\d{1,2}s\b|\bunder-\d{1,2}\b/g,
];
const TARGET_BEFORE =
  /(?:\bto|\bwant|\bwants|\bdown to|\bup to|\breach|\bgoal(?: is| of)?|\btarget(?: is| of)?|\bbreak|\bunder|\bbelow|\babove|\bover|\baim(?:ing)? (?:for|at)|\bat least|\bbecome|\bbe)\s*(?:a |an |the |about |around |roughly |like )?[:=]?\s*$/;
// "want to shoot 90", "would like to play off 20": a wish a few words before the number names the target.
const WISH_BEFORE =
  /\b(?:want|wants|wanna|goal|target|aim|aiming|hope|hoping|like|need|needs|trying)\b(?:\s+[a-z']+){0,3}\s*$/;
const CURRENT_BEFORE =
  /(?:\bat|\bcurrently|\bnow|\bis|\bam|\bi'?m|\bshoot(?:s|ing)?|\bonly|\bfrom|\baverage|\bmake|\bmaking|\bsits?|\bgot|\bhave|\bhas|\bright now|\bstuck at|\bcan|\bcould)\s*(?:a |an |about |around |roughly |like |only |just )?[:=]?\s*$/;

/** The stat the message names for this sport, if any. */
function statNamed(sport: Sport, text: string): SkillStat | undefined {
  return SKILL_PRACTICE.stats.find(
    (stat) =>
      stat.sports.includes(sport) &&
      STAT_CUES.get(stat.id)?.test(text) === true &&
      (STAT_REQUIRES.get(stat.id)?.test(text) ?? true),
  );
}

interface ReadNumber {
  value: number;
  at: number;
  unit?: string;
  said?: string;
}

/** The numbers that can be the stat: in its plausible range, with the unit each is said in. */
function statNumbers(stat: SkillStat, text: string): ReadNumber[] {
  const cleaned = NOT_THE_STAT.reduce((rest, pattern) => rest.replace(pattern, (hit) => ' '.repeat(hit.length)), text);
  const found: ReadNumber[] = [];
  // "makes 7 of 10" is a percentage said as a count.
  const percentStat = stat.units[0]?.symbol === '%';
  const fractions = percentStat ? [...cleaned.matchAll(/\b(\d{1,3}) ?(?:of|out of|\/) ?(\d{1,3})\b/g)] : [];
  const taken = new Set<number>();
  for (const hit of fractions) {
    const made = Number(hit[1]);
    const of = Number(hit[2]);
    if (of <= 0 || made > of) continue;
    found.push({ value: Math.round((made / of) * 100), at: hit.index, unit: '%', said: `${made} of ${of}` });
    for (let index = hit.index; index < hit.index + hit[0].length; index++) taken.add(index);
  }
  for (const hit of cleaned.matchAll(/(?<![\d.])[+-]?\d{1,3}(?:\.\d+)?(?![\d])/g)) {
    if (taken.has(hit.index)) continue;
    const value = Number(hit[0]);
    if (Number.isNaN(value) || value < stat.plausible.min || value > stat.plausible.max) continue;
    const after = cleaned.slice(hit.index + hit[0].length, hit.index + hit[0].length + 24).trimStart();
    // A count of something else ("10 ft", "50 balls") is not the stat unless it is said in the stat's unit.
    const unit = stat.units.find((each) => new RegExp(`^(?:${each.words})(?![a-z])`).test(after));
    // "15 more yards" or "10 mph" beside a handicap is a measure in another unit, not the stat's number.
    if (!unit && /^(?:(?:more|extra|additional)\s+)?(?:yards?|yds?|mph|km\/h|kph|metres?|meters?)(?![a-z])/.test(after))
      continue;
    if (
      !unit &&
      /^(?:ft|feet|foot|balls?|shots?|reps?|sets?|players?|kids?|holes?|rounds?|throws?|free throws?|passes|serves?|swings?|pitches|attempts|tries|games?|matches|points?)\b/.test(
        after,
      )
    )
      continue;
    found.push({ value, at: hit.index, unit: unit?.symbol });
  }
  return found.sort((a, b) => a.at - b.at);
}

// A gain said in a distance or speed ("15 more yards", "add 10 mph") is a physical mark to move, never the stat.
const UNIT_GAIN =
  /\b\d{1,3}\s*(?:more|extra|additional)\s+(yards?|yds?|mph|km\/h|kph|metres?|meters?)\b|\b(?:add|gain|pick up|another)\s+\d{1,3}\s*(yards?|yds?|mph|km\/h|kph|metres?|meters?)\b/;

function gainInAnotherUnit(stat: SkillStat, text: string): string | undefined {
  const hit = UNIT_GAIN.exec(text);
  const unit = hit?.[1] ?? hit?.[2];
  if (unit === undefined) return undefined;
  return stat.units.some((each) => new RegExp(`^(?:${each.words})$`).test(unit)) ? undefined : unit;
}

/** Where the stat is and where it should be, from the words before each number. */
export function statGoalIn(stat: SkillStat, message: string): StatGoal {
  const text = withDigits(message.toLowerCase());
  const numbers = statNumbers(stat, text);
  const unit = numbers.find((each) => each.unit !== undefined)?.unit ?? stat.units[0]?.symbol ?? '';
  const before = (each: ReadNumber) => text.slice(Math.max(0, each.at - 28), each.at);
  const targets = numbers.filter((each) => TARGET_BEFORE.test(before(each)) || WISH_BEFORE.test(before(each)));
  const currents = numbers.filter((each) => !targets.includes(each) && CURRENT_BEFORE.test(before(each)));
  const unlabelled = numbers.filter((each) => !targets.includes(each) && !currents.includes(each));
  const target = targets.at(-1) ?? (numbers.length >= 2 ? unlabelled.at(-1) : undefined);
  const current = currents[0] ?? unlabelled.find((each) => each !== target);
  return {
    stat,
    unit,
    current: current?.value,
    target: target?.value,
    currentSaid: current?.said,
    targetSaid: target?.said,
    targetWished: targets.length > 0,
  };
}

/** Faults the message describes, the best first; none when the message names none of their own words. */
function faultsDescribed(sport: Sport, text: string): Fault[] {
  return faultHitsFor(sport, text, 2)
    .filter(
      (hit) =>
        hit.score >= SKILL_PRACTICE.faultPractice.minScore ||
        (PROBLEM_TOLD.test(text.toLowerCase()) && hit.namedTerms.some((term) => !NOT_ENOUGH_ALONE.has(term))),
    )
    .map((hit) => hit.fault);
}

/**
 * The skill the Trainer message is about: a stat it names, else a technique fault it describes. A
 * physical goal (a weight, a sprint time, a vertical), an injury, or one of the sport's measured
 * marks (kick range, pop time) is the strength program's, unless a skill stat is named outright.
 */
export function skillPracticeGoal(
  sport: Sport,
  message: string,
  training: TrainingRequest,
): SkillPracticeGoal | undefined {
  const text = withDigits(message.toLowerCase());
  const stat = statNamed(sport, text);
  if (stat) {
    // A skill the strength program already trains in the same unit (shooting %) keeps its section
    // there when no number is given; a number to move, or a unit that program would misread (a
    // first-serve % as serve speed), is practised here.
    const goal = statGoalIn(stat, message);
    // A stat given as who the athlete is ("a 15 handicap") beside a physical mark to move (swing
    // speed 88 to 95) leaves the program to that mark, unless a target for the stat itself is said.
    const physicalTarget =
      training.performanceTarget ?? training.mark ?? training.fitnessTest ?? gainInAnotherUnit(stat, text);
    if (physicalTarget !== undefined && !goal.targetWished) return undefined;
    const sameUnit = training.skillGoals?.some(
      (mention) => SKILL_GOALS.find((each) => each.id === mention.id)?.unit === stat.units[0]?.symbol,
    );
    if (!sameUnit || goal.current !== undefined || goal.target !== undefined) return { kind: 'stat', goal };
    return undefined;
  }
  const physical =
    training.goal === 'bulk' ||
    training.goal === 'cut' ||
    training.mark !== undefined ||
    training.fitnessTest !== undefined ||
    training.performanceTarget !== undefined ||
    training.skillGoals !== undefined ||
    training.injuries.length > 0 ||
    training.nutrition !== undefined ||
    training.session?.kind !== undefined ||
    training.weightKg !== undefined ||
    training.powerGoal !== undefined ||
    training.emphasis !== undefined ||
    training.askedActivity !== undefined ||
    training.walkingGoal === true ||
    training.population !== undefined ||
    training.returning === true ||
    PHYSICAL_ASKED.test(text);
  if (physical) return undefined;
  const faults = faultsDescribed(sport, message);
  return faults.length > 0 ? { kind: 'fault', faults } : undefined;
}

// ---- Building the program -------------------------------------------------------------------------

/** Sessions a week said in words the program reader may leave: "twice a week", "2 range sessions a week", "daily". */
function daysSaid(text: string): number | undefined {
  if (EVERY_DAY.test(text)) return 7;
  if (/\bonce (?:a|per|each) week\b/.test(text)) return 1;
  if (/\btwice (?:a|per|each) week\b/.test(text)) return 2;
  const counted =
    /\b([1-7])\s*(?:x|times|(?:[a-z]+ )?sessions?|(?:[a-z]+ )?days?)\s*(?:a|per|each|\/)\s*(?:week|wk)\b/.exec(
      text,
    )?.[1];
  return counted === undefined ? undefined : Number(counted);
}

/** A session's length said in minutes or hours ("40 minutes", "2 hours", "an hour and a half"). */
function minutesSaid(text: string): number | undefined {
  if (/\b(?:an?|1|one) (?:hour|hr) and a half\b|\b(?:1\.5|one and a half) (?:hours?|hrs?)\b|\b90 ?min/.test(text))
    return 90;
  const hours = /\b(\d(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/.exec(text)?.[1];
  if (hours !== undefined) return Math.round(Number(hours) * 60);
  const minutes = /\b(\d{1,3})\s*[- ]?(?:minutes?|mins?|min)\b/.exec(text)?.[1];
  if (minutes !== undefined) return Number(minutes);
  if (/\bhalf (?:an? )?hour\b/.test(text)) return 30;
  if (/\b(?:an|one) hour\b/.test(text)) return 60;
  return undefined;
}

/** Halves the counts of a drill's work for a young player ("3 sets of 10 throws" → "2 sets of 5 throws"); distances stay. */
export function childSized(work: string): string {
  const counted =
    /\b(\d+)(?=\s*(?:x|×|sets?|rounds?|reps?|makes?|swings?|throws?|balls?|serves?|putts?|shots?|kicks?|passes?|points?|catches?|tosses?|pairs?|in a row|each)\b)|(?<=\b(?:of|×|x) )(\d+)\b(?!\s*(?:ft|feet|yards?|yd|metres?|meters?|m|minutes?|mins?|min|seconds?|secs?|s)\b)/g;
  return work.replace(counted, (number) => String(Math.max(1, Math.ceil(Number(number) / 2))));
}

/** The pool of main blocks: the stat's own drills, then its faults' drills from the sport's notes. */
function statPool(sport: Sport, stat: SkillStat, child: boolean): (PracticeBlock & { share: number })[] {
  const own = stat.drills.map((drill: PracticeDrill) => ({
    name: drill.name,
    minutes: 0,
    work: child ? drill.childWork : drill.work,
    how: drill.how,
    share: drill.share ?? 1,
  }));
  const faults = stat.faults.flatMap((id) => {
    const fault = faultById(sport, id);
    return fault ? [faultDrillBlock(fault, child)] : [];
  });
  const names = new Set(own.map((block) => block.name.toLowerCase()));
  return [
    ...own,
    ...faults.filter((block) => !names.has(block.name.toLowerCase())).map((block) => ({ ...block, share: 1 })),
  ];
}

function faultById(sport: Sport, id: string): Fault | undefined {
  return knowledgeOf(sport).faults.find((fault) => fault.id === id);
}

function faultDrillBlock(fault: Fault, child: boolean): PracticeBlock {
  return {
    name: fault.drill.name,
    minutes: 0,
    work: child ? childSized(fault.drill.reps) : fault.drill.reps,
    how: fault.drill.setup,
  };
}

/** A fault's practice: its cues rehearsed slowly, its own drill, then the skill at game speed. */
function faultPool(faults: readonly Fault[], child: boolean): (PracticeBlock & { share: number })[] {
  const practice = SKILL_PRACTICE.faultPractice;
  return faults.flatMap((fault, index) => {
    const [first, second] = fault.fixes;
    const cue = (fix: NonNullable<typeof first>) => ({
      name: `Cue reps: "${fix.cue}"`,
      minutes: 0,
      work: child ? practice.cueWorkChild : practice.cueWork,
      how: fix.how,
      share: 1,
    });
    const blocks = [
      ...(first ? [cue(first)] : []),
      { ...faultDrillBlock(fault, child), share: 2 },
      {
        name: practice.transferName.replace('{skill}', fault.skill),
        minutes: 0,
        work: child ? practice.transferWorkChild : practice.transferWork,
        how: practice.transferHow,
        share: 1,
      },
      ...(second && index === 0 ? [cue(second)] : []),
    ];
    return blocks;
  });
}

/** Splits minutes between blocks by their shares; every block gets at least one and the sum is exact. */
function splitMinutes(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const minutes = shares.map((share) => Math.max(1, Math.floor((total * share) / sum)));
  let over = minutes.reduce((a, b) => a + b, 0) - total;
  for (let index = minutes.length - 1; over > 0 && index >= 0; index--) {
    const cut = Math.min(over, (minutes[index] ?? 1) - 1);
    minutes[index] = (minutes[index] ?? 1) - cut;
    over -= cut;
  }
  if (over < 0) minutes[0] = (minutes[0] ?? 0) - over;
  return minutes;
}

/** One session: a warm-up, main drills rotated through the week, and the weekly test on the last day. */
function practiceDay(
  day: number,
  label: string,
  minutes: number,
  pool: readonly (PracticeBlock & { share: number })[],
  test: PracticeBlock | undefined,
  child: boolean,
): PracticeDay {
  const warmUpMinutes = minutes >= 20 ? Math.min(10, Math.max(3, Math.round(minutes * 0.1))) : minutes >= 8 ? 2 : 0;
  const testMinutes = test ? Math.min(20, Math.max(minutes >= 8 ? 3 : 1, Math.round(minutes * 0.25))) : 0;
  const main = Math.max(1, minutes - warmUpMinutes - testMinutes);
  const count = Math.max(1, Math.min(5, pool.length, Math.floor(main / 6), main));
  const start = (day * Math.max(1, count - 1)) % pool.length;
  const chosen = Array.from({ length: count }, (_, index) => pool[(start + index) % pool.length]).filter(
    (block): block is PracticeBlock & { share: number } => block !== undefined,
  );
  const split = splitMinutes(
    main,
    chosen.map((block) => block.share),
  );
  const warmUp = SKILL_PRACTICE.warmUp;
  const blocks: PracticeBlock[] = [
    ...(warmUpMinutes > 0
      ? [{ name: warmUp.name, minutes: warmUpMinutes, how: child ? warmUp.childHow : warmUp.how }]
      : []),
    ...chosen.map(({ share: _share, ...block }, index) => ({ ...block, minutes: split[index] ?? 1 })),
    ...(test && testMinutes > 0 ? [{ ...test, minutes: minutes - warmUpMinutes - main }] : []),
  ];
  return { label, minutes: blocks.reduce((sum, block) => sum + block.minutes, 0), test: test !== undefined, blocks };
}

function statTestBlock(stat: SkillStat): PracticeBlock {
  return { name: 'Weekly test', minutes: 0, how: `${stat.test}.` };
}

function faultTestBlock(fault: Fault): PracticeBlock {
  const check = fault.check.replace(/\.$/, '');
  return {
    name: 'Weekly check',
    minutes: 0,
    how: `${SKILL_PRACTICE.faultPractice.test.replace('{skill}', fault.skill).replace('{check}', check)}.`,
  };
}

/** The straight line from where the player is to the target, at most a dozen rows, the last week always. */
function targetLine(from: number, to: number, weeks: number, tenths: boolean): { week: number; value: number }[] {
  const step = Math.max(1, Math.ceil(weeks / MAX_LINE_ROWS));
  const shown = new Set<number>();
  for (let week = 1; week <= weeks; week += step) shown.add(week);
  shown.add(weeks);
  const round = (value: number) => (tenths ? Math.round(value * 10) / 10 : Math.round(value));
  return [...shown]
    .sort((a, b) => a - b)
    .map((week) => ({ week, value: round(from + ((to - from) * (week - 1)) / Math.max(1, weeks - 1)) }));
}

export function buildSkillPractice(
  sport: Sport,
  goal: SkillPracticeGoal,
  training: TrainingRequest,
  message: string,
): SkillPracticeProgram {
  const text = message.toLowerCase();
  const assumed: string[] = [];
  const child = training.age !== undefined && training.age <= SKILL_PRACTICE.child.maxAge;
  const weeks = Math.max(1, Math.min(52, training.weeks ?? DEFAULT_WEEKS));
  if (training.weeks === undefined) assumed.push(`${DEFAULT_WEEKS} weeks`);
  const saidDays = training.daysPerWeek ?? training.namedDays?.length ?? daysSaid(withDigits(text));
  const daysPerWeek = Math.max(1, Math.min(7, saidDays ?? DEFAULT_DAYS));
  if (saidDays === undefined) assumed.push(`${DEFAULT_DAYS} days a week`);
  const statedMinutes = training.sessionMinutes ?? training.session?.minutes ?? minutesSaid(withDigits(text));
  const sessionMinutes = Math.max(1, statedMinutes ?? (child ? CHILD_MINUTES : ADULT_MINUTES));
  if (statedMinutes === undefined) assumed.push(`${sessionMinutes}-minute sessions`);

  const pool = goal.kind === 'stat' ? statPool(sport, goal.goal.stat, child) : faultPool(goal.faults, child);
  const test =
    goal.kind === 'stat' ? statTestBlock(goal.goal.stat) : goal.faults[0] ? faultTestBlock(goal.faults[0]) : undefined;
  const days = Array.from({ length: daysPerWeek }, (_, day) =>
    practiceDay(
      day,
      training.namedDays?.[day] ?? `Day ${day + 1}`,
      sessionMinutes,
      pool,
      day === daysPerWeek - 1 ? test : undefined,
      child,
    ),
  );

  let line: { week: number; value: number }[] = [];
  let steep: SkillPracticeProgram['steep'];
  if (goal.kind === 'stat') {
    const { stat, current, target } = goal.goal;
    const tenths = stat.format === 'tenth';
    if (current !== undefined && target !== undefined) {
      line = targetLine(current, target, weeks, tenths);
      const perWeek = Math.abs(target - current) / weeks;
      const improving = stat.lowerIsBetter ? target < current : target > current;
      if (improving && perWeek > stat.typicalGainPerWeek * STEEP_FACTOR) {
        const gain = stat.typicalGainPerWeek * weeks * (stat.lowerIsBetter ? -1 : 1);
        const reachable = tenths ? Math.round((current + gain) * 10) / 10 : Math.round(current + gain);
        steep = { perWeek: Math.round(perWeek * 10) / 10, typical: stat.typicalGainPerWeek, reachable };
      }
    }
  } else {
    const practice = SKILL_PRACTICE.faultPractice;
    line = targetLine(practice.startClean, practice.targetClean, weeks, false);
  }
  return { goal, weeks, daysPerWeek, sessionMinutes, child, assumed, days, line, steep };
}

// ---- Saying it ------------------------------------------------------------------------------------------

function formatValue(value: number, unit: string, tenths: boolean): string {
  const number = tenths ? String(Math.round(value * 10) / 10) : String(Math.round(value));
  if (unit === '') return number;
  if (unit === '%') return `${number}%`;
  return `${number} ${unit}`;
}

function goalLine(program: SkillPracticeProgram, training: TrainingRequest): string {
  const when = training.byDate ? ` by ${training.byDate} (${program.weeks} weeks away)` : ` in ${program.weeks} weeks`;
  if (program.goal.kind === 'fault') {
    const [first, ...rest] = program.goal.faults;
    const also = rest.length > 0 ? `, and ${rest.map((fault) => fault.title.toLowerCase()).join(', ')}` : '';
    return `**Goal:** fix ${first?.title.toLowerCase() ?? 'the fault'}${also}${when}.`;
  }
  const { stat, unit, current, target, currentSaid, targetSaid } = program.goal.goal;
  const tenths = stat.format === 'tenth';
  const value = (number: number, said: string | undefined) =>
    said === undefined ? formatValue(number, unit, tenths) : `${said} (${formatValue(number, unit, tenths)})`;
  const say = (number: number) => value(number, number === current ? currentSaid : targetSaid);
  if (current !== undefined && target !== undefined)
    return `**Goal:** ${stat.named} from ${say(current)} to ${say(target)}${when}.`;
  if (target !== undefined)
    return `**Goal:** ${stat.named} to ${say(target)}${when}; the first weekly test gives your starting point.`;
  if (current !== undefined)
    return `**Goal:** ${stat.named} better than ${say(current)}${when}; tell me the number you want and I will draw the line to it.`;
  return `**Goal:** a better ${stat.named}${when}; the first weekly test gives your starting point.`;
}

function sportName(sport: Sport): string {
  return sport.charAt(0).toUpperCase() + sport.slice(1);
}

/** The whole reply: goal, sessions, each day's blocks, the test with its line, then the add-ons. */
export function skillPracticeText(
  sport: Sport,
  program: SkillPracticeProgram,
  training: TrainingRequest,
  message: string,
): string {
  const { goal } = program;
  const title = goal.kind === 'stat' ? goal.goal.stat.named : (goal.faults[0]?.skill ?? 'technique');
  const lines: string[] = [
    `## ${sportName(sport)} skill practice: ${title}`,
    '',
    goalLine(program, training),
    `**Sessions:** ${program.daysPerWeek} day${program.daysPerWeek === 1 ? '' : 's'} a week × ${program.sessionMinutes} minutes, for ${program.weeks} week${program.weeks === 1 ? '' : 's'}${training.age !== undefined ? ` · age ${training.age}` : ''}.`,
  ];
  if (program.assumed.length > 0)
    lines.push('', `> Assumed: ${program.assumed.join(', ')}. Tell me yours and I will rebuild it.`);
  if (program.steep && goal.kind === 'stat') {
    const { stat, unit } = goal.goal;
    const tenths = stat.format === 'tenth';
    const perWeek = formatValue(program.steep.perWeek, unit, true);
    const typical = formatValue(program.steep.typical, unit, true);
    lines.push(
      '',
      `**Honest note:** that target is steep: about ${perWeek} a week, when focused practice usually moves ${stat.named} about ${typical} a week. Around ${formatValue(program.steep.reachable, unit, tenths)} by then would be a good result; keep the line below as the stretch and judge the trend, not one test.`,
    );
  }
  if (goal.kind === 'fault') {
    for (const fault of goal.faults) {
      lines.push('', `**${fault.title}** — most likely cause: ${fault.causes[0] ?? 'timing'}`);
      lines.push(`Cues: ${fault.fixes.map((fix) => `"${fix.cue}"`).join(', ')}.`);
      if (fault.safety) lines.push(`Safety: ${fault.safety}`);
    }
  }
  lines.push('', '### The week', '');
  const phases = SKILL_PRACTICE.phases;
  const phaseWeeks = Math.max(1, Math.ceil(program.weeks / phases.length));
  phases.forEach((phase, index) => {
    const from = index * phaseWeeks + 1;
    if (from > program.weeks) return;
    const to = Math.min(program.weeks, from + phaseWeeks - 1);
    lines.push(`- Week${from === to ? ` ${from}` : `s ${from}–${to}`}: **${phase.name}**. ${phase.note}`);
  });
  lines.push('', SKILL_PRACTICE.fillNote);
  for (const day of program.days) {
    lines.push('', `**${day.label}${day.test ? ' — test day' : ''}** (${day.minutes} min)`);
    for (const block of day.blocks) {
      const work = block.work ? `: ${block.work}` : '';
      lines.push(`- ${block.name} (${block.minutes} min)${work}. ${block.how}`);
    }
  }
  lines.push('', '### Weekly test and target line', '');
  const testBlock = program.days.at(-1)?.blocks.find((block) => block.name.startsWith('Weekly'));
  if (testBlock) lines.push(`${testBlock.how} Same day and conditions each week.`, '');
  if (goal.kind === 'stat' && program.line.length > 0) {
    const { stat, unit } = goal.goal;
    lines.push('| Week | On the line |', '| --- | --- |');
    for (const row of program.line)
      lines.push(`| ${row.week} | ${formatValue(row.value, unit, stat.format === 'tenth')} |`);
    lines.push('', 'Two tests in a row behind the line: move more of the week to the block that feeds the misses.');
  } else if (goal.kind === 'stat') {
    lines.push(
      'Test in week 1 for your starting point, then draw a straight line from it to your target and check each week against it.',
    );
  } else {
    lines.push('| Week | Clean reps of 10 |', '| --- | --- |');
    for (const row of program.line) lines.push(`| ${row.week} | ${row.value} |`);
  }
  if (goal.kind === 'stat') {
    for (const section of goal.goal.stat.sections ?? []) {
      lines.push('', `### ${section.title}`, '', ...section.lines.map((line) => `- ${line}`));
    }
  }
  const support = goal.kind === 'stat' ? goal.goal.stat.support : [];
  if (program.child) {
    lines.push('', '### For a young player', '', `- ${SKILL_PRACTICE.child.volumeNote}`);
    lines.push(...SKILL_PRACTICE.child.fun.map((line) => `- ${line}`), `- ${SKILL_PRACTICE.child.physical}`);
  } else if (PHYSICAL_ASKED.test(withDigits(message.toLowerCase())) && support.length > 0) {
    lines.push(
      '',
      '### Physical work (as asked), after the skill work or on other days',
      '',
      ...support.map((line) => `- ${line}`),
    );
  } else if (support[0]) {
    lines.push('', `**Optional add-on (about 10 minutes, twice a week):** ${support[0]}`);
  }
  return lines.join('\n');
}

/** The skill-practice reply to a Trainer message about a skill or a fault, or undefined when it is about neither. */
export function skillPracticeReply(sport: Sport, message: string, training: TrainingRequest): string | undefined {
  const goal = skillPracticeGoal(sport, message, training);
  if (!goal) return undefined;
  return skillPracticeText(sport, buildSkillPractice(sport, goal, training, message), training, message);
}
