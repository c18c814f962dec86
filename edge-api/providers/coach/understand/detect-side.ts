import { theirActions, type TheirAction } from '../builtin/word-senses';
export type Side = 'offense' | 'defense';

/**
 * Whose side the user is on. `side` is set when the words fix it ("we concede", "our hitters",
 * "how do we stop…"); `faces` is set when the user asks about something the opponent does ("beat a
 * press", "they keep blitzing"), so their side is the opposite of that concept's side.
 */
export interface SideReading {
  side?: Side;
  faces: boolean;
  /**
   * The side is given from outside the words (another reading offered beside the message's own), so
   * it stands even where the message's verbs say otherwise.
   */
  imposed?: boolean;
  /** The side was said as our role ("we're batting", "I'm returning"): no guess overrides it. */
  role?: boolean;
}

// The side a role says outright: "we're batting", "I'm returning", "we're in the field".
const WE_ARE = String.raw`\b(?:we(?:'re| are|re)|i'?m|i am) (?:now |currently |still )?`;
const OUR_ROLE_DEFENSE = new RegExp(
  `${WE_ARE}(?:pitching|fielding|in the field|defending|out of possession|returning|receiving|on the return)\\b`,
);
const OUR_ROLE_OFFENSE = new RegExp(
  `${WE_ARE}(?:batting|hitting|at (?:the )?bat|up to bat|attacking|in possession|on the attack|serving)\\b`,
);
const OUR_DEFENSE =
  /\bwe (?:concede|keep conceding|give up|keep giving up|allow|can'?t stop|cant stop|struggle to stop|can'?t guard|cant guard|can'?t defend|cant defend)\b|\bon defen[cs]e\b|\bour (?:(?:run|pass|zone|man|team|perimeter|post|transition|red zone|goal line) )?(?:defen[cs]e|back ?line|back four|back five|defenders|centre backs|center backs|goalie|keeper|goalkeeper|pitchers?|pitching|staff|catcher|infield|outfield|secondary|d-?line|linebackers|dbs|db's|bigs)\b|\b(?:killing|lighting|torching|burning|beating|shredding|picking) us\b|\b(?:on|against) us\b|\bin behind us\b|\boverload(?:ing)? our\b|\bthey keep (?:scoring|running|throwing|hitting|stealing|getting|overloading|attacking|crossing|countering|driving|posting)\b|\b(?:they|he|she|their \w+(?: \w+)?) (?:will|(?:is|are|'s|'re) going to|gonna|loves? to|likes? to|wants? to|tries to|try to|always) (?:steal|squeeze|bunt|run on us|hit and run|drive|post up|cross|counter)\b|\bpitch ?out\b/;
