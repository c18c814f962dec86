import type { PersonalityMode, Sport } from '../../../../shared/constants';
import type { Level } from '../../../../shared/practice-plan';
import type { Concept, Drill } from '../knowledge/content-schema';
import { drillById, knowledgeOf, searchKnowledge } from '../knowledge/knowledge-base';
import type { KnowledgeHit } from '../knowledge/knowledge-base';
import { phraseWords, TOPICLESS_WORDS } from '../knowledge/search-terms';
import { doerOf, objectVerb, ownerOf, verbSide } from '../understand/detect-side';
import type { Owner, Side, SideReading } from '../understand/detect-side';
import type { Understanding } from '../understand/understand-message';
import { QUESTION_FORMS } from '../understand/question-forms';
import { faultOfRulesPhrase, faultReply } from './fault-reply';
import { limitNames, moveFit, movesForLimits, ourLimits } from './our-limits';
import type { OurLimit } from './our-limits';
import {
  clipWords,
  hash,
  mermaidFlow,
  numbered,
  pickBySeed,
  tacticalBullets,
  wordCount,
  TACTICAL_MAX_WORDS,
} from './reply-text';

/** A concept scoring this share of a drill or tip named by the same words is still what is asked about. */
const CONCEPT_SHARE = 0.75;

type ReplyMode = Exclude<PersonalityMode, 'quizMaster' | 'personalTrainer'>;

/** Whether the answer runs the concept (it is the user's own tool) or beats it (the opponent's). */
type Stance = 'run' | 'beat';

const OPPOSITE: Record<Side, Side> = { offense: 'defense', defense: 'offense' };

/** The side the user is on: what the words say, else the side facing the concept they named. */
export function userSideFor(reading: SideReading, concept: Concept): Side | undefined {
  if (reading.side) return reading.side;
  if (concept.side === 'neutral') return undefined;
  return reading.faces ? OPPOSITE[concept.side] : undefined;
}

function counterStance(reading: SideReading, concept: Concept, owner: Owner | undefined): Stance {
  // An entry written as the plan against an opponent's tool is always the user's own answer.
  if (concept.counters !== undefined) return 'run';
  // "We're returning against a big server" on Return of Serve: the words put us on the concept's own
  // side, so it is ours to run, whoever a shared keyword ("serve") sounds like it belongs to.
  if (reading.role && !reading.imposed && reading.side === concept.side) return 'run';
  // "Their press" is beaten and "our press" run, whatever side the rest of the message reads as.
  if (owner === 'them') return 'beat';
  if (owner === 'us') return 'run';
  const side = userSideFor(reading, concept);
  // "We concede from corners" that lands on the defending-corners concept: that is the user's own
  // tool, so the answer is how to run it well, not how an attack beats it.
  return side !== undefined && side === concept.side ? 'run' : 'beat';
}

/**
 * Who the message says uses the concept: its title or a matched keyword next to "their" or "our",
 * read by the words alone (the learned side reading hears "run" in "run on their pickoff" as ours).
 */
function conceptOwner(
  message: string,
  topics: readonly KnowledgeHit[],
  concept: Concept,
  reading?: SideReading,
): Owner | undefined {
  const hit = topics.find((topic) => topic.kind === 'concept' && topic.entry.id === concept.id);
  const words = phraseWords(message);
  const named = [concept.title, ...(hit?.matchedTerms ?? [])].map(phraseWords);
  // A name the message spells whole says whose the concept is; a lone word of it said elsewhere does
  // not ("our run defense keeps giving up outside zone": the "run" is our defence's, the zone theirs).
  const whole = named.filter((term) => term.length > 1 && ` ${words.join(' ')} `.includes(` ${term.join(' ')} `));
  const terms = whole.length > 0 ? whole : named;
  // The verb the concept is the object of says whose it is before an owner word further back: "my bigs
  // defend a pick and roll" is their pick and roll, "teach my guards to attack a hedge" their hedge.
  // A reading that puts the user on the other side (the other reading a clarifying question offers)
  // is left to the side it was given.
  // The concept's head said as a verb ("we want to press their guards full court") is done by its
  // subject, whoever an owner word nearer the rest of the name says. A position's head is no such
  // verb: "how do we guard him" defends their point guard, it does not play the position.
  const doer = concept.kind === 'position' ? undefined : doerOf(words, [headOf(concept.title)]);
  if (doer !== undefined && verbAgrees(doer, concept, reading)) return doer;
  const byVerb = objectVerb(words, terms, concept.side);
  if (byVerb !== undefined && verbAgrees(byVerb, concept, reading)) return byVerb;
  const owner = ownerOf(words, terms);
  // "How do we defend their corners" on Defending Corners: the keyword is theirs, the concept our tool.
  const wordsSide = verbSide(message.toLowerCase());
  return owner === 'them' && wordsSide !== undefined && wordsSide === concept.side ? 'us' : owner;
}

