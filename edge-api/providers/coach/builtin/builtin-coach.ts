import { SPORT_LABELS } from '../../../../shared/constants';
import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { CoachError } from '../coach-provider';
import type { CoachProvider, CoachRequest, QuizQuestionRequest } from '../coach-provider';
import type { Drill, Exercise, ExerciseFocus, QuizBankQuestion } from '../knowledge/content-schema';
import { knowledgeOf, searchKnowledge } from '../knowledge/knowledge-base';
import type { KnowledgeHit as SearchHit } from '../knowledge/knowledge-base';
import { phraseWords } from '../knowledge/search-terms';

/**
 * Below this score, or without naming any title or keyword, a message is not about anything in the
 * playbook. Calibrated on the playbooks: a question naming one keyword scores 5–12 (BM25 plus the
 * named-term bonus), while stray words found only in body text stay under 4.5.
 */
const MIN_MATCH_SCORE = 4;
/** SPEC §1: Tactical answers are at most 15 words, or 2–3 bullets for complex questions. */
const TACTICAL_MAX_WORDS = 15;
const SIMPLE_QUESTION_MAX_WORDS = 12;
/** A second hit this close to the first is a second topic, even without a connector word. */
const SECOND_TOPIC_SHARE = 0.75;
/** Strategic options include further hits only while they stay this relevant to the question. */
const RELATED_OPTION_SHARE = 0.4;
const WORDS_PER_CHUNK = 4;

// Connectors that mean the question weighs several things. Multi-word keywords are removed first so
// 'pick and roll' or 'hit and run' do not count as an 'and'.
const COMPLEX_MARKERS =
  /\b(and|or|vs|versus|against|compare|compared|difference|between|plus|while)\b|\b(how|what|when) should\b/;

// A message made only of these (stemmed) words is small talk, answered with what the coach can do.
const SMALL_TALK_WORDS = new Set(
  `hi hello hey hiya howdy yo sup good morning afternoon evening thank cheer ok okay cool great nice
  how are you what can do who help me coach there again so much bye up`.split(/\s+/),
);

export interface BuiltinCoachOptions {
  /** Pause between streamed chunks, to imitate a model's pace in demos; 0 streams at once. */
  chunkDelayMs?: number;
}

/** The deterministic playbook coach: the same request always produces the same reply. */
export function createBuiltinCoach(options: BuiltinCoachOptions = {}): CoachProvider {
  const chunkDelayMs = options.chunkDelayMs ?? 0;
  return {
    name: 'builtin',
    reply: async function* reply(request: CoachRequest) {
      for (const chunk of chunksOf(composeReply(request))) {
        if (request.signal?.aborted) return;
        yield chunk;
        if (chunkDelayMs > 0) await sleep(chunkDelayMs, request.signal);
      }
    },
    quizQuestion: async function quizQuestion(request: QuizQuestionRequest) {
      return pickQuizQuestion(request);
    },
  };
}

function composeReply({ mode, sport, message }: CoachRequest): string {
  if (mode === 'quizMaster') return quizNote(sport);
  if (isSmallTalk(message)) return capabilities(sport, mode, message);
  switch (mode) {
    case 'gameOnTheLine':
      return tacticalReply(sport, message);
    case 'comprehensiveCoach':
      return strategicReply(sport, message);
    case 'personalTrainer':
      return trainingProgram(sport, message);
  }
}

// ---------------------------------------------------------------------------------------------
// Shared helpers

/** FNV-1a: a stable 32-bit seed, so "variation" never depends on Math.random. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

function pickBySeed<T>(items: readonly T[], seed: number): T {
  const item = items[seed % items.length];
  if (item === undefined) throw new CoachError('unavailable', 'Nothing to choose from');
  return item;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 0);
}

/** Splits the reply into pieces of a few words; concatenated they give back the exact text. */
function chunksOf(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let start = 0; start < words.length; start += WORDS_PER_CHUNK) {
    chunks.push(words.slice(start, start + WORDS_PER_CHUNK).join(''));
  }
  return chunks;
}

/** Resolves after `ms`, or at once when the signal aborts, so a cancelled reply stops promptly. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise(function wait(resolve) {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

function isSmallTalk(message: string): boolean {
  const words = phraseWords(message);
  return words.length > 0 && words.every((word) => SMALL_TALK_WORDS.has(word));
}

/** The multi-word titles and keywords the question named verbatim. */
function phrasesOf(hit: SearchHit): string[] {
  return hit.matchedTerms.filter((term) => term.includes(' '));
}

