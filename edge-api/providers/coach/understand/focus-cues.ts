import { z } from 'zod';
import { SPORTS, type Sport } from '../../../../shared/constants';
import focusCuesJson from '../../../../content/plan-focus-cues.json';
import { patternSchema } from '../knowledge/content-schema';

/**
 * A way coaches name a session's focus without naming a skill: an opponent's scheme to beat ("a team
 * that sits in a 2-3 zone") or a problem to fix ("we walked 9 batters"). The fix is the focus.
 */
const FocusCueSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** Lowercase patterns over the message; a named group `scheme` captures the words said back. */
  phrases: z.array(patternSchema(600)).min(1).max(6),
  /** Sports these words belong to; every sport when absent. */
  sports: z.array(z.enum(SPORTS)).min(1).optional(),
  /** The skill area the session works on, as the planner's focus. */
  focus: z.string().min(2).max(40),
  /** Drill tags that serve the fix beside the focus itself. */
  tags: z.array(z.string().min(2).max(40)).max(6).optional(),
  /** Why this focus, said back beside it; `$<scheme>` is the scheme as the coach said it. None for a skill said outright. */
  says: z.string().min(3).max(120).optional(),
  /** The side of the game the focus is on, one of its sport's `sides`: pass coverage is defense, a return is the returner's. */
  side: z.string().min(3).max(20).optional(),
});
const SideTagsSchema = z.record(z.string().min(3).max(20), z.array(z.string().min(2).max(40)).min(1));
const FocusCuesSchema = z
  .strictObject({
    cues: z.array(FocusCueSchema).min(1),
    /**
     * Per sport, the drill skills each side of the game owns. A drill whose every sided skill is the
     * other side's never stands in for a focus of this side: coverage is not route running.
     */
    sides: z.partialRecord(z.enum(SPORTS), SideTagsSchema),
  })
  .refine(
    ({ cues, sides }) =>
      cues.every(
        (cue) =>
          cue.side === undefined || (cue.sports ?? []).every((sport) => sides[sport]?.[cue.side ?? ''] !== undefined),
      ),
    'a cue’s side is one of its sports’ sides',
  );
export type FocusCue = z.infer<typeof FocusCueSchema>;

const FOCUS_CUES = FocusCuesSchema.parse(focusCuesJson);
const CUES = FOCUS_CUES.cues.map((cue) => ({
  cue,
  phrases: cue.phrases.map((source) => new RegExp(source)),
}));

export interface FocusCueHit {
  area: string;
  start: number;
  end: number;
  /** Why the session works on it, in the coach's words: "to beat their 2-3 zone". */
  why?: string;
}

/**
 * Where the message names a scheme to beat or a problem to fix, each as the area that answers it.
 * The span is the scheme's own words when captured, so nearby skill words stay readable. Cues for
 * other sports count only once the sport is known.
 */
export function focusCueHitsIn(text: string, sport?: Sport): FocusCueHit[] {
  const hits = CUES.flatMap(({ cue, phrases }) => {
    if (cue.sports !== undefined && (sport === undefined || !cue.sports.includes(sport))) return [];
    // Every place the cue's words are said is read as the cue: "course management and picking a
    // route off the tee" is one focus twice, and neither half is left to be read as another skill.
    return phrases.flatMap((pattern) =>
      [...text.matchAll(new RegExp(pattern.source, 'g'))].map((found) => {
        const scheme = found.groups?.scheme?.trim() ?? found[0];
        const start = found.index + found[0].lastIndexOf(scheme);
        const why = cue.says?.replace('$<scheme>', scheme);
        return { area: cue.focus, start, end: start + scheme.length, why };
      }),
    );
  });
  // Words read once: a cue listed earlier keeps them, so "their high press" is a press to play
  // through, not our pressing.
  return hits.filter((hit, index) =>
    hits.slice(0, index).every((earlier) => hit.end <= earlier.start || earlier.end <= hit.start),
  );
}

/** Tags are compared spelled one way: "route running" and "route-running" are one skill. */
function tagOf(term: string): string {
  return term
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-');
}

/** The side of the game a skill belongs to in this sport, if only one side owns it. */
function sideOfTag(sport: Sport, term: string): string | undefined {
  const tag = tagOf(term);
  const owners = Object.entries(FOCUS_CUES.sides[sport] ?? {})
    .filter(([, tags]) => tags.some((owned) => tagOf(owned) === tag))
    .map(([side]) => side);
  return owners.length === 1 ? owners[0] : undefined;
}

/**
 * The one side of the game a session's focus is on, from the cue that read it or the skills it
 * names; undefined when it names none or both ("coverage and route running" is both).
 */
export function focusSideOf(sport: Sport, terms: readonly string[]): string | undefined {
  const sides = new Set(
    terms.flatMap((term) => {
      const cue = CUES.find(
        ({ cue: candidate }) =>
          candidate.side !== undefined &&
          (candidate.sports === undefined || candidate.sports.includes(sport)) &&
          tagOf(candidate.focus) === tagOf(term),
      )?.cue;
      const side = cue?.side ?? sideOfTag(sport, term);
      return side === undefined ? [] : [side];
    }),
  );
  return sides.size === 1 ? [...sides][0] : undefined;
}

/** Whether every skill of a drill that has a side is on a side other than this one. */
export function onlyOtherSide(sport: Sport, skills: readonly string[], side: string): boolean {
  const sided = skills.map((skill) => sideOfTag(sport, skill)).filter((owner) => owner !== undefined);
  return sided.length > 0 && sided.every((owner) => owner !== side);
}

/** Drill tags that serve an area a cue gives, beside the area itself. */
export function cueTagsOf(area: string): string[] {
  return CUES.find(({ cue }) => cue.focus === area)?.cue.tags ?? [];
}
