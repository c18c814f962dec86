import type { PersonalityMode, Sport } from '../../../../shared/constants';
import { searchKnowledge } from '../knowledge/knowledge-base';
import type { KnowledgeHit } from '../knowledge/knowledge-base';
import { phraseRoot, phraseWords, searchTerms } from '../knowledge/search-terms';
import { hasSenses, usedInSenseWithoutEntry } from '../builtin/word-senses';
import { classifyIntent, INTENTS } from './classify-intent';
import type { Intent } from './classify-intent';
import {
  detectSide,
  handedVerb,
  namedAsObject,
  opponentActs,
  playObjects,
  sideFacing,
  theirActionOnUs,
} from './detect-side';
import type { Side, SideReading } from './detect-side';
import type { TheirAction } from '../builtin/word-senses';
import { readMessage } from './learned-reader';
import { QUESTION_FORMS } from './question-forms';
import type { LearnedReading } from './learned-reader';
import { mentionedSport } from './mentioned-sport';
import { withDigits } from './number-text';
import { parsePlanRequest } from './parse-plan-request';
import type { PlanRequest } from './parse-plan-request';
import { parseSituation } from './parse-situation';
import type { Situation } from './parse-situation';
import { parseTrainingRequest } from './parse-training-request';
import type { TrainingContext, TrainingRequest } from './parse-training-request';

const TOPIC_LIMIT = 3;
// Entries ranked before coverage picks the topics: enough that one covering more words is among them.
const TOPIC_SEARCH_LIMIT = 8;
// Content words from which a message is long enough that one shared word no longer names its topic.
const LONG_MESSAGE_TERMS = 5;
// A title the message names whole counts as this many more covered words: it is what is asked about.
const TITLE_COVERS = 2;
/** Further topics must stay this close to the best one, or they are noise from a shared word. */
const RELATED_TOPIC_SHARE = 0.4;

/** Everything the coach reads out of one message before composing a reply. */
export interface Understanding {
  intent: Intent;
  /** The sport the answer is about: the one the message names, else the chat's. */
  sport: Sport;
  side: SideReading;
  /** Knowledge entries the message names, best first. */
  topics: KnowledgeHit[];
  situation: Situation;
  plan: PlanRequest;
  training: TrainingRequest;
  /** The decision engine the message needs, when the learned reader is sure of it ('none': a decision no engine answers). */
  engine?: string;
}

const SIDE_OF: Record<string, Side | undefined> = {
  offence: 'offense',
  batting: 'offense',
  serving: 'offense',
  defence: 'defense',
  fielding: 'defense',
  returning: 'defense',
};

/** Whether the words put two things side by side: "zone or man", "cover 2 vs cover 3", "how they differ". */
function offersTwo(message: string): boolean {
  const text = withDigits(message.toLowerCase());
  return /\bor\b/.test(text) || QUESTION_FORMS.asksHowTheyDiffer.test(text);
}

/**
 * The learned reading when it is sure, the regex readers' otherwise. A technique fault to fix is
 * answered as a how-to until the router knows the intent. The Trainer mode always reads as training
 * unless the regex reader finds a plan, small talk or something off topic.
 */
function intentOf(
  learned: LearnedReading,
  regex: Intent,
  mode: PersonalityMode,
  namesTopic: boolean,
  message: string,
): Intent {
  if (mode === 'personalTrainer' || !learned.trusted.intent) return regex;
  // A comparison needs two things to compare: "should we press them high?" names one option, and
  // asks yes or no.
  if (learned.intent === 'compare' && regex !== 'compare' && !offersTwo(message)) return regex;
  // Its "live fact" stands only when the words hold one or name nothing of coaching: "who is leading
  // the warm-up" asks who runs a drill, which its "who is leading" would refuse as a live score.
  if (learned.intent === 'unknowable' && regex !== 'unknowable' && namesTopic) return regex;
  // The learned reader's "off topic" stands only when the words agree: a question about sport or
  // coaching that names nothing it learned ("film study on their guards") is still the coach's.
  if (learned.intent === 'offTopic' && regex !== 'offTopic') return regex;
  // "Half the gym, 50 mins, 10 players, press break": minutes and a group ask for a session, whatever
  // skill it names; the regex reader sees a plan only with both.
  if (regex === 'plan' && learned.intent !== 'training') return regex;
  // "Our hitters chase sliders, how do we fix that": the words tell our own habit and ask for its fix,
  // which a counter to the opponent's pitch of the same name does not answer.
  if (regex === 'fix' && learned.intent === 'counter') return regex;
  return INTENTS.find((intent) => intent === learned.intent) ?? 'execute';
}

