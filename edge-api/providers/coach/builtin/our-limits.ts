import { z } from 'zod';
import { SPORTS } from '../../../../shared/constants';
import type { Sport } from '../../../../shared/constants';
import limitFile from '../../../../content/our-limits.json';

// "How do we crack their zone when our shooters are cold": the plan against their tool is only an
// answer when it fits what our side can do today, so a limit the coach states about our own players
// decides which options lead, which wait, and what the recommendation is.
const LimitSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  sports: z.array(z.enum(SPORTS)).min(1),
  /** Read after "with": "our shooters cold", "a wild driver". */
  name: z.string().min(1).max(60),
  /** Word starts that state the limit in a clause about our side. */
  cues: z.array(z.string().trim().toLowerCase().min(3)).min(1),
  /**
   * Word starts of a unit the limit is not about: "our OL is slow" states no slowness of our
   * defenders, whose limit shares the words "is slow".
   */
  unless: z.array(z.string().toLowerCase().min(2)).default([]),
  /** Word starts of an option that leans on what the limit takes away. */
  needs: z.array(z.string().toLowerCase().min(2)).min(1),
  /** Word starts of an option that works without it. */
  suits: z.array(z.string().toLowerCase().min(2)).min(1),
  /** The answer aimed at the limit itself, in one sentence. */
  option: z.string().min(1).max(400),
  /** Why that answer fits the limit, read after "because". */
  because: z.string().min(1).max(300),
});
const LimitFileSchema = z.strictObject({ limits: z.array(LimitSchema).min(1) });

export type OurLimit = z.infer<typeof LimitSchema>;

const LIMITS = LimitFileSchema.parse(limitFile).limits;

// Where a message's clauses part, so a limit is read from the clause that says whose it is.
const CLAUSE_BREAK = /[,;.?!]|\b(?:and|but|when|while|because|since|though|although|whereas|plus)\b/;
// A player marking theirs ("the kid guarding him") is ours whatever the clause's owner words.
const OUR_WORDS =
  /\b(?:our|ours|my|we|we're|we've|i|i'm|i've|me|us)\b|\b(?:guarding|marking|covering|on) (?:him|her)\b/;

// The asking words ("how do we", "what should I") put no limit on our side.
// "What defence do we run" asks as much as "what do we run".
const ASKING =
  /\b(?:how|what|where|when|who|which|why)(?:\s+[a-z'-]+)?\s+(?:do|does|can|could|should|would|will|must|shall)\s+(?:we|i)\b/g;

function clausesOf(message: string): string[] {
  return (
    message
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      // One spelling of a negation, so "cannot throw deep" meets the cue "can't throw deep".
      .replace(/\bcan ?not\b/g, "can't")
      .replace(/\b(is|are|do|does|did|was|were) not\b/g, "$1n't")
      .split(CLAUSE_BREAK)
      .map((clause) => ` ${clause.replace(/\s+/g, ' ').trim()} `)
  );
}

// "Beat press man with small receivers": what the asking side brings "with" it is its own, unless the
// clause names the other side.
const WITH_OURS = /\bwith (?:a|an|only a|just a|only one|one)\b/;
const THEIR_WORDS = /\b(?:their|they|they're|them|opponents?|the other team)\b/;

function isOurs(clause: string): boolean {
  const said = clause.replace(ASKING, ' ');
  return OUR_WORDS.test(said) || (WITH_OURS.test(said) && !THEIR_WORDS.test(said));
}

function statesLimit(clause: string, limit: OurLimit): boolean {
  return (
    isOurs(clause) &&
    limit.cues.some((cue) => clause.includes(` ${cue}`)) &&
    !limit.unless.some((unit) => clause.includes(` ${unit}`))
  );
}

/** The limits the message states about our own side, most specific first. */
export function ourLimits(sport: Sport, message: string): OurLimit[] {
  const clauses = clausesOf(message);
  return LIMITS.filter((limit) => limit.sports.includes(sport) && clauses.some((clause) => statesLimit(clause, limit)));
}

/**
 * The message without the words that state a limit, each cue to the end of its last word: what is
 * asked, with the limit put aside ("our tackles are weak in pass protection" names no pass blocking).
 */
export function withoutOurLimits(sport: Sport, message: string): string {
  const limits = LIMITS.filter((limit) => limit.sports.includes(sport));
  return clausesOf(message)
    .map((clause) => {
      const said = [...clause].map(() => true);
      for (const limit of limits.filter((candidate) => statesLimit(clause, candidate))) {
        for (const cue of limit.cues) {
          for (let at = clause.indexOf(` ${cue}`); at >= 0; at = clause.indexOf(` ${cue}`, at + 1)) {
            let end = at + cue.length + 1;
            while (end < clause.length && clause[end] !== ' ') end += 1;
            said.fill(false, at + 1, end);
          }
        }
      }
      return [...clause]
        .filter((_, index) => said[index])
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
    })
    .filter((clause) => clause.length > 0)
    .join(', ');
}

/** How an option sits with the limits: works without what they take away, leans on it, or neither. */
export type MoveFit = 'suits' | 'needs' | 'neutral';

function hasWordStart(text: string, starts: readonly string[]): boolean {
  const padded = ` ${text.toLowerCase().replace(/[^a-z0-9' :-]/g, ' ')}`;
  return starts.some((start) => padded.includes(` ${start}`));
}

export function moveFit(move: string, limits: readonly OurLimit[]): MoveFit {
  const needs = limits.some((limit) => hasWordStart(move, limit.needs));
  const suits = limits.some((limit) => hasWordStart(move, limit.suits));
  if (needs && !suits) return 'needs';
  if (suits && !needs) return 'suits';
  return 'neutral';
}

/** The options in the order the limits give them: those that work without it first, those leaning on it last. */
export function movesForLimits(moves: readonly string[], limits: readonly OurLimit[]): string[] {
  if (limits.length === 0) return [...moves];
  const rank: Record<MoveFit, number> = { suits: 0, neutral: 1, needs: 2 };
  return moves
    .map((move, index) => ({ move, index, rank: rank[moveFit(move, limits)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ move }) => move);
}

export function limitNames(limits: readonly OurLimit[]): string {
  const names = limits.map((limit) => limit.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The limit's answer as moves: the clauses after its lead ("Stop asking the line to hold up: …"). */
export function limitMoves(limit: OurLimit): string[] {
  const colon = limit.option.indexOf(': ');
  const moves = colon < 0 ? limit.option : limit.option.slice(colon + 2);
  return moves
    .replace(/\.$/, '')
    .split(/,\s+(?:and\s+)?|;\s+/)
    .map((move) => move.trim())
    .filter((move) => move.length > 0)
    .map((move) => `${move.charAt(0).toUpperCase()}${move.slice(1)}.`);
}
