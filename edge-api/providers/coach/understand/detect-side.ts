export type Side = 'offense' | 'defense';

/**
 * Whose side the user is on. `side` is set when the words fix it ("we concede", "our hitters",
 * "how do we stop…"); `faces` is set when the user asks about something the opponent does ("beat a
 * press", "they keep blitzing"), so their side is the opposite of that concept's side.
 */
export interface SideReading {
  side?: Side;
  faces: boolean;
}

const OUR_DEFENSE =
  /\bwe (?:concede|keep conceding|give up|keep giving up|allow|can'?t stop|cant stop|struggle to stop|can'?t guard|cant guard|can'?t defend|cant defend)\b|\bon defen[cs]e\b|\bour (?:defen[cs]e|back ?line|back four|back five|defenders|centre backs|center backs|goalie|keeper|goalkeeper|pitchers?|pitching|staff|catcher|infield|outfield|secondary|d-?line|linebackers|dbs|db's|bigs)\b|\b(?:killing|lighting|torching|burning|beating|shredding|picking) us\b|\b(?:on|against) us\b|\bin behind us\b|\boverload(?:ing)? our\b|\bthey keep (?:scoring|running|throwing|hitting|stealing|getting|overloading|attacking|crossing|countering|driving|posting)\b|\b(?:they|he|she|their \w+(?: \w+)?) (?:will|(?:is|are|'s|'re) going to|gonna|loves? to|likes? to|wants? to|tries to|try to|always) (?:steal|squeeze|bunt|run on us|hit and run|drive|post up|cross|counter)\b|\bpitch ?out\b/;
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

/** The side the user's own verb puts them on: "how do we stop…" defends, "how do we attack…" attacks. */
export function verbSide(text: string): Side | undefined {
  const verb = USER_VERB.exec(text)?.[1];
  if (verb !== undefined && DEFENSE_VERBS.has(verb)) return 'defense';
  if (verb !== undefined && OFFENSE_VERBS.has(verb)) return 'offense';
  return undefined;
}

export function detectSide(text: string): SideReading {
  if (OUR_DEFENSE.test(text) && !OUR_OFFENSE.test(text)) return { side: 'defense', faces: false };
  if (OUR_OFFENSE.test(text) && !OUR_DEFENSE.test(text)) return { side: 'offense', faces: false };
  const verb = USER_VERB.exec(text)?.[1];
  if (verb !== undefined && DEFENSE_VERBS.has(verb)) return { side: 'defense', faces: false };
  if (verb !== undefined && OFFENSE_VERBS.has(verb)) return { side: 'offense', faces: false };
  if (verb !== undefined && FACE_VERBS.has(verb)) return { faces: true };
  if (/\b(?:beat|beating|against|facing|chase|chasing)\b|\b(?:do|run|call|play|try) (?:vs\.?|versus)\b/.test(text))
    return { faces: true };
  return { faces: OPPONENT_SUBJECT.test(text) };
}

/** Whose tool a named concept is in the message: the opponent's ("their press") or ours ("our press"). */
export type Owner = 'them' | 'us';

// Words just before a concept's name that make it the opponent's: "their press", "against a zone",
// "run on their pickoff". Phrase words (stemmed, apostrophes dropped). Verbs such as "beat" are left to
// detectSide, whose reading the clarifying question may flip.
const THEM_BEFORE = new Set(['their', 'they', 'theyre', 'opponent', 'other', 'against', 'facing', 'vs', 'versus']);
const US_BEFORE = new Set(['our', 'my']);
const OWN_VERBS = new Set(['run', 'use', 'play', 'call', 'install', 'teach', 'like']);
const LOOK_BACK = 4;
const LOOK_AHEAD = 4;

function indexOfRun(words: readonly string[], run: readonly string[]): number {
  if (run.length === 0) return -1;
  return words.findIndex((_, start) => run.every((word, offset) => words[start + offset] === word));
}

/**
 * The owner of the concept named by `terms` (phrase words of each matched term) in the message's
 * phrase words: the nearest owner word before the name decides, else the words after it ("the press
 * is killing us" is theirs, "the press we run" ours). Undefined when the words do not say.
 */
export function ownerOf(words: readonly string[], terms: readonly (readonly string[])[]): Owner | undefined {
  for (const term of terms) {
    const at = indexOfRun(words, term);
    if (at < 0) continue;
    for (let index = at - 1; index >= Math.max(0, at - LOOK_BACK); index -= 1) {
      const word = words[index] ?? '';
      if (THEM_BEFORE.has(word)) return 'them';
      if (US_BEFORE.has(word)) return 'us';
    }
    const after = words.slice(at + term.length, at + term.length + LOOK_AHEAD);
    if (after.includes('us')) return 'them';
    // "The press we run" is ours; "the press, what do we do" says nothing of whose it is.
    const we = after.indexOf('we');
    if (we >= 0 && OWN_VERBS.has(after[we + 1] ?? '')) return 'us';
  }
  return undefined;
}