/**
 * A side the learned reader is sure of replaces the regex reading's, except a role said outright;
 * its 'none' leaves the regex reading be.
 */
function sideOf(learned: LearnedReading, regex: SideReading): SideReading {
  if (regex.role) return regex;
  const side = learned.trusted.side ? SIDE_OF[learned.side] : undefined;
  return side ? { side, faces: false } : regex;
}

/** The numbers a message gave; a distance's unit qualifies the distance and is no cue of its own. */
function countDefined(state: object): number {
  return Object.entries(state).filter(([key, value]) => value !== undefined && key !== 'distanceUnit').length;
}

/**
 * The message words an entry's matched terms cover: a phrase covers each of its words, compared by
 * root so "serving" and "serve" are one word covered, not two.
 */
function coverage(hit: KnowledgeHit, words: ReadonlySet<string>): number {
  const roots = new Set([...words].map(phraseRoot));
  // A keyword phrase matched whole covers each of its words, those the search skips too ("quick slant").
  const covered = new Set(
    hit.matchedTerms.flatMap((term) => {
      const termRoots = phraseWords(term).map(phraseRoot);
      return termRoots.length > 1 ? termRoots : termRoots.filter((root) => roots.has(root));
    }),
  );
  return Math.max(covered.size, hit.matchedTerms.length > 0 ? 1 : 0);
}

/**
 * Entries the message names by title or keyword; body-text matches alone are not a topic. In a longer
 * message one shared word is weak evidence ("floats" in a question about help defense): an entry
 * covering several of its words ranks first, and an entry named by one word (not its title) stays a
 * topic only when nothing covers more, and that word has one sense in the sport.
 */
export function topicsOf(sport: Sport, text: string): KnowledgeHit[] {
  const named = searchKnowledge(sport, text, { limit: TOPIC_SEARCH_LIMIT })
    .map((hit) => withoutOtherSenses(sport, hit, text))
    .filter((hit) => hit.matchedTerms.length > 0 && (!isCounterPlan(hit) || namesProblem(hit)));
  const words = new Set(searchTerms(text).flatMap((term) => phraseWords(term)));
  const ranked =
    words.size < LONG_MESSAGE_TERMS
      ? named
      : named
          .map((hit) => ({ hit, covers: coverage(hit, words) + (titleNamed(hit, text) ? TITLE_COVERS : 0) }))
          .filter(({ hit, covers }, _, all) => {
            if (covers > 1 || titleNamed(hit, text)) return true;
            const better = all.some((other) => other.covers > 1 || titleNamed(other.hit, text));
            return !better && !hit.matchedTerms.some((term) => hasSenses(sport, term));
          })
          .sort((a, b) => b.covers - a.covers || b.hit.score - a.hit.score)
          .map(({ hit }) => hit);
  const best = ranked[0]?.score ?? 0;
  const related = ranked.filter((hit) => hit.score >= RELATED_TOPIC_SHARE * best);
  // The thing a verb is done to outranks the verb's own skill: "teach my guards to attack a hedge" is the hedge.
  return actorsLast(objectsFirst(sport, handedSkillFirst(related, text), text)).slice(0, TOPIC_LIMIT);
}

/**
 * The concept a verb of play names whole as its object by one of its keywords ("hit a cut" → the
 * fade, whose keyword "cut" is a short word the ranking weighs lightly), searched for on its own.
 */