// Words after a name's head: "Return of Serve", "Running on a Strong Arm".
const AFTER_HEAD = new Set(['of', 'on', 'against', 'vs', 'versus', 'for', 'to', 'in', 'with', 'from']);

/** The word a concept's name is about ("press" of "Full-Court Press"); a pair such as "Hit and Run" is whole. */
function headOf(title: string): readonly string[] {
  const words = phraseWords(title);
  if (words.includes('and')) return words;
  const after = words.findIndex((word, index) => index > 0 && AFTER_HEAD.has(word));
  return after > 0 ? words.slice(after - 1, after) : words.slice(-1);
}

/** Whether whose the verb makes the concept leaves the user on the side the reading puts them on. */
function verbAgrees(owner: Owner, concept: Concept, reading: SideReading | undefined): boolean {
  if (!reading?.imposed || reading.side === undefined || concept.side === 'neutral') return true;
  return (owner === 'them' ? OPPOSITE[concept.side] : concept.side) === reading.side;
}

/** The side the user is on by whose the message says the concept is: "their press" attacks, "our press" defends. */
export function ownedSide(
  message: string,
  topics: readonly KnowledgeHit[],
  concept: Concept,
  reading?: SideReading,
): Side | undefined {
  if (concept.side === 'neutral') return undefined;
  const owner = conceptOwner(message, topics, concept, reading);
  return owner === 'them' ? OPPOSITE[concept.side] : owner === 'us' ? concept.side : undefined;
}

function conceptsOf(topics: readonly KnowledgeHit[]): Concept[] {
  return topics.flatMap((hit) => (hit.kind === 'concept' ? [hit.entry] : []));
}

/**
 * The concept a counter answers: the one the message says whose it is, else the best one on the
 * side the user faces when the words say whose side they are on, else the best one.
 */
export function counterConcept(
  message: string,
  topics: readonly KnowledgeHit[],
  reading: SideReading,
): Concept | undefined {
  // A plan is written for one side: "their catcher has a weak arm" puts us on offense, where the
  // defense's plan for a weak-armed catcher is no answer.
  // Read from whose the message says a concept is; the side reader guesses too often to rule one out.
  const userSide = conceptsOf(topics)
    .filter((concept) => concept.counters === undefined)
    .map((concept) => ownedSide(message, topics, concept, reading))
    .find((side) => side !== undefined);
  const concepts = conceptsOf(topics).filter(
    (concept) =>
      concept.counters === undefined ||
      concept.side === 'neutral' ||
      userSide === undefined ||
      concept.side === userSide,
  );
  const [first] = concepts;
  // A plan written against the problem the message names answers it whole, whoever owns its words;
  // one named only by who does it ("their big man") yields to what they do ("the offensive glass").
  const plan = concepts.find(
    (concept) =>
      concept.counters !== undefined &&
      coversSeveral(topics, concept) &&
      (concept === first || wordsCovered(topics, concept) > wordsCovered(topics, first)),
  );
  if (plan) return plan;
  // The best concept when the message says whose it is; else one it names as the opponent's.
  if (first && conceptOwner(message, topics, first, reading) !== undefined) return first;
  const theirs = concepts.find((concept) => conceptOwner(message, topics, concept, reading) === 'them');
  const facing = reading.side ? OPPOSITE[reading.side] : undefined;
  return theirs ?? concepts.find((concept) => concept.side === facing) ?? first;
}

/** Whether the message named the entry by more than one word: a plan's problem, not a shared word. */
function coversSeveral(topics: readonly KnowledgeHit[], concept: Concept): boolean {
  return wordsCovered(topics, concept) > 1;
}

