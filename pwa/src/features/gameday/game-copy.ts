// What the game log says, in one place: the taps, the choices' outcomes and what each outcome
// puts on the scoreboard.
import type { GameDecision, GameEventKind, GameTeam } from '../../../../shared/contract/games';

export const GAME_COPY = {
  title: 'Game log',
  intro: 'Log a game tap by tap; every decision you log is reviewed against the model afterwards.',
  start: 'Start game',
  opponent: 'Opponent',
  date: 'Date',
  logDecision: 'Log this decision',
  whatDidYouDo: 'What did you call?',
  howDidItGo: 'How did it go?',
  undo: 'Undo last tap',
  review: 'Review',
  close: 'Close the game',
  endGame: 'End game',
  nextPeriod: 'Next quarter',
  noDecisions: 'No decisions logged yet.',
  keptHere: 'Kept on this device: the plan’s limit of logged games is reached, or the server refused it.',
  full: 'This game holds all the taps and decisions one game can keep.',
} as const;

/** The level a new game takes, which the panel's Level control sets. */
export function startsAtLevel(level: string, quarterMinutes: number): string {
  return `${level} rules and kicking, ${quarterMinutes}-minute quarters: the panel's level.`;
}

/** How many decisions a game holds, as the log and the review both say it: "1 decision logged". */
export function decisionsLogged(count: number): string {
  return `${count} decision${count === 1 ? '' : 's'} logged`;
}

/** The one-tap score and state events, per team, in the order they sit on the screen. */
export const TEAM_TAPS: { kind: GameEventKind; label: string }[] = [
  { kind: 'touchdown', label: 'TD' },
  { kind: 'fieldGoal', label: 'FG' },
  { kind: 'extraPoint', label: 'PAT ✓' },
  { kind: 'twoPoint', label: '2-pt ✓' },
  { kind: 'tryFailed', label: 'Try ✗' },
  { kind: 'safety', label: 'Safety' },
  { kind: 'timeout', label: 'Timeout' },
];

export const TEAM_NAMES: Record<GameTeam, string> = { us: 'Us', them: 'Them' };

/** What each choice's two outcomes are called on the sideline. */
const OUTCOME_LABELS: Record<string, { success: string; failure: string }> = {
  'Go for it': { success: 'Converted', failure: 'Stopped' },
  'Field goal': { success: 'Good', failure: 'No good' },
  Punt: { success: 'Good punt', failure: 'Bad punt' },
  'Kick the extra point': { success: 'Good', failure: 'No good' },
  'Go for two': { success: 'Converted', failure: 'Stopped' },
};

export function outcomeLabel(choice: string | null, outcome: 'success' | 'failure'): string {
  return OUTCOME_LABELS[choice ?? '']?.[outcome] ?? (outcome === 'success' ? 'It worked' : 'It didn’t');
}

/**
 * The tap an outcome stands for, so recording it moves the scoreboard too: a good kick scores, a
 * failed try or a stopped fourth down gives the ball away. Null when the scoreboard does not move.
 */
export function outcomeEvent(
  decision: Pick<GameDecision, 'choice' | 'engine'>,
  outcome: 'success' | 'failure',
): { kind: GameEventKind; team: GameTeam } | null {
  switch (decision.choice) {
    case 'Go for it':
      return outcome === 'failure' ? { kind: 'possession', team: 'them' } : null;
    case 'Field goal':
      return outcome === 'success' ? { kind: 'fieldGoal', team: 'us' } : { kind: 'possession', team: 'them' };
    case 'Punt':
      return { kind: 'possession', team: 'them' };
    case 'Kick the extra point':
      return outcome === 'success' ? { kind: 'extraPoint', team: 'us' } : { kind: 'tryFailed', team: 'us' };
    case 'Go for two':
      return outcome === 'success' ? { kind: 'twoPoint', team: 'us' } : { kind: 'tryFailed', team: 'us' };
    default:
      return null;
  }
}