function isMatch(hit: SearchHit | undefined): hit is SearchHit {
  return hit !== undefined && hit.score >= MIN_MATCH_SCORE && hit.matchedTerms.length > 0;
}

function statementsOf(hit: SearchHit): string[] {
  switch (hit.kind) {
    case 'concept':
      return [...hit.entry.keyPoints];
    case 'tip':
      return [hit.entry.short, ...sentences(hit.entry.detail)];
    case 'drill':
      return [hit.entry.short, ...hit.entry.steps];
  }
}

/** Short statements about an entry, each short enough for a Tactical bullet. */
function pointsOf(hit: SearchHit): string[] {
  return statementsOf(hit).filter((point) => wordCount(point) <= TACTICAL_MAX_WORDS);
}

/** The second hit is another topic when it names a term the first does not, and nearly as strongly. */
function isSecondTopic(best: SearchHit, second: SearchHit | undefined): second is SearchHit {
  if (!isMatch(second)) return false;
  const namesNewTerm = second.matchedTerms.some((term) => !best.matchedTerms.includes(term));
  const namesNewPhrase = phrasesOf(second).some((phrase) => !best.matchedTerms.includes(phrase));
  return namesNewTerm && (namesNewPhrase || second.score >= SECOND_TOPIC_SHARE * best.score);
}

function isComplexQuestion(message: string, hits: SearchHit[]): boolean {
  if (wordCount(message) > SIMPLE_QUESTION_MAX_WORDS) return true;
  let text = ` ${phraseWords(message).join(' ')} `;
  for (const phrase of hits.flatMap(phrasesOf)) {
    while (text.includes(` ${phrase} `)) text = text.replace(` ${phrase} `, ' ');
  }
  return COMPLEX_MARKERS.test(text);
}

// ---------------------------------------------------------------------------------------------
// Small talk and unmatched questions: say what the coach can do, with real topics of the sport.

const MODE_PITCH: Record<Exclude<PersonalityMode, 'quizMaster'>, (label: string) => string> = {
  gameOnTheLine: (label) =>
    `In Tactical mode I give fast ${label} calls: one line for a quick question, 2–3 bullets for a bigger one.`,
  comprehensiveCoach: (label) =>
    `In Strategic mode I break a ${label} topic down: the situation, your options, a recommendation and a drill to practise it.`,
  personalTrainer: (label) =>
    `In Trainer mode I write ${label} programs: tell me your body weight, goal (lose fat, build muscle or perform) and training days per week, and you get a week-by-week plan with calories and macros.`,
};

const OPENERS = ['Ready when you are.', "Let's get to work.", 'Good to have you here.'];

function capabilities(sport: Sport, mode: Exclude<PersonalityMode, 'quizMaster'>, message: string): string {
  const label = SPORT_LABELS[sport];
  const seed = hash(message);
  const playbook = knowledgeOf(sport);
  const pool: readonly { title: string }[] = mode === 'personalTrainer' ? playbook.drills : playbook.concepts;
  // Spread the picks across the playbook so the examples cover different areas of the sport.
  const step = Math.max(1, Math.floor(pool.length / 4));
  const topics = [0, 1, 2, 3].map((offset) => pickBySeed(pool, seed + offset * step).title);
  const example =
    mode === 'personalTrainer'
      ? 'Try: "I weigh 80 kg, want to build muscle, 4 days a week."'
      : `Try: "Explain ${topics[0] ?? label}."`;
  const heading = mode === 'personalTrainer' ? 'Sessions can include drills such as:' : `${label} topics to ask about:`;
  return [
    `${pickBySeed(OPENERS, seed)} ${MODE_PITCH[mode](label)}`,
    '',
    heading,
    ...topics.map((topic) => `- **${topic}**`),
    '',
    example,
  ].join('\n');
}

function quizNote(sport: Sport): string {
  const label = SPORT_LABELS[sport];
  return `Quiz Master asks the questions here: press **Start Quiz**, or type "Start a new quiz about ${label}", then answer each question with A, B, C or D.`;
}