/** The words of the message that name the concept; a word every play uses ("play" of "match play") names none. */
function wordsCovered(topics: readonly KnowledgeHit[], concept: Concept | undefined): number {
  const hit = topics.find((topic) => topic.kind === 'concept' && topic.entry.id === concept?.id);
  const words = (hit?.matchedTerms ?? []).flatMap((term) => phraseWords(term));
  return new Set(words.filter((word) => !TOPICLESS_WORDS.has(word))).size;
}

/**
 * The sides each drill trains, by the sided concepts that list it: a drill listed only by the
 * opponent's concepts (a backpedal drill for a coverage) trains their skill, not our answer.
 */
const drillSides = new Map<Sport, ReadonlyMap<string, ReadonlySet<Side>>>();

function sidesTrainedBy(sport: Sport, drill: Drill): ReadonlySet<Side> {
  let sides = drillSides.get(sport);
  if (!sides) {
    const built = new Map<string, Set<Side>>();
    for (const concept of knowledgeOf(sport).concepts) {
      if (concept.side === 'neutral') continue;
      for (const id of concept.drillIds) built.set(id, (built.get(id) ?? new Set<Side>()).add(concept.side));
    }
    sides = built;
    drillSides.set(sport, sides);
  }
  return sides.get(drill.id) ?? new Set<Side>();
}

/**
 * Whether a drill rehearses our side's answer: a concept of our side lists it, or no sided concept
 * does and its words say it trains the answer. A drill named by the same words as their weapon (a
 * serving drill for "their kick serve") trains the weapon.
 */
function trainsSide(sport: Sport, drill: Drill, side: Side): boolean {
  const sides = sidesTrainedBy(sport, drill);
  return sides.has(side) || (sides.size === 0 && ANSWER_DRILL[side].test(`${drill.title} ${drill.short}`));
}

// Drill words that train the answer to an opponent's tool, by the side the user is on.
const ANSWER_DRILL: Record<Side, RegExp> = {
  defense: /\b(?:defen[cs]e|defending|defend|defenders|coverage|contain|guard|guarding|return|block|deny)\b/i,
  offense:
    /\b(?:break|breaking|beat|beating|vs|versus|against|release|pickup|build-?out|escape|attack|attacking|read)\b/i,
};

/** What the user's own players are called on each side, for a drill run against a scout group. */
const GROUP: Record<Sport, Record<Side, string>> = {
  football: { offense: 'offense', defense: 'defense' },
  basketball: { offense: 'attackers', defense: 'defenders' },
  soccer: { offense: 'attackers', defense: 'defenders' },
  baseball: { offense: 'hitters and runners', defense: 'fielders and pitchers' },
  golf: { offense: 'players', defense: 'players' },
  tennis: { offense: 'servers', defense: 'returners' },
};

/**
 * The drill for beating an opponent's concept: one of its drills (or a drill the message names) that
 * trains the user's side, else its own drill run with a scout group playing the concept.
 */
function counterDrillSection(
  sport: Sport,
  concept: Concept,
  topics: readonly KnowledgeHit[],
  side: Side | undefined,
  level: Level | undefined,
): string[] {
  const own = concept.drillIds.map((id) => drillById(sport, id)).filter((drill) => drill !== undefined);
  const named = topics.flatMap((hit) => (hit.kind === 'drill' ? [hit.entry] : []));
  const suited = [...own, ...named].filter((drill) => level === undefined || drill.levels.includes(level));
  // The concept's own drills train the side that runs it; only one that also trains ours rehearses our answer.
  const ours = side ? suited.filter((drill) => trainsSide(sport, drill, side)) : suited;
  const answer = side ? ours.find((drill) => ANSWER_DRILL[side].test(`${drill.title} ${drill.short}`)) : undefined;
  if (answer) return ['', '### Drill to practise our answer', '', ...drillLines(answer)];
  const fallback = side
    ? (ours[0] ?? ourDrillAgainst(sport, concept, side, level))
    : drillForConcept(sport, concept, level);
  if (!fallback) return [];
  const group = side ? GROUP[sport][side] : 'players';
  return [
    '',
    '### Drill to practise our answer',
    '',
    `Run it with a scout group playing their ${concept.title.toLowerCase()} while our ${group} rehearse the answer above.`,
    '',
    ...drillLines(fallback),
  ];
}