const OUR_OFFENSE =
  /\bwe (?:can'?t|cant|struggle to|never) (?:score|hit|run|create|get|break|beat|find)\b|\bon offen[cs]e\b|\bour (?:offen[cs]e|attack|hitters|batters|lineup|strikers|forwards|attackers|shooters|qb|quarterback|receivers|wideouts|guards|o-?line|running backs?)\b|\b(?:hit|hitting|shoot|shooting|score|scoring|pass|passing|run the ball|running the ball) against\b|\bthey keep (?:blitzing|pressing|trapping|doubling|double teaming|shifting|packing|stacking|zoning|sitting|parking)\b/;
// The user's own verb: "how do we stop…" is defending, "how do we attack…" is attacking.
const USER_VERB =
  /\b(?:how (?:do|can|should|would|to|do you|can you)|way to|ways to|want to|need to|help me|help us)\s+(?:i |we |you |u )?(?:best |even |possibly )?(\w+)/;
const DEFENSE_VERBS = new Set([
  'stop',
  'defend',
  'guard',
  'contain',
  'shut',
  'slow',
  'mark',
  'tackle',
  'pressure',
  'cover',
  'get',
]);
const OFFENSE_VERBS = new Set([
  'attack',
  'break',
  'exploit',
  'crack',
  'score',
  'solve',
  'hit',
  'shoot',
  'run',
  'pass',
  'create',
  'unlock',
]);
// Verbs of one side that are also the names of things ("a double steal", "pitch count", "press
// break"): a side when the user or the other side does them ("we want to trap", "they always bunt"),
// but no verb governing a name that follows them.
const SIDE_ACTS: Record<Side, ReadonlySet<string>> = {
  defense: new Set([...DEFENSE_VERBS, 'trap', 'press', 'blitz', 'double', 'shift', 'pitch', 'field']),
  offense: new Set([...OFFENSE_VERBS, 'bat', 'steal', 'bunt', 'serve']),
};
const FACE_VERBS = new Set([
  'beat',
  'counter',
  'handle',
  'deal',
  'play',
  'face',
  'combat',
  'fight',
  'neutralize',
  'neutralise',
  'return',
]);
const OPPONENT_SUBJECT = /\b(?:they|their|opponents?|the other team|he|she|his|her)\b/;

// Words that say whose side a subject is, first to last: the first of them in a message is who it
// is about. "There" typed for "their" is told apart from "there is" by the word after it.
const SUBJECT_WORD =
  /\b(?:(our|my|we|us)|(their|thier|there(?!\s+(?:is|isnt|isn't|are|arent|aren't|was|wasnt|were|will|would|has|have|had|must|might|may|should|could|can|seems?|used|be|no|any|a|an|the)\b|'|s\b)|they(?:'re|re)?|the other (?:team|side|guys|club|school)|opponents?|opposition|opposing))\b/i;

/**
 * Whether the message is about what the other side does ("their winger keeps beating our full-back",
 * "they keep lobbing us"): a habit told of them is ours to stop, not a fault of our own to fix. "Our
 * kids travel when they catch it" is about our side: its first subject is ours.
 */
export function opponentActs(text: string): boolean {
  const first = SUBJECT_WORD.exec(text);
  return first !== null && first[2] !== undefined;
}

// "Teach my guards to attack…", "get my corners to tackle…", "how do my bigs defend…": the coach's
// own verb only hands the task to our players; the verb they are to do says the side.
const HANDING_VERBS = new Set(['teach', 'get', 'help', 'coach', 'train', 'drill', 'have']);
const HANDED_VERB =
  /\b(?:teach|get|help|coach|train|drill|have)\s+(?:my|our|the|these)\s+(?:[\w']+\s+){1,3}?to\s+(\w+)/;
const OUR_PLAYERS_VERB = /\bhow (?:do|can|should|would|could|will) (?:my|our) ((?:[\w']+\s+){1,3})/;

/** The verb of what the user, or the players they coach, are asked to do: "stop", "attack", "tackle". */
function askedVerb(text: string): string | undefined {
  const handed = HANDED_VERB.exec(text)?.[1];
  if (handed !== undefined) return handed;
  const players = OUR_PLAYERS_VERB.exec(text)?.[1];
  if (players !== undefined) {
    const known = players
      .trim()
      .split(/\s+/)
      .find((word) => SIDE_ACTS.defense.has(word) || SIDE_ACTS.offense.has(word) || FACE_VERBS.has(word));
    if (known !== undefined) return known;
  }
  const verb = USER_VERB.exec(text)?.[1];
  return verb !== undefined && HANDING_VERBS.has(verb) && verb !== 'get' ? undefined : verb;
}

/** The side the user's own verb puts them on: "how do we stop…" defends, "how do we attack…" attacks. */
export function verbSide(text: string): Side | undefined {
  const verb = askedVerb(text);
  if (verb !== undefined && SIDE_ACTS.defense.has(verb)) return 'defense';
  if (verb !== undefined && SIDE_ACTS.offense.has(verb)) return 'offense';
  return undefined;
}

// Side verbs too general to tell a side by who does them: "we run a 3-4", "they get physical".
const SUBJECT_NEUTRAL_VERBS = new Set(['get', 'run']);
const OUR_PRONOUNS = new Set(['we', 'i', 'im']);
const THEIR_PRONOUNS = new Set(['they', 'theyre', 'he', 'she']);

/** The side a verb of one side is done by ("trapping" → defense); none for a verb either side does. */
function sideActOf(word: string): Side | undefined {
  const verb = verbBase(word, (each) => SIDE_ACTS.defense.has(each) || SIDE_ACTS.offense.has(each));
  if (verb === undefined || SUBJECT_NEUTRAL_VERBS.has(verb)) return undefined;
  return SIDE_ACTS.defense.has(verb) ? 'defense' : 'offense';
}

/**
 * The side a subject's verb of one side puts us on: "we keep trapping" and "I serve" are ours to do,
 * "they always bunt" and "she serves big" theirs, so we are on the other side. Undefined when the
 * message's subjects and verbs say nothing, or disagree.
 */
function subjectVerbSide(text: string): Side | undefined {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z]+/);
  const sides = new Set<Side>();
  words.forEach((word, index) => {
    const side = sideActOf(word);
    if (side === undefined) return;
    let subjectAt = index - 1;
    while (subjectAt > 0 && VERB_LEADS.has((words[subjectAt] ?? '').replace(/s$/, ''))) subjectAt -= 1;
    const subject = words[subjectAt] ?? '';
    if (OUR_PRONOUNS.has(subject)) sides.add(side);
    else if (THEIR_PRONOUNS.has(subject)) sides.add(side === 'offense' ? 'defense' : 'offense');
  });
  return sides.size === 1 ? [...sides][0] : undefined;
}

export function detectSide(text: string): SideReading {
  // A role said outright is the surest word on our side, whatever else the message says of them.
  const roleDefense = OUR_ROLE_DEFENSE.test(text);
  const roleOffense = OUR_ROLE_OFFENSE.test(text);
  if (roleDefense !== roleOffense) return { side: roleDefense ? 'defense' : 'offense', faces: false, role: true };
  if (OUR_DEFENSE.test(text) && !OUR_OFFENSE.test(text)) return { side: 'defense', faces: false };
  if (OUR_OFFENSE.test(text) && !OUR_DEFENSE.test(text)) return { side: 'offense', faces: false };
  const verb = askedVerb(text);
  if (verb !== undefined && SIDE_ACTS.defense.has(verb)) return { side: 'defense', faces: false };
  if (verb !== undefined && SIDE_ACTS.offense.has(verb)) return { side: 'offense', faces: false };
  const doing = subjectVerbSide(text);
  if (doing !== undefined) return { side: doing, faces: false };
  if (verb !== undefined && FACE_VERBS.has(verb)) return { faces: true };
  if (/\b(?:beat|beating|against|facing|chase|chasing)\b|\b(?:do|run|call|play|try) (?:vs\.?|versus)\b/.test(text))
    return { faces: true };
  return { faces: OPPONENT_SUBJECT.test(text) };
}

/** Whose tool a named concept is in the message: the opponent's ("their press") or ours ("our press"). */
export type Owner = 'them' | 'us';

// Words before a concept's name that make it the opponent's: "their press", "against a zone",
// "the other team's pitcher has a nasty curve". Phrase words (stemmed, apostrophes dropped). Verbs such
// as "beat" are left to detectSide, whose reading the clarifying question may flip.
const THEM_BEFORE = new Set([
  'their',
  // "My opp serve-and-volleys": "my" before the opponent is no owner word of ours.
  'opp',
  'they',
  'theyre',
  'opponent',
  'opposition',
  'opposing',
  'other',
  'against',
  'facing',
  'vs',
  'versus',
]);
const US_BEFORE = new Set(['our', 'my']);
const OWN_VERBS = new Set(['run', 'use', 'play', 'call', 'install', 'teach', 'like']);
// "Their big man is killing us on the offensive glass": the owner is the subject of the clause, a few
// words before the weapon it uses.
const LOOK_BACK = 8;
const LOOK_AHEAD = 4;
// "There" typed for "their" is told apart from "there is" by the word after it.
const THERE_AS_THERE = new Set(['is', 'are', 'was', 'were', 's', 'ha', 'have', 'will', 'll', 'isnt', 'arent', 'be']);

/** The message's phrase words with "there" typed for "their" read as "their". */
function ownerWords(words: readonly string[]): string[] {
  return words.map((word, index) =>
    (word === 'there' || word === 'thier' || word === 'ther') && !THERE_AS_THERE.has(words[index + 1] ?? 'is')
      ? 'their'
      : word,
  );
}

/** Whether a message word is the term's word, or a form of its verb ("blitzing", "lobbed" for "blitz", "lob"). */
function sameWord(word: string | undefined, termWord: string): boolean {
  if (word === undefined) return false;
  if (word === termWord) return true;
  const [, base] = /^([a-z]{3,})(?:ing|ed|s)$/.exec(word) ?? [];
  if (base === undefined) return false;
  return base === termWord || base.slice(0, -1) === termWord || `${base}e` === termWord;
}

function indexOfRun(words: readonly string[], run: readonly string[]): number {
  if (run.length === 0) return -1;
  return words.findIndex((_, start) => run.every((word, offset) => sameWord(words[start + offset], word)));
}

// Words after which an owner word further back belongs to the other side of them.
const FACING_WORDS = new Set(['by', 'against', 'versus', 'vs']);

/**
 * The owner of the concept named by `terms` (phrase words of each matched term) in the message's
 * phrase words: the nearest owner word before the name decides, else the words after it ("the press
 * is killing us" is theirs, "the press we run" ours). Undefined when the words do not say.
 */
export function ownerOf(messageWords: readonly string[], terms: readonly (readonly string[])[]): Owner | undefined {
  const words = ownerWords(messageWords);
  for (const term of terms) {
    const at = indexOfRun(words, term);
    if (at < 0) continue;
    const doer = nameUsedAsVerb(words, at);
    if (doer !== undefined) return doer;
    for (let index = at - 1; index >= Math.max(0, at - LOOK_BACK); index -= 1) {
      const word = words[index] ?? '';
      // "They always blitz on third and long": the subject of a side's verb before the name does
      // that verb, and owns no more of what follows it than the rest of the message says.
      if (sideActOf(word) !== undefined && nameUsedAsVerb(words, index) !== undefined) break;
      if (THEM_BEFORE.has(word)) return 'them';
      if (US_BEFORE.has(word)) return 'us';
      // "Our run defense keeps getting gashed by inside zone": an owner before "by" or "against"
      // owns the other side of it.
      if (FACING_WORDS.has(word)) break;
    }
    const after = words.slice(at + term.length, at + term.length + LOOK_AHEAD);
    if (after.includes('us')) return 'them';
    // "The press we run" is ours; "the press, what do we do" says nothing of whose it is.
    const we = after.indexOf('we');
    if (we >= 0 && OWN_VERBS.has(after[we + 1] ?? '')) return 'us';
  }
  return undefined;
}

/**
 * Whose the concept is when one of `terms` is the message's verb: "we want to press their guards
 * full court" is our press, "our guards keep getting pressed" theirs. Undefined when no term is.
 */
export function doerOf(messageWords: readonly string[], terms: readonly (readonly string[])[]): Owner | undefined {
  const words = ownerWords(messageWords);
  for (const term of terms) {
    const at = indexOfRun(words, term);
    const doer = at < 0 ? undefined : nameUsedAsVerb(words, at);
    if (doer !== undefined) return doer;
  }
  return undefined;
}

// Verbs whose object is the opponent's tool whatever side it is on: "punish their blitz", "take
// advantage of a switch", "deal with the press".
const OBJECT_PRONOUNS = new Set(['it']);
const FACING_OBJECT_VERBS = new Set([
  ...[...FACE_VERBS].filter((verb) => verb !== 'play'),
  'punish',
  'exploit',
  'expose',
  'solve',
  'crack',
  'survive',
  'escape',
  'advantage',
  'answer',
  'read',
  'recognize',
  'recognise',
  // Whoever blocks faces the thing blocked: a blitz, a shot, a cross, a ball in the dirt.
  'block',
]);
// Verbs of being fooled by what follows the preposition: "bite on", "fall for", "cheat on", "sit on".
const FOOLED_VERBS = new Set([
  'bite',
  'bit',
  'fall',
  'fell',
  'buy',
  'bought',
  'cheat',
  'sit',
  'jump',
  'overplay',
  'overreact',
  'lean',
  'guess',
  'freeze',
  'froze',
]);
const FOOLED_PREPOSITIONS = new Set(['on', 'for', 'to', 'at', 'into']);
// Verbs whose object is our own tool: "run a hedge", "install the flex", "call a screen".
const OWN_OBJECT_VERBS = new Set(['run', 'use', 'set', 'install', 'teach', 'call', 'execute', 'disguise', 'throw']);
// Verbs done by one side of the ball: their object is the other side's tool ("attack a hedge", "defend
// a pick and roll") or a tool of the same side ("attack the backhand").
const SIDE_OBJECT_VERBS: Record<Side, ReadonlySet<string>> = {
  offense: new Set([...OFFENSE_VERBS, 'split']),
  defense: new Set(
    [...DEFENSE_VERBS, 'stop', 'defend', 'guard', 'contain', 'deny', 'return'].filter((v) => v !== 'get'),
  ),
};
// Words between a verb and its object that say nothing of whose it is: "defend a good pick and roll".
const OBJECT_FILLERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'any',
  'every',
  'same',
  'good',
  'little',
  'more',
  'better',
  'of',
  'with',
  'out',
  'down',
  'up',
]);
const MAX_FILLERS = 3;

/** The verb as the sets spell it: "punishing", "defended", "exploits" → "punish", "defend", "exploit". */
function verbBase(word: string, known: (verb: string) => boolean): string | undefined {
  if (known(word)) return word;
  const [, base] = /^([a-z]{2,})(?:ing|ed|es|s)$/.exec(word) ?? [];
  if (base === undefined) return undefined;
  return [base, `${base}e`, base.slice(0, -1)].find(known);
}

// Subjects of a verb: "they keep running the give and go" is their tool, "we run it" ours.
const THEIR_SUBJECTS = new Set([
  'they',
  'theyre',
  'their',
  'opponent',
  'opp',
  'opposition',
  'opposing',
  'other',
  'he',
  'she',
]);
const OUR_SUBJECTS = new Set(['we', 'i', 'our', 'my', 'us', 'me']);

/**
 * Whose the concept named by `terms` is, by the verb it is the object of: "punish their blitz" and
 * "exploit a switch" make it theirs, "run a hedge" ours, and a verb one side does ("attack",
 * "defend") faces a concept of the other side. The verb's subject turns it round: "they keep running
 * the give and go" is their give and go. Undefined when an owner word ("their", "our") or any other
 * word stands first before the name, or the verb's side meets a concept of neither side.
 */
export function objectVerb(
  messageWords: readonly string[],
  terms: readonly (readonly string[])[],
  conceptSide: Side | 'neutral',
): Owner | undefined {
  const words = ownerWords(messageWords);
  const isSided = (verb: string) => SIDE_OBJECT_VERBS.offense.has(verb) || SIDE_OBJECT_VERBS.defense.has(verb);
  for (const term of terms) {
    const at = indexOfRun(words, term);
    if (at < 0) continue;
    // "Explain cover 3 and how to beat it": a facing verb whose object is a pronoun after the
    // named thing faces that thing.
    const pronounAt = words.findIndex(
      (word, index) =>
        index > at &&
        OBJECT_PRONOUNS.has(word) &&
        verbBase(words[index - 1] ?? '', (verb) => FACING_OBJECT_VERBS.has(verb)) !== undefined,
    );
    if (pronounAt > 0) return 'them';
    const doer = nameUsedAsVerb(words, at);
    if (doer !== undefined) return doer;
    let verbAt = governingIndex(words, at);
    // "Bites on play action", "falls for the fake", "sits on the hitch": the subject is fooled by the
    // thing named, which is the other side's.
    if (
      FOOLED_PREPOSITIONS.has(words[verbAt] ?? '') &&
      verbBase(words[verbAt - 1] ?? '', (verb) => FOOLED_VERBS.has(verb))
    )
      verbAt -= 1;
    const word = words[verbAt];
    if (word === undefined || THEM_BEFORE.has(word) || US_BEFORE.has(word)) return undefined;
    // "Their return keeps beating my serve": a word an owner word stands before is a noun, not a verb.
    const ownerBefore = words[verbAt - 1] ?? '';
    if (THEM_BEFORE.has(ownerBefore) || US_BEFORE.has(ownerBefore)) continue;
    let owner: Owner | undefined;
    if (verbBase(word, (verb) => FACING_OBJECT_VERBS.has(verb) || FOOLED_VERBS.has(verb)) !== undefined) owner = 'them';
    else if (verbBase(word, (verb) => OWN_OBJECT_VERBS.has(verb)) !== undefined) owner = 'us';
    else {
      const sided = verbBase(word, isSided);
      if (sided === undefined || conceptSide === 'neutral') continue;
      owner = (SIDE_OBJECT_VERBS.offense.has(sided) ? 'offense' : 'defense') === conceptSide ? 'us' : 'them';
    }
    return subjectOf(words, verbAt) === 'them' ? (owner === 'us' ? 'them' : 'us') : owner;
  }
  return undefined;
}

/**
 * Whether the concept named by `terms` is the object of a verb of play ("hit a cut", "block crosses",
 * "attack a hedge", "run the flex"): the message asks about that thing done, not about a neighbour
 * sharing another of its words.
 */
export function namedAsObject(messageWords: readonly string[], terms: readonly (readonly string[])[]): boolean {
  const words = ownerWords(messageWords);
  const known = (verb: string) =>
    FACING_OBJECT_VERBS.has(verb) ||
    OWN_OBJECT_VERBS.has(verb) ||
    SIDE_OBJECT_VERBS.offense.has(verb) ||
    SIDE_OBJECT_VERBS.defense.has(verb);
  return terms.some((term) => {
    const at = indexOfRun(words, term);
    const word = at < 0 ? undefined : words[governingIndex(words, at)];
    return word !== undefined && verbBase(word, known) !== undefined;
  });
}

/**
 * What the message's verbs of play take as their object, as the one- and two-word phrases after
 * the verb ("hit a little cut into" → "cut", "cut into"; "block crosses" → "crosses").
 */
export function playObjects(messageWords: readonly string[]): string[][] {
  const words = ownerWords(messageWords);
  const known = (verb: string) =>
    FACING_OBJECT_VERBS.has(verb) ||
    OWN_OBJECT_VERBS.has(verb) ||
    SIDE_OBJECT_VERBS.offense.has(verb) ||
    SIDE_OBJECT_VERBS.defense.has(verb);
  return words.flatMap((word, index) => {
    if (verbBase(word, known) === undefined) return [];
    let at = index + 1;
    while (at < words.length && OBJECT_FILLERS.has(words[at] ?? '') && at - index <= MAX_FILLERS) at += 1;
    const [first, second] = words.slice(at, at + 2);
    if (first === undefined || THEM_BEFORE.has(first) || US_BEFORE.has(first)) return [];
    return second === undefined ? [[first]] : [[first], [first, second]];
  });
}

// Words that put a verb straight after them: a subject ("they trap", "im serving"), a modal or an
// adverb ("will blitz", "always shift"), or "keep" before its -ing ("keep trapping").
const VERB_SUBJECTS = new Set(['we', 'i', 'im', 'they', 'theyre', 'he', 'she']);
const VERB_LEADS = new Set([
  'will',
  'would',
  'can',
  'cant',
  'could',
  'should',
  'might',
  'wont',
  'dont',
  'doesnt',
  'didnt',
  'alway',
  'often',
  'usually',
  'never',
  'sometime',
  'constantly',
  'also',
  'keep',
  'kept',
]);
// Verbs before "to" whose "to" is an infinitive's ("want to trap"), not a place ("lose to a zone").
const INFINITIVE_HEADS = new Set([
  'want',
  'wanted',
  'try',
  'trie',
  'tried',
  'trying',
  'like',
  'love',
  'need',
  'needed',
  'going',
  'plan',
  'planning',
  'how',
  'able',
  'learn',
  'start',
  'begin',
  'decide',
  'decided',
  'prefer',
]);
// "Keeps getting shifted", "our guard got trapped": the subject suffers the verb, done by the other side.
const PASSIVE_AUXILIARIES = new Set(['get', 'getting', 'got', 'gotten', 'being', 'been', 'is', 'are', 'was', 'were']);

/** Who suffers the word at `at` when it is a passive ("getting pressed", "was trapped"): its subject. */
function sufferedBy(words: readonly string[], at: number): Owner | undefined {
  if (!PASSIVE_AUXILIARIES.has(words[at - 1] ?? '') || !/[^e]ed$/.test(words[at] ?? '')) return undefined;
  return subjectOf(words, at - 1);
}

/**
 * Whose the concept is when its name is the message's verb: "we want to trap their point guard" and
 * "how do we blitz" are our tools, "they shift on our lefty" theirs, and "our lefty keeps getting
 * shifted" theirs too (whoever gets shifted is not the one shifting). The owner word after such a
 * verb is its object's ("their point guard"), not the concept's.
 */
function nameUsedAsVerb(words: readonly string[], at: number): Owner | undefined {
  const before = words[at - 1];
  if (before === undefined) return undefined;
  const sufferer = sufferedBy(words, at);
  if (sufferer !== undefined) return sufferer === 'us' ? 'them' : 'us';
  const infinitive = before === 'to' && INFINITIVE_HEADS.has(words[at - 2] ?? '');
  if (!infinitive && !VERB_SUBJECTS.has(before) && !VERB_LEADS.has(before)) return undefined;
  return subjectOf(words, at);
}

/** Who does the verb at `at`: the nearest subject word before it within the clause's reach. */
function subjectOf(words: readonly string[], at: number): Owner | undefined {
  for (let index = at - 1; index >= Math.max(0, at - LOOK_BACK); index -= 1) {
    const word = words[index] ?? '';
    if (OUR_SUBJECTS.has(word)) return 'us';
    if (THEIR_SUBJECTS.has(word)) return 'them';
  }
  return undefined;
}

/** The index of the first word before the name at `at` that is not a filler such as "a" or "the" (-1: none). */
function governingIndex(words: readonly string[], at: number): number {
  let fillers = 0;
  for (let index = at - 1; index >= 0; index -= 1) {
    if (!OBJECT_FILLERS.has(words[index] ?? '') || fillers >= MAX_FILLERS) return index;
    fillers += 1;
  }
  return -1;
}

/**
 * The verb a coach hands to the players they coach: "teach my linebackers to tackle" → "tackle", "get
 * my defenders to head it" → "head". That verb is the skill asked about, not the players who do it.
 */
export function handedVerb(text: string): string | undefined {
  return HANDED_VERB.exec(text.toLowerCase())?.[1];
}

// Who the other side is as a subject: "they", "the other team", "their point guard", "my opponent".
// "He", "she" and "the net guy" are as often ours, so they count only with us as the object ("she
// drop-shots me").
const THEM_AS_SUBJECT = String.raw`(?:(?:they(?:'re|re|'ve|'ll|'d| are| have| have been)?|the other (?:team|side|guys)|the opposition|(?:(?:my|our|the) )?(?:opponents?|opps?)|(he|she|the (?:[a-z'-]+ )?(?:guy|player|man|woman|girl|kid)|(?<!(?:our|my) )(?:this |that )?(?:guy|girl|dude))(?:'s| is| has)?) |(their )(?:[a-z'-]+ ){1,2}?)`;
// Words between the subject and its verb: "they keep", "they're gonna", "they always try to".
const LEADS_TO_VERB = String.raw`(?:(?:always|keep|keeps|kept|will|would|just|now|still|constantly|again|really|gonna|going to|been|are|is|start(?:ed|s)?|begin|began|love to|loves to|like to|likes to|try to|tries to|tried to|want to|wants to|might|could|can|do|does|did|[a-z]+ly) )*`;
const LEAD_BEFORE_VERB = new RegExp(
  String.raw`\b(?:always|keep|keeps|kept|will|gonna|going to|love to|loves to|like to|likes to|try to|tries to)\s+\S+$`,
);
const US_AS_OBJECT = /^[^.?!;]{0,40}?\b(?:us|me|our|my|we)\b/;
// "We keep getting trapped", "our post gets fronted", "I got drop-shotted": we suffer their action.
const US_AS_SUFFERER = String.raw`(?:we|i|i'm|im|(?:our|my) (?:[a-z'-]+ ){0,2}?)(?:(?:keep|keeps|always|are|is|get|gets|getting|got|been|being|were|was) )+`;

// "Hitting us with a 1-2-2 press", "their trap is killing us", "a box-and-one against us": the action
// named as their tool, aimed at us.
const HURTS_US = String.raw`(?:hit(?:s|ting)?|beat(?:s|ing)?|kill(?:s|ing)?|burn(?:s|ing|t)?|torch(?:es|ing)?|eat(?:s|ing)?|hurt(?:s|ing)?|throw(?:s|ing)?|bother(?:s|ing)?)`;
const aimedAtUs = (said: string) =>
  new RegExp(
    [
      String.raw`\b${HURTS_US} (?:us|me) (?:with|w/?) (?:a |an |the |their |that |this |his |her )?(?:[a-z0-9'-]+ ){0,3}?(?:${said})(?![a-z])`,
      String.raw`\btheir (?:[a-z0-9'-]+ ){0,2}?(?:${said}) (?:is |are |has been |keeps )?${HURTS_US} (?:us|me)\b`,
      String.raw`(?:${said}) (?:on|against) (?:us|me)\b`,
    ].join('|'),
  );

const ACTION_READERS = theirActions().map((action) => ({
  action,
  done: new RegExp(String.raw`\b${THEM_AS_SUBJECT}${LEADS_TO_VERB}(?:${action.said})(?![a-z])`, 'g'),
  suffered: new RegExp(String.raw`\b${US_AS_SUFFERER}(?:${action.said})(?<=ed)(?![a-z])`),
  aimed: aimedAtUs(action.said),
}));

/**
 * The action the other side does to us, as the message tells it: "they're trapping us with a 2-2-1",
 * "they switch every screen", "she keeps drop-shotting me", "our big gets doubled". Its answer is how
 * we beat it, from our side, never how to run it.
 */
export function theirActionOnUs(text: string): TheirAction | undefined {
  const lower = text.toLowerCase().replace(/[‘’]/g, "'");
  for (const { action, done, suffered, aimed } of ACTION_READERS) {
    if (suffered.test(lower) || aimed.test(lower)) return action;
    done.lastIndex = 0;
    for (const match of lower.matchAll(done)) {
      // "He" and "she" are the other side's only with us as the object of what they do.
      if (match[1] !== undefined && !US_AS_OBJECT.test(lower.slice(match.index + match[0].length))) continue;
      // "Their high press" names their tool, not a verb: after "their" only a verb in a form of its own
      // ("their center fronts", "their guards keep stealing") says what they do.
      if (match[2] !== undefined && !/(?:ing|ed|[^s]s)$/.test(match[0]) && !LEAD_BEFORE_VERB.test(match[0])) continue;
      return action;
    }
  }
  return undefined;
}

/** The side an action of theirs puts us on: the press is the defense's, so we have the ball. */
export function sideFacing(action: TheirAction): Side | undefined {
  if (action.by === 'either') return undefined;
  return action.by === 'defense' ? 'offense' : 'defense';
}
