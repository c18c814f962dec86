import { z } from 'zod';
import faultStrokesJson from '../../../../content/fault-strokes.json';
import { SPORTS, type PersonalityMode, type Sport } from '../../../../shared/constants';
import type { Fault } from '../knowledge/content-schema';
import { drillById, searchFaults, type FaultHit } from '../knowledge/knowledge-base';
import { phraseRoot, phraseWords } from '../knowledge/search-terms';
import { TACTICAL_MAX_WORDS, numbered, tacticalBullets, wordCount } from './reply-text';
import { inFaultSense, withoutSensesWithoutEntry } from './word-senses';

type ReplyMode = Exclude<PersonalityMode, 'quizMaster' | 'personalTrainer'>;

// Where a coach who already knows why tells it: "...because his toss is too far in front".
const CAUSE_TOLD = /\b(?:because|since|caused by|due to|i think (?:it'?s|its)|the reason is)\b/i;
// Faults the message may describe, weighed against each other before one is taken.
const FAULT_CANDIDATES = 5;
// A fault this far behind the best by the search is a word shared in passing, not a reading of it.
const MIN_SCORE_SHARE = 0.15;
// A cause shares this many of its words with the one told before it is that cause.
const MIN_CAUSE_WORDS = 2;
// A body part says where the fault is ("front shoulder", "elbow"): a fault that names it is the one told.
const BODY_PART_WEIGHT = 2;
const BODY_PARTS: ReadonlySet<string> = new Set(
  phraseWords(
    'head eye chin neck hand wrist arm elbow shoulder chest hip leg knee foot feet toe heel side back front',
  ).map(phraseRoot),
);

function rootsOf(text: string): Set<string> {
  return new Set(phraseWords(text).map(phraseRoot));
}

/** Whether two roots are one word told in two forms ("miss" and "mis", "flare" and "flar"). */
function sameWord(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)));
}

/**
 * How much of what the message tells the fault's own words cover: each named word once, whatever
 * its forms, its skill's own words left out (they say which skill, not what goes wrong with it),
 * and a body part counting more, since it says where the fault is.
 */
function coverage(hit: FaultHit): number {
  const skill = [...rootsOf(hit.fault.skill)];
  const words = hit.namedTerms
    .filter((term) => !term.includes(' '))
    .map(phraseRoot)
    .filter((term) => !skill.some((word) => sameWord(word, term)));
  const distinct = words.filter((term, index) => !words.slice(0, index).some((seen) => sameWord(seen, term)));
  return distinct.reduce((sum, term) => sum + (BODY_PARTS.has(term) ? BODY_PART_WEIGHT : 1), 0);
}

// content/fault-strokes.json: the strokes, clubs and positions a fault is told of ("backhand volley",
// "pitching wedge", "catcher"), and the words that never say by themselves what goes wrong.
const StrokeSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  terms: z.array(z.string().regex(/^[a-z0-9 -]+$/)).min(1),
});
const FaultStrokesSchema = z.strictObject({
  notSymptoms: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  sports: z.record(z.enum(SPORTS), z.array(StrokeSchema)),
});
const FAULT_STROKES = FaultStrokesSchema.parse(faultStrokesJson);
const NOT_SYMPTOMS: ReadonlySet<string> = new Set(FAULT_STROKES.notSymptoms.map(phraseRoot));

interface StrokesTold {
  /** The strokes named, by id. */
  ids: Set<string>;
  /** The words that named them: they say which stroke, never what goes wrong with it. */
  words: string[];
  /**
   * The text with each stroke whose name holds another stroke's ("backhand volley", "sand wedge")
   * told by its own first name ("volley", "wedge"), so the other one is not taken for the skill.
   */
  text: string;
}

const namesWord = (said: string, term: string) => said === term || said === `${term}s` || said === `${term}es`;

/**
 * The strokes a text names, the longest name first, each word naming one stroke at most: "backhand
 * volley" is a volley, not a backhand; "sand wedge" a wedge, not the bunker.
 */