/** A drill of our side found by how the concept is beaten, when none of its own trains our side. */
function ourDrillAgainst(sport: Sport, concept: Concept, side: Side, level: Level | undefined): Drill | undefined {
  const found = searchKnowledge(sport, [concept.title, ...concept.howToBeat].join(' '), {
    kinds: ['drill'],
    limit: 10,
  });
  return found
    .flatMap((hit) => (hit.kind === 'drill' ? [hit.entry] : []))
    .find((drill) => trainsSide(sport, drill, side) && (level === undefined || drill.levels.includes(level)));
}

/** 1 when a drill trains the other side's answer to the concept (the other side lists it and its words say so), else 0. */
function otherSidesDrill(sport: Sport, drill: Drill, concept: Concept): number {
  if (concept.side === 'neutral') return 0;
  const other = OPPOSITE[concept.side];
  const words = `${drill.title} ${drill.short}`;
  const theirs =
    sidesTrainedBy(sport, drill).has(other) &&
    ANSWER_DRILL[other].test(words) &&
    !ANSWER_DRILL[concept.side].test(words);
  return theirs ? 1 : 0;
}

/** The drill for a concept: its own first drill that suits the level, else its first drill (never for youth). */
function drillForConcept(sport: Sport, concept: Concept, level: Level | undefined): Drill | undefined {
  const listed = concept.drillIds.map((id) => drillById(sport, id)).filter((drill) => drill !== undefined);
  // A concept's drills may include the other side's (the press break drill on the press, listed to
  // show how it is attacked): running the concept is practised first by a drill that is not the
  // other side's answer to it by its own words.
  const drills = [...listed].sort((a, b) => otherSidesDrill(sport, a, concept) - otherSidesDrill(sport, b, concept));
  const suited = drills.find((drill) => level === undefined || drill.levels.includes(level));
  return suited ?? (level === 'youth' ? undefined : drills[0]);
}

function drillSection(drill: Drill | undefined): string[] {
  if (!drill) return [];
  return ['', '### Drill to practise it', '', ...drillLines(drill)];
}

/** A counter plan's own drill: written for our side, so it rehearses our answer as it stands. */
function answerDrillSection(drill: Drill | undefined): string[] {
  if (!drill) return [];
  return ['', '### Drill to practise our answer', '', ...drillLines(drill)];
}

/** A drill written out whole: what it is, its equipment, its steps and its coaching points. */
export function drillLines(drill: Drill): string[] {
  const equipment = drill.equipment.length > 0 ? drill.equipment.join(', ') : 'none';
  const players = drill.maxPlayers ? `${drill.minPlayers}–${drill.maxPlayers}` : `${drill.minPlayers}+`;
  return [
    `**${drill.title}** (${drill.minutes} min, ${players} players): ${drill.short}`,
    '',
    `Equipment: ${equipment}`,
    '',
    ...numbered(drill.steps),
    '',
    '**Coaching points**',
    '',
    ...drill.coachingPoints.map((point) => `- ${point}`),
  ];
}

function flowSection(concept: Concept): string[] {
  return concept.flow ? ['', `**How ${concept.title} unfolds:**`, '', mermaidFlow(concept.flow)] : [];
}

// ---------------------------------------------------------------------------------------------

function defineReply(sport: Sport, mode: ReplyMode, understanding: Understanding, best: KnowledgeHit): string {
  if (best.kind !== 'concept') return mode === 'gameOnTheLine' ? best.entry.short : entryReply(mode, best);
  const concept = best.entry;
  if (mode === 'gameOnTheLine') return concept.short;
  return [
    '### Situation',
    '',
    concept.detail,
    '',
    '### Options',
    '',
    ...numbered(concept.keyPoints),
    ...flowSection(concept),
    '',
    '### Recommendation',
    '',
    `Start with the first step: ${concept.howToRun[0] ?? concept.short}`,
    '',
    `Expect opponents to answer it this way: ${concept.howToBeat[0] ?? ''}`,
    ...drillSection(drillForConcept(sport, concept, understanding.plan.level)),
  ].join('\n');
}

/** A tip or a drill named by the question, in the mode's shape. */
function entryReply(mode: ReplyMode, hit: KnowledgeHit): string {
  if (hit.kind === 'drill') return drillReply(mode, [hit.entry]);
  if (hit.kind === 'concept') return hit.entry.short;
  const tip = hit.entry;
  if (mode === 'gameOnTheLine') return tip.short;
  return ['### Situation', '', tip.short, '', '### Recommendation', '', tip.detail].join('\n');
}

