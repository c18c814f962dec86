// Which last-shot trees ship worked out (see last-shot-table.json): the engine's own defaults, which
// the chat asks with, and the default team's, which the panel opens with. Kept out of basketball.ts
// so the engine does not load the team defaults.
import { LastShotSituationSchema, type LastShotSituation } from './basketball';
import { resolveTeam, teamArgsOf } from './team-inputs';

export const LAST_SHOT_SHIPPED_SITUATIONS: LastShotSituation[] = [
  LastShotSituationSchema.parse({}),
  LastShotSituationSchema.parse(teamArgsOf('last_shot', resolveTeam(undefined))),
];