function conceptNamedAsObject(sport: Sport, text: string, coveredBetter: boolean): KnowledgeHit | undefined {
  for (const object of playObjects(phraseWords(text))) {
    if (coveredBetter && object.length === 1 && hasSenses(sport, object[0] ?? '')) continue;
    const phrase = object.join(' ');
    const roots = object.map(phraseRoot).join(' ');
    const found = searchKnowledge(sport, phrase, { kinds: ['concept'], limit: 5 }).find(
      (hit) =>
        hit.kind === 'concept' &&
        [hit.entry.title, ...hit.entry.keywords].some((name) => phraseWords(name).map(phraseRoot).join(' ') === roots),
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * "How do I hit a cut off the tee", "how do we block crosses": the concept a verb of play takes as
 * its object is what is asked about, ahead of one sharing another of the message's words (the driver
 * of "off the tee", the low block of "block").
 */
function objectsFirst(sport: Sport, ranked: readonly KnowledgeHit[], text: string): KnowledgeHit[] {
  const words = phraseWords(text);
  // Named whole by its title or a keyword: "cut" inside a keyword "make the cut" names no cut shot.
  const isObject = (hit: KnowledgeHit) =>
    hit.kind === 'concept' && namedAsObject(words, [hit.entry.title, ...hit.entry.keywords].map(phraseWords));
  const firstConcept = ranked.find((hit) => hit.kind === 'concept');
  // A concept named by its whole title ("explain attacking a zone") is what is asked about, whatever
  // its own words take as their object.
  if (firstConcept && (isObject(firstConcept) || titleNamed(firstConcept, text))) return [...ranked];
  const inRanked = ranked.find(isObject);
  // As in topicsOf: in a longer message one word of several senses names no topic over an entry
  // covering several of its words ("guarding the screen" beside the drop coverage it describes).
  const termWords = new Set(searchTerms(text).flatMap((term) => phraseWords(term)));
  const coveredBetter = termWords.size >= LONG_MESSAGE_TERMS && ranked.some((hit) => coverage(hit, termWords) > 1);
  const searched = inRanked ? undefined : conceptNamedAsObject(sport, text, coveredBetter);
  const object = inRanked ?? searched;
  if (!object) return [...ranked];
  const best = ranked[0]?.score ?? object.score;
  // Found by its own search, it ranks as the message's best topic, which it is.
  const first = searched ? { ...object, score: Math.max(object.score, best) } : object;
  return [first, ...ranked.filter((hit) => hit.entry.id !== object.entry.id)];
}

/**
 * "Teach my linebackers to tackle", "get my defenders to head it": the verb handed to the players is
 * the skill asked about, so an entry whose title names it comes first, ahead of a position or a scheme
 * that shares its word as a noun (the nose tackle of a 3-4).
 */
function handedSkillFirst(ranked: readonly KnowledgeHit[], text: string): KnowledgeHit[] {
  const verb = handedVerb(text);
  if (verb === undefined) return [...ranked];
  const root = phraseRoot(verb);
  const namesSkill = (hit: KnowledgeHit) =>
    hit.kind === 'concept' && phraseWords(hit.entry.title).some((word) => phraseRoot(word) === root);
  return [...ranked.filter(namesSkill), ...ranked.filter((hit) => !namesSkill(hit))];
}

/** The hit named only by the terms the message uses in the sense of the entry ("make the cut" names no fade). */
function withoutOtherSenses(sport: Sport, hit: KnowledgeHit, text: string): KnowledgeHit {
  const kept = hit.matchedTerms.filter((term) => !usedInSenseWithoutEntry(sport, term, text));
  if (kept.length === hit.matchedTerms.length) return hit;
  // What is left names the entry only when the message spells it: "shoot" typed near "shot" is no name.
  const said = new Set(phraseWords(text).map(phraseRoot));
  const matchedTerms = kept.filter((term) => phraseWords(term).every((word) => said.has(phraseRoot(word))));
  return { ...hit, matchedTerms };
}

/**
 * "Their big man is killing us on the offensive glass", "their running back keeps bouncing outside":
 * a position named beside a play or skill is who does it, and what they do is the topic. The
 * position stays first when nothing else is named by words of its own.
 */
function actorsLast(ranked: readonly KnowledgeHit[]): KnowledgeHit[] {
  // The first concept decides, past a drill or tip: "teach my linebackers to tackle" asks for tackling,
  // whatever drill ranks first, not for what a linebacker is.
  const at = ranked.findIndex((hit) => hit.kind === 'concept');
  const first = ranked[at];
  if (!first || !isPosition(first)) return [...ranked];
  const actorWords = new Set(first.matchedTerms.flatMap((term) => phraseWords(term)));
  const action = ranked.find(
    (hit) =>
      hit.kind === 'concept' &&
      !isPosition(hit) &&
      hit.matchedTerms.flatMap((term) => phraseWords(term)).some((word) => !actorWords.has(word)),
  );
  if (!action) return [...ranked];
  const rest = ranked.filter((hit) => hit !== action);
  return [...rest.slice(0, at), action, ...rest.slice(at)];
}

function isPosition(hit: KnowledgeHit): boolean {
  return hit.kind === 'concept' && hit.entry.kind === 'position';
}

/** An entry written as the plan against an opponent's problem ("a base stealer"). */
export function isCounterPlan(hit: KnowledgeHit): boolean {
  return hit.kind === 'concept' && hit.entry.counters !== undefined;
}

// Verbs any counter question uses to tell what happens and ask for the answer.
const TELLING_VERBS: ReadonlySet<string> = new Set(
  ['keep', 'keeps', 'run', 'runs', 'running', 'stop', 'stopping', 'beat', 'get', 'go', 'do'].map(phraseRoot),
);

// Distinct words a plan's terms must cover when the message names none of its keywords whole.
const PLAN_MIN_WORDS = 3;

/**
 * Whether the message names the problem a plan is written against: one of its keywords whole ("steals
 * second", "outdrives"), or several of its words. Two shared words ("press", "high") are as often our
 * own tool as the opponent's.
 */
function namesProblem(hit: KnowledgeHit): boolean {
  if (hit.matchedTerms.some((term) => phraseWords(term).length > 1)) return true;
  const keywords = new Set(hit.entry.keywords.flatMap((keyword) => searchTerms(keyword)));
  const wholeKeyword = hit.entry.keywords.some(
    (keyword) =>
      phraseWords(keyword).length === 1 && searchTerms(keyword).some((term) => hit.matchedTerms.includes(term)),
  );
  const covered = new Set(hit.matchedTerms.flatMap((term) => phraseWords(term)));
  // Scattered words name the problem only when one of them is more than the verbs of asking and
  // telling: "keep", "run" and "stop" gathered from "dive keep pitch" and "stop the option" name no
  // option offense in "they keep running it, how do we stop it".
  const telling = [...covered].filter((word) => !TELLING_VERBS.has(phraseRoot(word)));
  return (
    wholeKeyword ||
    (covered.size >= PLAN_MIN_WORDS && [...covered].some((word) => keywords.has(word)) && telling.length > 0)
  );
}

/** Whether the text names the entry's whole title, in any form of its words ("serving and volleying"). */
function titleNamed(hit: KnowledgeHit, text: string): boolean {
  const roots = (words: string) => phraseWords(words).map(phraseRoot).join(' ');
  return ` ${roots(text)} `.includes(` ${roots(hit.entry.title)} `);
}

// Readings of a message telling what the other side does to us that would answer it from their side.
const BEATEN_NOT_DONE: ReadonlySet<Intent> = new Set(['define', 'execute', 'fix', 'situation']);

/** The side an action of theirs done to us puts us on, over any other reading of the side. */
function facingTheirAction(theirs: ReturnType<typeof theirActionOnUs>, read: SideReading): SideReading {
  if (theirs === undefined || read.role) return read;
  const side = sideFacing(theirs);
  return side === undefined ? { faces: true } : { side, faces: false };
}

const actionWord = (theirs: TheirAction) => theirs.action.replace(/_/g, ' ');

/** Whether an entry's title or keywords name the action ("steal" in "steals every time"). */
function namesAction(theirs: TheirAction): (hit: KnowledgeHit) => boolean {
  const word = actionWord(theirs);
  return (hit) =>
    [hit.entry.title, ...hit.entry.keywords].some((said) => ` ${said.toLowerCase()} `.includes(` ${word}`));
}

/**
 * The topics a message names, with the one their action on us is about first: "hitting us with a
 * 1-2-2 press, up 5" is about the press even where the score pulls other topics ahead of it.
 */
function withTheirActionFirst(
  sport: Sport,
  topics: readonly KnowledgeHit[],
  theirs: ReturnType<typeof theirActionOnUs>,
): KnowledgeHit[] {
  if (theirs === undefined) return [...topics];
  const names = namesAction(theirs);
  if (topics.slice(0, 2).some(names)) return [...topics];
  const about = topics.filter(names);
  const found = about.length > 0 ? about : searchKnowledge(sport, actionWord(theirs), { limit: 2 }).filter(names);
  return [...found, ...topics.filter((hit) => !found.some((each) => each.entry.id === hit.entry.id))];
}

/**
 * "They park the bus", "the other side defends in their own box all game": the other side's tool told
 * as a fact, named by the plan written against it, asks how we beat it, not what it is. A question of
 * what it is ("what is a low block") keeps its definition.
 */
function theirToolTold(topics: readonly KnowledgeHit[], intent: Intent, message: string): KnowledgeHit | undefined {
  if (intent !== 'define' && intent !== 'fix') return undefined;
  const text = withDigits(message.toLowerCase());
  if (!opponentActs(text) || QUESTION_FORMS.aboutTheConcept.test(text)) return undefined;
  return topics.find((hit) => isCounterPlan(hit) && namesProblem(hit));
}

/**
 * "They pitch around our cleanup hitter", "opponents press our centre backs": once their action on
 * us settles our side, the plan written for the other side (how to pitch to a dangerous hitter) is
 * theirs, not our answer, and the plan written for our side against that problem comes first, found
 * by the message's words when the ranking missed it.
 */
function ourPlanFirst(
  sport: Sport,
  topics: readonly KnowledgeHit[],
  side: Side | undefined,
  message: string,
  theirs: TheirAction,
) {
  if (side === undefined) return [...topics];
  const planOf = (hit: KnowledgeHit, ours: boolean) =>
    isCounterPlan(hit) && hit.kind === 'concept' && (hit.entry.side === side) === ours;
  const ourPlan = (hit: KnowledgeHit) => planOf(hit, true) && namesProblem(hit);
  // "Their leadoff guy steals on every pitch": the plan against their action, by the action's name.
  const againstAction = (hit: KnowledgeHit) => planOf(hit, true) && namesAction(theirs)(hit);
  const plan =
    topics.find(ourPlan) ??
    searchKnowledge(sport, withDigits(message.toLowerCase()), { limit: TOPIC_SEARCH_LIMIT }).find(ourPlan) ??
    searchKnowledge(sport, actionWord(theirs), { limit: TOPIC_SEARCH_LIMIT }).find(againstAction);
  // With our plan found, an entry named only by their action's word ("pitchout" by "steals") is
  // their move told again, and would be read as the concept the message says is theirs.
  const byActionOnly = (hit: KnowledgeHit) =>
    plan !== undefined && hit.matchedTerms.every((term) => phraseRoot(term) === phraseRoot(actionWord(theirs)));
  const kept = topics.filter((hit) => !planOf(hit, false) && hit.entry.id !== plan?.entry.id && !byActionOnly(hit));
  return plan ? [plan, ...kept] : kept;
}

/** What a message asks, on which side and about what: an Understanding without the plan or training it may describe. */
export type Reading = Omit<Understanding, 'plan' | 'training'>;

/**
 * The reading alone, for a caller that needs no plan or training request (the language model's
 * reading note): those two parsers are a third of the understanding's work, on the send's path.
 */
export function readingOf(chatSport: Sport, mode: PersonalityMode, message: string): Reading {
  const sport = mentionedSport(message) ?? chatSport;
  const situation = parseSituation(sport, message);
  const namedTopics = topicsOf(sport, message);
  const learned = readMessage(sport, message);
  const regexIntent = classifyIntent(message, mode, {
    situationCues: countDefined(situation.state),
    hasTopic: namedTopics.length > 0,
    topicIsRule: namedTopics[0]?.kind === 'concept' && namedTopics[0].entry.kind === 'rule',
  });
  const intent = intentOf(learned, regexIntent, mode, namedTopics.length > 0, message);
  const theirs = theirActionOnUs(message);
  const side = facingTheirAction(theirs, sideOf(learned, detectSide(withDigits(message))));
  const acted = withTheirActionFirst(sport, namedTopics, theirs);
  // Only their action told settles our side surely enough to drop the other side's plans: with
  // their subject alone ("their speedster keeps swiping bags") the side read from a verb may be theirs.
  const topics = theirs === undefined ? acted : ourPlanFirst(sport, acted, side.side, message, theirs);
  const told = theirToolTold(topics, intent, message);
  return {
    // "Their striker keeps getting in behind us" tells a habit of theirs: stopping it, not fixing it;
    // "they're fronting our post" asks how we beat it, not what fronting is or how to do it.
    intent:
      told || (intent === 'fix' && opponentActs(message)) || (theirs && BEATEN_NOT_DONE.has(intent))
        ? 'counter'
        : intent,
    sport,
    side,
    topics: told ? [told, ...topics.filter((hit) => hit !== told)] : topics,
    situation,
    ...(learned.trusted.engine ? { engine: learned.engine } : {}),
  };
}

export function understandMessage(
  chatSport: Sport,
  mode: PersonalityMode,
  message: string,
  context: TrainingContext = {},
): Understanding {
  const reading = readingOf(chatSport, mode, message);
  return {
    ...reading,
    plan: parsePlanRequest(message, reading.sport),
    training: parseTrainingRequest(message, context),
  };
}