function sideLabel(side: Side | undefined): string {
  return side === 'offense' ? 'on offense' : side === 'defense' ? 'on defense' : 'here';
}

function counterReply(
  sport: Sport,
  mode: ReplyMode,
  message: string,
  understanding: Understanding,
): string | undefined {
  const concept = counterConcept(message, understanding.topics, understanding.side);
  if (!concept) return undefined;
  const owner = conceptOwner(message, understanding.topics, concept, understanding.side);
  const stance = counterStance(understanding.side, concept, owner);
  // What the coach says our side lacks today decides which answers lead and which wait.
  const limits = ourLimits(sport, message);
  // Our own scheme being beaten, asked what we change: the adjustments, not its assignments again.
  const adjustments =
    stance === 'run' && QUESTION_FORMS.asksWhatWeChange.test(message.toLowerCase()) ? concept.adjustments : undefined;
  const adjusting = adjustments !== undefined;
  const moves = movesForLimits(adjustments ?? (stance === 'beat' ? concept.howToBeat : concept.howToRun), limits);
  if (mode === 'gameOnTheLine') return tacticalBullets(moves);
  // The side follows the stance: beating a sided concept is the other side's job, running it its own.
  const side =
    concept.side === 'neutral'
      ? userSideFor(understanding.side, concept)
      : stance === 'beat'
        ? OPPOSITE[concept.side]
        : concept.side;
  const withLimits = limits.length > 0 ? `, with ${limitNames(limits)}` : '';
  const situation =
    stance === 'beat'
      ? `You are ${sideLabel(side)} against **${concept.title}**${withLimits}: ${concept.short}`
      : concept.counters !== undefined
        ? `You are ${sideLabel(side)} against ${concept.counters}${withLimits}. **${concept.title}**: ${concept.short}`
        : adjusting
          ? `Your **${concept.title}** is being beaten ${sideLabel(side)}${withLimits}: adjust it, or change the call.`
          : `**${concept.title}** is your answer ${sideLabel(side)}${withLimits}: ${concept.short}`;
  const mistakes =
    stance === 'beat'
      ? ['**Mistakes to make them pay for**', '', ...concept.mistakes.map((mistake) => `- ${mistake}`)]
      : ['**Mistakes to avoid**', '', ...concept.mistakes.map((mistake) => `- ${mistake}`)];
  return [
    '### Situation',
    '',
    situation,
    '',
    concept.detail,
    '',
    '### Options',
    '',
    ...numbered(limitedOptions(moves, limits)),
    ...flowSection(concept),
    '',
    '### Recommendation',
    '',
    ...recommendationFor(moves, limits, concept, stance),
    '',
    ...mistakes,
    ...(stance === 'beat'
      ? counterDrillSection(sport, concept, understanding.topics, side, understanding.plan.level)
      : concept.counters !== undefined
        ? answerDrillSection(drillForConcept(sport, concept, understanding.plan.level))
        : drillSection(drillForConcept(sport, concept, understanding.plan.level))),
  ].join('\n');
}

/** The answers to each limit lead; an option leaning on what a limit takes away says so. */
function limitedOptions(moves: readonly string[], limits: readonly OurLimit[]): string[] {
  const aimed = limits.map((limit) => `**For ${limit.name}:** ${limit.option}`);
  const marked = moves.map((move) =>
    moveFit(move, limits) === 'needs' ? `${move} (Leans on what we lack today: keep it for later.)` : move,
  );
  return [...aimed, ...marked];
}

/** The first step, chosen for the limit the message states when it states one. */
function recommendationFor(
  moves: readonly string[],
  limits: readonly OurLimit[],
  concept: Concept,
  stance: Stance,
): string[] {
  const [limit] = limits;
  if (!limit) return [`Start with: ${moves[0] ?? concept.short}`];
  const fitting =
    moves.find((move) => moveFit(move, limits) === 'suits') ?? moves.find((move) => moveFit(move, limits) !== 'needs');
  return [
    `With ${limitNames(limits)}, start with the answer aimed at it: ${limit.option}`,
    '',
    `Chosen because ${limit.because}`,
    ...(fitting ? ['', `First step ${firstStepOf(concept, stance)}: ${fitting}`] : []),
  ];
}

function firstStepOf(concept: Concept, stance: Stance): string {
  if (stance === 'beat') return `against their ${concept.title.toLowerCase()}`;
  return concept.counters !== undefined ? `against ${concept.counters}` : `of ${concept.title.toLowerCase()}`;
}