function strokesIn(sport: Sport, text: string): StrokesTold {
  const words = [...phraseWords(text.replace(/-/g, ' '))];
  const taken = new Array<boolean>(words.length).fill(false);
  const told: StrokesTold = { ids: new Set(), words: [], text };
  let retold = false;
  const strokes = FAULT_STROKES.sports[sport] ?? [];
  const nameOf = (term: string) => phraseWords(term.replace(/-/g, ' '));
  const names = strokes
    .flatMap((stroke) => stroke.terms.map((term) => ({ id: stroke.id, first: stroke.terms[0]!, parts: nameOf(term) })))
    .sort((a, b) => b.parts.length - a.parts.length);
  const ofAnother = (id: string, part: string) =>
    strokes.some((other) => other.id !== id && other.terms.some((term) => term === part));
  for (const { id, first, parts } of names) {
    for (let start = 0; start + parts.length <= words.length; start += 1) {
      const span = words.slice(start, start + parts.length);
      if (taken.slice(start, start + parts.length).some(Boolean)) continue;
      if (!parts.every((part, index) => namesWord(span[index]!, part))) continue;
      taken.fill(true, start, start + parts.length);
      told.ids.add(id);
      told.words.push(...span, ...parts);
      if (parts.length > 1 && parts.some((part) => ofAnother(id, part))) {
        words.splice(start, parts.length, first, ...new Array<string>(parts.length - 1).fill(''));
        retold = true;
      }
    }
  }
  if (retold) told.text = words.filter(Boolean).join(' ');
  return told;
}

/** The strokes a fault is of, by its skill and title ("Thinning bunker shots" is the bunker's). */
function strokesOf(sport: Sport, fault: Fault): Set<string> {
  return strokesIn(sport, `${fault.skill} ${fault.title}`).ids;
}

/** How many of the strokes the message names the fault is of. */
function strokesShared(sport: Sport, fault: Fault, told: StrokesTold): number {
  return [...strokesOf(sport, fault)].filter((id) => told.ids.has(id)).length;
}

/**
 * Whether a fault found for a message is the one told: of the stroke, club or position named (a
 * fault of another one, "forehand long" for "my forehand volley floats long", is a neighbour, not
 * it; a fault of none, the shank, is of any), and named by a symptom, not only by the stroke's own
 * words ("wedges" alone finds wedge distance control, not a shanked wedge).
 */
function isTheFaultTold(sport: Sport, hit: FaultHit, told: StrokesTold): boolean {
  const own = strokesOf(sport, hit.fault);
  if (told.ids.size > 0 && own.size > 0 && ![...own].some((id) => told.ids.has(id))) return false;
  const strokeWords = [...told.words, ...phraseWords(hit.fault.skill)].map(phraseRoot);
  const isSymptom = (word: string) => {
    const root = phraseRoot(word);
    return !NOT_SYMPTOMS.has(root) && !strokeWords.some((stroke) => sameWord(stroke, root));
  };
  return hit.namedTerms.some((term) => term.split(' ').some(isSymptom));
}

/**
 * The sport's faults a message tells, best first: of the stroke it names and by a symptom it says.
 * A message naming only a stroke's symptom the notes lack finds none, so the stroke's own technique
 * answers rather than a neighbouring fault.
 */
export function faultHitsFor(sport: Sport, message: string, limit = FAULT_CANDIDATES): FaultHit[] {
  const told = strokesIn(sport, message);
  return searchFaults(sport, told.text, limit).filter((hit) => isTheFaultTold(sport, hit, told));
}

/** The fault's cause that the coach already told, by the words they share, if any. */
function causeTold(fault: Fault, told: Set<string>): string | undefined {
  const shared = (cause: string) => [...rootsOf(cause)].filter((word) => told.has(word) && word.length > 2).length;
  const best = [...fault.causes].sort((a, b) => shared(b) - shared(a))[0];
  return best !== undefined && shared(best) >= MIN_CAUSE_WORDS ? best : undefined;
}

/**
 * The fault the message describes, when one of the sport's faults is named by its own words. Of the
 * faults it may describe, the one whose words cover more of what is told (the symptom and the body
 * part or phase named, not only a shared verb such as "miss") is taken; when the coach also says why,
 * the symptom alone finds the fault, one listing that cause is preferred, and the reply starts from it.
 * A word the sport uses in another sense is read in the fault's own (content/word-senses.json).
 */