// ---------------------------------------------------------------------------------------------
// Tactical (gameOnTheLine)

function tacticalReply(sport: Sport, message: string): string {
  const hits = searchKnowledge(sport, message, { limit: 3 });
  const [best, second] = hits;
  if (!isMatch(best)) return capabilities(sport, 'gameOnTheLine', message);
  const secondTopic = isSecondTopic(best, second) ? second : undefined;
  if (!secondTopic && !isComplexQuestion(message, hits)) return best.entry.short;

  const own = pointsOf(best);
  const candidates = secondTopic
    ? [best.entry.short, secondTopic.entry.short, ...own]
    : [...own, ...hits.slice(1).map((hit) => hit.entry.short)];
  const bullets = [...new Set(candidates)].filter((point) => wordCount(point) <= TACTICAL_MAX_WORDS).slice(0, 3);
  // Bullets need two points; an entry with a single short statement and no neighbours gets one line.
  if (bullets.length < 2) return best.entry.short;
  return bullets.map((point) => `- ${point}`).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Strategic (comprehensiveCoach)

const RECOMMENDATION_LEADS = ['Build the plan around', 'Make your first call', 'Lean on'];

function situationOf(hit: SearchHit): string {
  switch (hit.kind) {
    case 'concept':
      return hit.entry.detail;
    case 'tip':
      return `${hit.entry.short} ${hit.entry.detail}`;
    case 'drill':
      return hit.entry.short;
  }
}

function optionPoints(hit: SearchHit): string[] {
  switch (hit.kind) {
    case 'concept':
      return [...hit.entry.keyPoints];
    case 'tip':
      return sentences(hit.entry.detail).slice(0, 2);
    case 'drill':
      return hit.entry.steps.slice(0, 3);
  }
}

/** Flow labels are plain by contract; anything else is stripped so the diagram always parses. */
export function mermaidFlow(labels: string[]): string {
  const nodes = labels
    .map((label) =>
      label
        .replace(/[^A-Za-z0-9 ]/g, '')
        .replace(/ +/g, ' ')
        .trim(),
    )
    .filter((label) => label.length > 0)
    .map((label, index) => `${String.fromCharCode(65 + index)}["${label}"]`);
  return ['```mermaid', 'flowchart LR', `  ${nodes.join(' --> ')}`, '```'].join('\n');
}

function drillFor(sport: Sport, message: string, best: SearchHit): Drill {
  if (best.kind === 'drill') return best.entry;
  const byQuestion = searchKnowledge(sport, message, { kinds: ['drill'], limit: 1 })[0];
  const byTopic = searchKnowledge(sport, `${best.entry.title} ${best.entry.keywords.join(' ')}`, {
    kinds: ['drill'],
    limit: 1,
  })[0];
  const hit = byQuestion ?? byTopic;
  if (hit?.kind === 'drill') return hit.entry;
  return pickBySeed(knowledgeOf(sport).drills, hash(message));
}

function strategicReply(sport: Sport, message: string): string {
  const hits = searchKnowledge(sport, message, { limit: 3 });
  const [best] = hits;
  if (!isMatch(best)) return capabilities(sport, 'comprehensiveCoach', message);
  const top = hits.filter((hit) => hit === best || (isMatch(hit) && hit.score >= RELATED_OPTION_SHARE * best.score));
  const [, alternative] = top;
  const flowHit = top.find((hit) => hit.kind === 'concept' && hit.entry.flow !== undefined);
  const flow = flowHit?.kind === 'concept' ? flowHit.entry.flow : undefined;
  const drill = drillFor(sport, message, best);
  const seed = hash(message);

  const options = top.flatMap((hit, index) => [
    `${index + 1}. **${hit.entry.title}**: ${hit.entry.short}`,
    ...optionPoints(hit).map((point) => `   - ${point}`),
  ]);
  const diagram = flowHit && flow ? ['', `**How ${flowHit.entry.title} unfolds:**`, '', mermaidFlow(flow)] : [];
  const recommendation = [
    `${pickBySeed(RECOMMENDATION_LEADS, seed)} **${best.entry.title}**. Coaching priority: ${pointsOf(best)[0] ?? best.entry.short}`,
    ...(alternative
      ? ['', `If the opponent takes that away, switch to **${alternative.entry.title}**: ${alternative.entry.short}`]
      : []),
  ];
  return [
    '### Situation',
    '',
    situationOf(best),
    '',
    '### Options',
    '',
    ...options,
    ...diagram,
    '',
    '### Recommendation',
    '',
    ...recommendation,
    '',
    '### Drill to practise it',
    '',
    `**${drill.title}** (${drill.minutes} minutes): ${drill.short}`,
    '',
    ...drill.steps.map((step, index) => `${index + 1}. ${step}`),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Trainer (personalTrainer)

type Goal = 'cut' | 'bulk' | 'maintain';

interface TrainingRequest {
  weightKg: number;
  goal: Goal;
  daysPerWeek: number;
  weeks: number;
  /** Human names of the values that were not in the message and took their defaults. */
  assumed: string[];
}

const DEFAULTS = { weightKg: 75, goal: 'maintain', daysPerWeek: 3, weeks: 4 } as const;
const KG_PER_POUND = 0.45359237;
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  once: 1,
  twice: 2,
};
const COUNT = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const WEIGHT_PATTERN = /(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|kilograms?|lbs?|pounds?)\b/;
const UNITLESS_WEIGHT_PATTERN = /\bweigh(?:s|ing)?\s+(?:about\s+|around\s+)?(\d+(?:\.\d+)?)\b/;
const DAYS_PATTERN = new RegExp(`\\b${COUNT}\\s*(?:x|times|days?|sessions?|workouts?)\\b|\\b(once|twice)\\b`);
const WEEKS_PATTERN = new RegExp(`\\b${COUNT}[\\s-]*weeks?\\b`);
const CUT_PATTERN =
  /\b(lose|losing|drop|dropping|shed|burn)\b.{0,20}\b(weight|fat|pounds|kg|kilos|lbs)\b|\bfat[- ]?loss\b|\bcut(ting)?\b|\blean(er)? out\b|\bget(ting)? lean|\bshred/;
const BULK_PATTERN =
  /\bbuild(ing)?\b.{0,20}\b(muscle|mass|size)\b|\bbulk|\bgain|\bput on\b|\bbigger\b|\bmass\b|\bhypertrophy\b/;
const MAINTAIN_PATTERN =
  /\bmaintain|\bperform|\bin[- ]season\b|\bfaster\b|\bstronger\b|\bexplosive|\bendurance\b|\bathletic/;

function countOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  return NUMBER_WORDS[word] ?? Number.parseInt(word, 10);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function parseWeightKg(text: string): number | undefined {
  const withUnit = WEIGHT_PATTERN.exec(text);
  if (withUnit?.[1] && withUnit[2]) {
    const value = Number.parseFloat(withUnit[1]);
    return withUnit[2].startsWith('k') ? value : value * KG_PER_POUND;
  }
  // "I weigh 180" without a unit: above 140 a kilogram reading is implausible, so it is pounds.
  const bare = UNITLESS_WEIGHT_PATTERN.exec(text)?.[1];
  if (bare === undefined) return undefined;
  const value = Number.parseFloat(bare);
  return value > 140 ? value * KG_PER_POUND : value;
}

function parseGoal(text: string): Goal | undefined {
  if (CUT_PATTERN.test(text)) return 'cut';
  if (BULK_PATTERN.test(text)) return 'bulk';
  if (MAINTAIN_PATTERN.test(text)) return 'maintain';
  return undefined;
}

function parseTrainingRequest(message: string): TrainingRequest {
  const text = message.toLowerCase();
  const weight = parseWeightKg(text);
  const goal = parseGoal(text);
  const daysMatch = DAYS_PATTERN.exec(text);
  const days = countOf(daysMatch?.[1] ?? daysMatch?.[2]);
  const weeks = countOf(WEEKS_PATTERN.exec(text)?.[1]);
  const assumed: string[] = [];
  if (weight === undefined) assumed.push(`weight ${DEFAULTS.weightKg} kg`);
  if (goal === undefined) assumed.push(`goal ${DEFAULTS.goal} (performance)`);
  if (days === undefined) assumed.push(`${DEFAULTS.daysPerWeek} days per week`);
  if (weeks === undefined) assumed.push(`${DEFAULTS.weeks} weeks`);
  return {
    // Clamped so a typo cannot produce negative carbohydrates or a 40-week wall of text.
    weightKg: Math.round(clamp(weight ?? DEFAULTS.weightKg, 35, 250)),
    goal: goal ?? DEFAULTS.goal,
    daysPerWeek: clamp(days ?? DEFAULTS.daysPerWeek, 1, 7),
    weeks: clamp(weeks ?? DEFAULTS.weeks, 1, 12),
    assumed,
  };
}

interface DayPlan {
  label: string;
  slots: ExerciseFocus[];
}

const DAY_PLANS: Record<'strength' | 'power' | 'speed' | 'conditioning' | 'skill', DayPlan> = {
  strength: { label: 'Strength', slots: ['strength', 'strength', 'power', 'mobility'] },
  power: { label: 'Power', slots: ['power', 'power', 'strength', 'mobility'] },
  speed: { label: 'Speed and agility', slots: ['speed', 'speed', 'skill', 'mobility'] },
  conditioning: { label: 'Conditioning', slots: ['conditioning', 'conditioning', 'skill', 'mobility'] },
  skill: { label: 'Skill and mobility', slots: ['skill', 'skill', 'mobility', 'conditioning'] },
};

// The goal decides which days come first: a cut leans on conditioning, a bulk on heavy lifting.
const WEEK_ROTATIONS: Record<Goal, DayPlan[]> = {
  cut: [
    DAY_PLANS.strength,
    DAY_PLANS.conditioning,
    DAY_PLANS.power,
    DAY_PLANS.conditioning,
    DAY_PLANS.speed,
    DAY_PLANS.strength,
    DAY_PLANS.skill,
  ],
  bulk: [
    DAY_PLANS.strength,
    DAY_PLANS.power,
    DAY_PLANS.strength,
    DAY_PLANS.speed,
    DAY_PLANS.power,
    DAY_PLANS.conditioning,
    DAY_PLANS.skill,
  ],
  maintain: [
    DAY_PLANS.strength,
    DAY_PLANS.speed,
    DAY_PLANS.power,
    DAY_PLANS.conditioning,
    DAY_PLANS.skill,
    DAY_PLANS.strength,
    DAY_PLANS.speed,
  ],
};

const FALLBACK_FOCUS_ORDER: ExerciseFocus[] = ['strength', 'power', 'conditioning', 'speed', 'skill', 'mobility'];
const PROGRESSED_FOCUSES: ReadonlySet<ExerciseFocus> = new Set(['strength', 'power', 'speed', 'conditioning']);

const GOAL_TEXT: Record<Goal, string> = {
  cut: 'lose fat while keeping strength',
  bulk: 'build muscle',
  maintain: 'hold your weight and sharpen performance',
};

const GOAL_ADJUSTMENT: Record<Goal, { kcal: number; proteinPerKg: number; note: string }> = {
  cut: { kcal: -400, proteinPerKg: 2.2, note: 'losing fat subtracts 400 kcal' },
  bulk: { kcal: 300, proteinPerKg: 2.0, note: 'building muscle adds 300 kcal' },
  maintain: { kcal: 0, proteinPerKg: 2.0, note: 'maintenance needs no adjustment' },
};

const MEAL_TIMING: Record<Goal, string> = {
  cut: 'Spread protein over four meals and fill up on vegetables to stay full on fewer calories.',
  bulk: 'Add a fourth meal or a milk-and-oats shake rather than forcing oversized plates.',
  maintain: 'On rest days trim the carbs a little but keep protein the same.',
};

/** Extra sets over the base prescription: none in weeks 1–2, +1 from week 3, +2 from week 5. */
function extraSets(week: number): number {
  return week >= 3 ? Math.min(2, Math.floor((week - 1) / 2)) : 0;
}

function weekNote(week: number): string {
  if (week === 1) return 'Base week: choose loads that leave two reps in reserve.';
  if (week === 2) return 'Progression: +5% load on every lift where all reps were clean in week 1.';
  const sets = extraSets(week);
  return `Progression: +${sets} set${sets > 1 ? 's' : ''} on strength, power, speed and conditioning work, and +5% load vs week ${week - 1}.`;
}

function trainingDays(sport: Sport, request: TrainingRequest, week: number): string[] {
  const exercises = knowledgeOf(sport).exercises;
  const byFocus = (focus: ExerciseFocus) => exercises.filter((exercise) => exercise.focus === focus);
  // Rotating through each focus across the week gives two strength days different main lifts.
  const used = new Map<ExerciseFocus, number>();
  const lines: string[] = [];
  for (let day = 0; day < request.daysPerWeek; day++) {
    const plan = WEEK_ROTATIONS[request.goal][day % 7] ?? DAY_PLANS.strength;
    const chosen: Exercise[] = [];
    for (const slot of plan.slots) {
      const focus = [slot, ...FALLBACK_FOCUS_ORDER].find((candidate) => byFocus(candidate).length > 0);
      if (focus === undefined) continue;
      const pool = byFocus(focus);
      const start = (used.get(focus) ?? 0) % pool.length;
      const rotated = [...pool.slice(start), ...pool.slice(0, start)];
      const exercise = rotated.find((candidate) => !chosen.includes(candidate));
      if (exercise === undefined) continue;
      used.set(focus, start + rotated.indexOf(exercise) + 1);
      chosen.push(exercise);
    }
    lines.push('', `**Day ${day + 1} — ${plan.label}**`);
    for (const exercise of chosen) {
      const sets = exercise.sets + (PROGRESSED_FOCUSES.has(exercise.focus) ? extraSets(week) : 0);
      lines.push(`- ${exercise.name}: ${sets} x ${exercise.reps}, rest ${exercise.restSeconds}s`);
    }
  }
  return lines;
}

function nutrition(request: TrainingRequest): string[] {
  const { weightKg, daysPerWeek, goal } = request;
  const adjustment = GOAL_ADJUSTMENT[goal];
  const maintenance = weightKg * 30 + 100 * daysPerWeek;
  const calories = maintenance + adjustment.kcal;
  const protein = Math.round(adjustment.proteinPerKg * weightKg);
  const fat = Math.round(0.9 * weightKg);
  const carbs = Math.max(0, Math.round((calories - protein * 4 - fat * 9) / 4));
  return [
    '### Nutrition',
    '',
    `Maintenance ≈ 30 kcal × ${weightKg} kg + 100 kcal × ${daysPerWeek} training days = ${maintenance} kcal; ${adjustment.note}. ` +
      `Protein is ${adjustment.proteinPerKg.toFixed(1)} g/kg, fat 0.9 g/kg, and carbs fill the remaining calories.`,
    '',
    `- Calories: ${calories} kcal/day`,
    `- Protein: ${protein} g`,
    `- Carbs: ${carbs} g`,
    `- Fat: ${fat} g`,
    '',
    '**Meal timing**',
    '',
    '- Eat a meal with carbs and protein 2–3 hours before training, or a light snack an hour before.',
    '- Within two hours after training, have 30–40 g of protein with carbs to refuel.',
    `- ${MEAL_TIMING[goal]}`,
  ];
}

function trainingProgram(sport: Sport, message: string): string {
  const request = parseTrainingRequest(message);
  const label = SPORT_LABELS[sport];
  const weeks = Array.from({ length: request.weeks }, (_, index) => index + 1).flatMap((week) => [
    '',
    `#### Week ${week}`,
    '',
    weekNote(week),
    ...trainingDays(sport, request, week),
  ]);
  return [
    `A ${request.weeks}-week ${label} program to ${GOAL_TEXT[request.goal]}: ${request.daysPerWeek} training days a week at ${request.weightKg} kg.`,
    ...(request.assumed.length > 0
      ? ['', `> Assumed: ${request.assumed.join(', ')}. Tell me yours and I will tailor the plan.`]
      : []),
    '',
    '### Program',
    ...weeks,
    '',
    ...nutrition(request),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Quiz questions

function pickQuizQuestion({ sport, asked, signal }: QuizQuestionRequest): QuizBankQuestion {
  signal?.throwIfAborted();
  const bank = knowledgeOf(sport).quiz;
  const askedTexts = new Set(asked);
  const fresh = bank.filter((question) => !askedTexts.has(question.question));
  // Once every question has been asked the quiz starts over rather than failing.
  const pool = fresh.length > 0 ? fresh : bank;
  if (pool.length === 0) throw new CoachError('unavailable', `The ${sport} quiz bank is empty`);
  return pickBySeed(pool, hash(`${asked.length}\n${asked.join('\n')}`));
}