function executeReply(
  sport: Sport,
  mode: ReplyMode,
  message: string,
  understanding: Understanding,
  best: KnowledgeHit,
): string {
  if (best.kind !== 'concept') return entryReply(mode, best);
  const concept = best.entry;
  // Running our own plan with a limit stated ("our catcher's arm is weak") leads with what works without it.
  const limits = ourLimits(sport, message);
  const steps = movesForLimits(concept.howToRun, limits);
  if (mode === 'gameOnTheLine') {
    const avoid = concept.mistakes.map((mistake) => `Avoid: ${mistake}`);
    return tacticalBullets([
      ...steps.slice(0, 2),
      ...avoid.filter((line) => wordCount(line) <= TACTICAL_MAX_WORDS),
      ...steps.slice(2),
    ]);
  }
  const withLimits = limits.length > 0 ? `, with ${limitNames(limits)}` : '';
  return [
    '### Situation',
    '',
    `${concept.title}${withLimits}: ${concept.short}`,
    '',
    concept.detail,
    '',
    '### Options',
    '',
    ...numbered(limitedOptions(steps, limits)),
    ...flowSection(concept),
    '',
    '### Recommendation',
    '',
    ...(limits.length > 0
      ? [...recommendationFor(steps, limits, concept, 'run'), '', 'Common mistakes:']
      : ['Teach it in that order, one step at a time. Common mistakes:']),
    '',
    ...concept.mistakes.map((mistake) => `- ${mistake}`),
    ...drillSection(drillForConcept(sport, concept, understanding.plan.level)),
  ].join('\n');
}

/** Drills the question asks for, suited to the level it names when the library has such drills. */
function drillsFor(sport: Sport, message: string, understanding: Understanding): Drill[] {
  const level = understanding.plan.level;
  const hits = searchKnowledge(sport, message, { kinds: ['drill'], limit: 8 }).flatMap((hit) =>
    hit.kind === 'drill' ? [hit.entry] : [],
  );
  const fromConcept = conceptsOf(understanding.topics).flatMap((concept) =>
    concept.drillIds.map((id) => drillById(sport, id)).filter((drill) => drill !== undefined),
  );
  const candidates = [...new Set([...hits, ...fromConcept])];
  const suited = candidates.filter((drill) => level === undefined || drill.levels.includes(level));
  // A youth coach never gets an older group's drill: with none suited, a youth drill of the library.
  const chosen = suited.length > 0 || level === 'youth' ? suited : candidates;
  if (chosen.length > 0) return chosen.slice(0, 2);
  const library = knowledgeOf(sport).drills;
  const pool = level === 'youth' ? library.filter((drill) => drill.levels.includes('youth')) : library;
  return [pickBySeed(pool.length > 0 ? pool : library, hash(message))];
}

function drillReply(mode: ReplyMode, drills: readonly Drill[]): string {
  const [first, second] = drills;
  if (!first) return '';
  if (mode === 'gameOnTheLine') {
    const equipment = first.equipment.length > 0 ? clipWords(first.equipment.join(', '), 6) : 'no equipment';
    return tacticalBullets([
      `${first.title}: ${first.minutes} min, ${equipment}`,
      first.coachingPoints[0] ?? first.short,
      first.steps[0] ?? first.short,
    ]);
  }
  return [
    '### Drill',
    '',
    ...drillLines(first),
    ...(second ? ['', '### Another option', '', `**${second.title}** (${second.minutes} min): ${second.short}`] : []),
  ].join('\n');
}

function compareReply(mode: ReplyMode, understanding: Understanding): string | undefined {
  const [first, second] = conceptsOf(understanding.topics);
  if (!first || !second) return undefined;
  if (mode === 'gameOnTheLine') {
    return tacticalBullets([`${first.title}: ${first.short}`, `${second.title}: ${second.short}`]);
  }
  const column = (concept: Concept) => [
    `**${concept.title}** — ${concept.short}`,
    ...concept.keyPoints.map((point) => `- ${point}`),
    `- Beaten by: ${concept.howToBeat[0] ?? ''}`,
    `- Suits: ${concept.levels.join(', ')}`,
  ];
  return [
    '### Situation',
    '',
    `${first.detail}`,
    '',
    `${second.detail}`,
    '',
    '### Options',
    '',
    ...column(first),
    '',
    ...column(second),
    '',
    '### Recommendation',
    '',
    `Choose **${first.title}** when ${lowerFirst(first.keyPoints[0])}; choose **${second.title}** when ${lowerFirst(second.keyPoints[0])}`,
  ].join('\n');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '.');
}

