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
});
const FocusCuesSchema = z.strictObject({ cues: z.array(FocusCueSchema).min(1) });
export type FocusCue = z.infer<typeof FocusCueSchema>;

const CUES = FocusCuesSchema.parse(focusCuesJson).cues.map((cue) => ({
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
  return CUES.flatMap(({ cue, phrases }) => {
    if (cue.sports !== undefined && (sport === undefined || !cue.sports.includes(sport))) return [];
    for (const pattern of phrases) {
      const found = pattern.exec(text);
      if (!found) continue;
      const scheme = found.groups?.scheme?.trim() ?? found[0];
      const start = found.index + found[0].lastIndexOf(scheme);
      const why = cue.says?.replace('$<scheme>', scheme);
      return [{ area: cue.focus, start, end: start + scheme.length, why }];
    }
    return [];
  });
}

/** Drill tags that serve an area a cue gives, beside the area itself. */
export function cueTagsOf(area: string): string[] {
  return CUES.find(({ cue }) => cue.focus === area)?.cue.tags ?? [];
}