export function faultFor(sport: Sport, said: string): Fault | undefined {
  const message = inFaultSense(sport, withoutSensesWithoutEntry(sport, said));
  const [symptom = message, ...why] = message.split(CAUSE_TOLD);
  const told = rootsOf(why.join(' '));
  const described = why.length > 0 && symptom.trim() ? symptom : message;
  const hits = faultHitsFor(sport, described);
  const strokes = strokesIn(sport, described);
  const best = hits[0]?.score ?? 0;
  const near = hits.filter((hit) => hit.score >= MIN_SCORE_SHARE * best);
  const ranked = near
    .map((hit, position) => ({
      hit,
      position,
      cause: causeTold(hit.fault, told),
      covered: coverage(hit),
      // "Bunker shots come out thin" is the bunker's thin shot before the full swing's.
      ofStroke: strokesShared(sport, hit.fault, strokes),
    }))
    .sort(
      (a, b) =>
        Number(b.cause !== undefined) - Number(a.cause !== undefined) ||
        b.ofStroke - a.ofStroke ||
        b.covered - a.covered ||
        a.position - b.position,
    );
  const chosen = ranked[0];
  if (!chosen) return undefined;
  const { fault, cause } = { fault: chosen.hit.fault, cause: chosen.cause };
  if (!cause) return fault;
  // The fix for the cause told leads too: the first fix naming what the coach told of it, else the order written.
  const about = new Set([...rootsOf(cause)].filter((word) => told.has(word) && word.length > 2));
  const aimed = fault.fixes.find((fix) => [...rootsOf(`${fix.cue} ${fix.how}`)].some((word) => about.has(word)));
  return {
    ...fault,
    causes: [cause, ...fault.causes.filter((each) => each !== cause)],
    fixes: aimed ? [aimed, ...fault.fixes.filter((each) => each !== aimed)] : fault.fixes,
  };
}

// The word a rule question turns on: a fault named by a phrase holding it ("blocking rules") uses it
// in the sense of a technique's own rules, not a rule of the game.
const RULE_WORD = /\brules?\b/;

/** The fault a "rules" question names by one of its own phrases holding that word, if any. */
export function faultOfRulesPhrase(sport: Sport, message: string): Fault | undefined {
  return searchFaults(sport, message, FAULT_CANDIDATES).find((hit) =>
    hit.namedTerms.some((term) => term.includes(' ') && RULE_WORD.test(term)),
  )?.fault;
}

/**
 * A fault's diagnosis and fix. Tactical: the most likely cause, the cue that fixes it, the drill
 * (the safety line replaces nothing but comes first). Strategic: causes, fixes with their cues,
 * the drill and how to see the fault is gone, with the safety line ahead of all of it.
 */
export function faultReply(sport: Sport, mode: ReplyMode, fault: Fault): string {
  const [cause] = fault.causes;
  const [fix] = fault.fixes;
  if (mode === 'gameOnTheLine') {
    const bullets = fault.safety
      ? [fault.safety, `Likely cause: ${cause}`, `Fix: "${fix?.cue}". Drill: ${fault.drill.name}.`]
      : [`Likely cause: ${cause}`, fixLine(fault), `Drill: ${fault.drill.name}, ${fault.drill.reps}`];
    return tacticalBullets(bullets);
  }
  const library = fault.drill.drillId ? drillById(sport, fault.drill.drillId) : undefined;
  return [
    ...(fault.safety ? [`**Safety:** ${fault.safety}`, ''] : []),
    // A title that already names its club or stroke in brackets is not given a second pair.
    fault.title.includes('(') ? `**${fault.title}**` : `**${fault.title}** (${fault.skill})`,
    '',
    '### Likely cause',
    '',
    ...fault.causes.map((each, index) => (index === 0 ? `- Most likely: ${each}` : `- ${each}`)),
    '',
    '### Fixes',
    '',
    ...numbered(fault.fixes.map((each) => `**"${each.cue}"** — ${each.how}`)),
    '',
    '### Drill',
    '',
    `**${fault.drill.name}**: ${fault.drill.setup} Reps: ${fault.drill.reps}.`,
    ...(library
      ? ['', `Then, from the drill library: **${library.title}** (${library.minutes} min) — ${library.short}`]
      : []),
    '',
    "### How to check it's fixed",
    '',
    fault.check,
    ...(fault.level ? ['', `**Age and level:** ${fault.level}`] : []),
  ].join('\n');
}

/** The first fix's cue, with how to do it when both fit one Tactical line. */
function fixLine(fault: Fault): string {
  const [fix] = fault.fixes;
  if (!fix) return '';
  const full = `Fix: "${fix.cue}" — ${fix.how}`;
  return wordCount(full) <= TACTICAL_MAX_WORDS ? full : `Fix: "${fix.cue}"`;
}