/** A rule question answers from a rule concept when one is named: "a safety" the score, not the position. */
function ruleReply(mode: ReplyMode, understanding: Understanding): string | undefined {
  const best =
    understanding.topics.find((hit) => hit.kind === 'concept' && hit.entry.kind === 'rule') ?? understanding.topics[0];
  if (!best) return undefined;
  if (best.kind !== 'concept') return entryReply(mode, best);
  const concept = best.entry;
  if (mode === 'gameOnTheLine') return concept.short;
  return [
    '### Rule',
    '',
    `**${concept.title}**: ${concept.short}`,
    '',
    concept.detail,
    '',
    '### Key points',
    '',
    ...concept.keyPoints.map((point) => `- ${point}`),
    ...flowSection(concept),
  ].join('\n');
}

/**
 * "How do we run on their pickoff", "what do we do about their press", "their pitcher has a nasty
 * curve": the opponent's tool is beaten, not taught or defined.
 */
export function answersTheirs(message: string, understanding: Understanding): boolean {
  if (!['execute', 'situation', 'define'].includes(understanding.intent)) return false;
  if (asksHowToPlayTheShot(message, understanding.topics)) return false;
  const concept = understanding.topics.find((hit) => hit.kind === 'concept');
  return (
    concept?.kind === 'concept' &&
    conceptOwner(message, understanding.topics, concept.entry, understanding.side) === 'them'
  );
}

/**
 * "Ball plugged in the bunker, how do I play it": how to play a shot named by a technique no side
 * owns (a lie, a stroke), which is the setup and swing for whoever asks, never a way to manage or
 * beat it.
 */
export function asksHowToPlayTheShot(message: string, topics: readonly KnowledgeHit[]): boolean {
  const concept = topics.find((hit) => hit.kind === 'concept');
  return (
    concept?.kind === 'concept' &&
    concept.entry.kind === 'technique' &&
    concept.entry.side === 'neutral' &&
    QUESTION_FORMS.asksHowToPlayTheShot.test(message.toLowerCase())
  );
}

/** The reply for a question about the knowledge base, or undefined when it names nothing known. */
export function knowledgeReply(
  sport: Sport,
  mode: ReplyMode,
  message: string,
  understanding: Understanding,
): string | undefined {
  const best = understanding.topics[0];
  // How to run something is a concept's facet; a drill or tip that shares its words is not the answer.
  const bestConcept = understanding.topics.find((hit) => hit.kind === 'concept') ?? best;
  // For "what is it", the concept unless a drill or tip is clearly what the message names.
  const named = understanding.topics.find(
    (hit) => hit.kind === 'concept' && message.toLowerCase().includes(hit.entry.title.toLowerCase()),
  );
  const close = understanding.topics.find(
    (hit) => hit.kind === 'concept' && best !== undefined && hit.score >= CONCEPT_SHARE * best.score,
  );
  const defined = named ?? close ?? best;
  if (answersTheirs(message, understanding)) return counterReply(sport, mode, message, understanding);
  switch (understanding.intent) {
    case 'counter':
      return counterReply(sport, mode, message, understanding) ?? (best ? entryReply(mode, best) : undefined);
    case 'execute':
    case 'situation':
      return bestConcept ? executeReply(sport, mode, message, understanding, bestConcept) : undefined;
    case 'drill':
      return drillReply(mode, drillsFor(sport, message, understanding));
    case 'compare':
      return (
        compareReply(mode, understanding) ?? (defined ? defineReply(sport, mode, understanding, defined) : undefined)
      );
    case 'rule': {
      // "Our linemen forget their blocking rules": a technique's rules, not the game's, when no rule is named.
      const ruled = understanding.topics.some((hit) => hit.kind === 'concept' && hit.entry.kind === 'rule');
      const fault = ruled ? undefined : faultOfRulesPhrase(sport, message);
      return fault ? faultReply(sport, mode, fault) : ruleReply(mode, understanding);
    }
    default:
      return defined ? defineReply(sport, mode, understanding, defined) : undefined;
  }
}
