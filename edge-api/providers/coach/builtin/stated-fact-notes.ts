import { z } from 'zod';
import factsFile from '../../../../content/stated-facts.json';
import { SPORTS, type Sport } from '../../../../shared/constants';
import type { Conditions, Situation } from '../understand/parse-situation';

// A fact the coach states is either an input of the engine that answers, or it changes the call
// in a way the engine cannot see. The second kind is named beside the call, in the words of
// `content/stated-facts.json`, so a stated condition is never silently replaced by the model's
// default. `{value}`, `{s}` (a plural "s") and `{cap}` are filled from the message.

export const StatedFactsSchema = z.strictObject(
  Object.fromEntries(SPORTS.map((sport) => [sport, z.record(z.string(), z.string().min(1).max(300))])) as Record<
    Sport,
    z.ZodRecord<z.ZodString, z.ZodString>
  >,
);

export const STATED_FACTS = StatedFactsSchema.parse(factsFile);

// The facts that are conditions of play (the weather, the surface, the format) rather than numbers
// of the game state: each changes how the call is played, so the call itself names it.
const CONDITION_KEY = /^(?:wind\.(?:with|against|across|unstated)|surface\.|format\.)/;

/** Whether a note names a condition of play the message stated. */
export function isConditionNote(sport: Sport, note: string): boolean {
  return Object.entries(STATED_FACTS[sport]).some(([key, text]) => CONDITION_KEY.test(key) && text === note);
}

/** The keys the code reads, so a missing phrasing is a test failure rather than a silent gap. */
export const FACT_KEYS: Record<Sport, string[]> = {
  football: ['twoMinuteWarning.ahead', 'twoMinuteWarning.past', 'yardLine.worded', 'notTaken', 'notTaken.distance'],
  basketball: [
    'foulsToGive.some',
    'foulsToGive.none',
    'bonus.theirs',
    'bonusNot.theirs',
    'bonus.ours',
    'timeouts.none',
    'timeouts.some',
    'timeouts.callNone',
    'timeoutsTheirs.none',
    'timeoutsTheirs.some',
    'secondsLeft.capped',
    'form.cold',
    'form.hot',
    'notTaken',
    'notTaken.shotClockLeft',
    'notTaken.margin',
  ],
  baseball: [
    'count.hitters',
    'count.pitchers',
    'count.even',
    'pitcher.strong',
    'pitcher.weak',
    'softball',
    'half.bottomLate',
    'batter.strong',
    'batter.weak',
    'form.cold',
    'form.hot',
    'notTaken',
    'notTaken.pitchCount',
    'notTaken.inning',
    'notTaken.margin',
    'notTaken.runners',
    'notTaken.outs',
  ],
  soccer: ['stoppage.second', 'stoppage.first', 'subsLeft.none', 'subsLeft.some', 'yellow.ours', 'yellow.theirs'],
  golf: [
    'lie.hardpan',
    'lie.heavyGrass',
    'elevation.up',
    'elevation.down',
    'wind.noSpeed',
    'format.match',
    'format.matchTrouble',
    'format.stroke',
  ],
  tennis: [
    'surface.clay',
    'surface.grass',
    'surface.hard',
    'surface.indoor',
    'wind.with',
    'wind.against',
    'wind.across',
    'wind.unstated',
    'tiebreak.setPointOurs',
    'tiebreak.setPointTheirs',
    'tiebreak.close',
    'tiebreak.early',
    'notTaken',
    'notTaken.games',
    'notTaken.set',
  ],
};

export function factNote(sport: Sport, key: string, values: { value?: string | number; cap?: number } = {}): string {
  const template = STATED_FACTS[sport][key];
  if (template === undefined) throw new Error(`content/stated-facts.json has no ${sport} ${key}`);
  const plural = typeof values.value === 'number' && values.value !== 1 ? 's' : '';
  return template
    .replace(/\{value\}/g, String(values.value ?? ''))
    .replace(/\{s\}/g, plural)
    .replace(/\{cap\}/g, String(values.cap ?? ''));
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  return `${value}${['th', 'st', 'nd', 'rd'][value % 10] ?? 'th'}`;
}

/** A count as a hitter's, a pitcher's or even: balls ahead of strikes, two strikes with one ball or fewer. */
export function countKind(balls: number, strikes: number): 'hitters' | 'pitchers' | 'even' {
  if (balls > strikes && !(balls === 3 && strikes === 2)) return 'hitters';
  if (strikes > balls) return 'pitchers';
  return 'even';
}

const COUNT_BLIND_TOOLS = new Set(['stolen_base', 'sacrifice_bunt', 'run_expectancy', 'intentional_walk']);
const BATTER_BLIND_TOOLS = new Set(['run_expectancy']);
// Hitters a bunt question calls strong or weak: league average is about .250, so .280 and up is a
// bat to keep swinging and under .220 one the bunt gains on.
const STRONG_AVERAGE = 0.28;
const WEAK_AVERAGE = 0.22;

function batterStrength(conditions: Conditions): { strength: 'strong' | 'weak'; said: string } | undefined {
  const average = conditions.batterAverage;
  if (average !== undefined) {
    const said = `A .${String(Math.round(average * 1000)).padStart(3, '0')} hitter`;
    if (average >= STRONG_AVERAGE) return { strength: 'strong', said };
    if (average <= WEAK_AVERAGE) return { strength: 'weak', said };
    return undefined;
  }
  if (conditions.batterQuality === 'best') return { strength: 'strong', said: 'Your best hitter' };
  if (conditions.batterQuality === 'weak') return { strength: 'weak', said: 'A weak hitter' };
  return undefined;
}

// A night's line reads as cold at a quarter of tries or fewer, hot at two thirds or more: both are
// said back and weighed lightly, since a game's few tries predict little against a season's.
const COLD_SHARE = 0.25;
const HOT_SHARE = 2 / 3;

/** A player's stated line in this game, named with what it does to a basketball or baseball call. */
export function formNote(sport: Sport, conditions: Conditions): string | undefined {
  const form = conditions.playerForm;
  if (form === undefined || (sport !== 'basketball' && sport !== 'baseball')) return undefined;
  const share = form.made / form.tried;
  const kind = share <= COLD_SHARE ? 'cold' : share >= HOT_SHARE ? 'hot' : undefined;
  return kind && factNote(sport, `form.${kind}`, { value: `${form.made}-for-${form.tried}` });
}

// Points from which a tiebreak's score is close: either side two or fewer points from the set.
const TIEBREAK_CLOSE = 5;

/** The stakes of a tiebreak point by its score, ours first: the serve model counts no tiebreak. */
function tiebreakNote(points: string): string | undefined {
  const [ours, theirs] = points.split('-').map(Number);
  if (ours === undefined || theirs === undefined || Number.isNaN(ours) || Number.isNaN(theirs)) return undefined;
  const value = `${ours}-${theirs}`;
  if (ours >= 6 && ours > theirs) return factNote('tennis', 'tiebreak.setPointOurs', { value });
  if (theirs >= 6 && theirs > ours) return factNote('tennis', 'tiebreak.setPointTheirs', { value });
  return factNote('tennis', Math.max(ours, theirs) >= TIEBREAK_CLOSE ? 'tiebreak.close' : 'tiebreak.early', { value });
}

const BASKETBALL_TIMEOUT_BLIND = new Set(['last_shot', 'end_of_game_possession', 'foul_up_three', 'two_for_one']);

/**
 * The numbers of the game state an engine has no input for, where a stated value would still move
 * the call: the score to a two-for-one, the inning to the run table. A message that states one gets
 * a line naming it, so the figures never look as if they weighed it. Facts with a note of their own
 * (timeouts, the count, the bonus) are not listed here.
 */
const NOT_TAKEN: Readonly<Record<string, readonly string[]>> = {
  clock_management: ['distance'],
  foul_up_three: ['shotClockLeft'],
  end_of_game_possession: ['shotClockLeft'],
  call_timeout: ['shotClockLeft'],
  two_for_one: ['margin', 'shotClockLeft'],
  foul_trouble: ['margin'],
  stolen_base: ['pitchCount'],
  run_expectancy: ['inning', 'margin'],
  times_through_order: ['margin', 'inning', 'runners', 'outs'],
  serve_choice: ['games', 'set'],
  point_importance: ['set'],
};

/** One line naming the stated numbers the engine leaves out, or none when it takes them all. */
export function notTakenNote(situation: Situation, tool: string): string | undefined {
  const stated = new Map<string, unknown>(Object.entries(situation.state));
  const left = (NOT_TAKEN[tool] ?? []).filter((field) => {
    const value = stated.get(field);
    return value !== undefined && !(Array.isArray(value) && value.length === 0);
  });
  if (left.length === 0) return undefined;
  const names = left.map((field) => factNote(situation.sport, `notTaken.${field}`));
  const listed = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return factNote(situation.sport, 'notTaken', { value: listed });
}

/**
 * What the message stated that the engine's arguments do not carry: each named with what it does
 * to the call. `args` are the arguments the engine runs with, so a clamped clock is caught too.
 */
export function unmodelledFactNotes(
  situation: Situation,
  tool: string,
  args: Record<string, unknown>,
  conditions: Conditions,
  /** Facts a note of the call already answers ("timeouts" when none was left to call). */
  answered: readonly string[] = [],
): string[] {
  const notes: string[] = [];
  switch (situation.sport) {
    case 'football': {
      const s = situation.state;
      if (s.yardsToGoalFromWords && s.yardsToGoal !== undefined && args.yardsToEndZone === s.yardsToGoal)
        notes.push(factNote('football', 'yardLine.worded', { value: 100 - s.yardsToGoal }));
      if (s.twoMinuteWarning) notes.push(factNote('football', `twoMinuteWarning.${s.twoMinuteWarning}`));
      break;
    }
    case 'basketball': {
      const s = situation.state;
      const seconds = typeof args.secondsLeft === 'number' ? args.secondsLeft : undefined;
      if (s.secondsLeft !== undefined && seconds !== undefined && seconds < s.secondsLeft)
        notes.push(factNote('basketball', 'secondsLeft.capped', { value: clock(s.secondsLeft), cap: seconds }));
      if (s.foulsToGive !== undefined)
        notes.push(
          factNote('basketball', s.foulsToGive > 0 ? 'foulsToGive.some' : 'foulsToGive.none', {
            value: s.foulsToGive,
          }),
        );
      if (s.bonus) notes.push(factNote('basketball', `bonus.${s.bonus}`));
      else if (s.bonusNot === 'theirs') notes.push(factNote('basketball', 'bonusNot.theirs'));
      if (s.timeouts !== undefined && BASKETBALL_TIMEOUT_BLIND.has(tool) && !answered.includes('timeouts'))
        notes.push(factNote('basketball', s.timeouts > 0 ? 'timeouts.some' : 'timeouts.none', { value: s.timeouts }));
      const form = formNote('basketball', conditions);
      if (form) notes.push(form);
      if (s.timeoutsTheirs !== undefined)
        notes.push(
          factNote('basketball', s.timeoutsTheirs > 0 ? 'timeoutsTheirs.some' : 'timeoutsTheirs.none', {
            value: s.timeoutsTheirs,
          }),
        );
      break;
    }
    case 'baseball': {
      const s = situation.state;
      // The bunt model weighs the count until two strikes, where a bunt risks the same strikeout.
      const countSeen = tool === 'sacrifice_bunt' && s.strikes !== undefined && s.strikes < 2;
      if (s.balls !== undefined && s.strikes !== undefined && COUNT_BLIND_TOOLS.has(tool) && !countSeen)
        notes.push(
          factNote('baseball', `count.${countKind(s.balls, s.strikes)}`, { value: `${s.balls}-${s.strikes}` }),
        );
      const batter = batterStrength(conditions);
      if (batter && BATTER_BLIND_TOOLS.has(tool))
        notes.push(factNote('baseball', `batter.${batter.strength}`, { value: batter.said }));
      const form = formNote('baseball', conditions);
      if (form) notes.push(form);
      if (conditions.pitcherQuality) notes.push(factNote('baseball', `pitcher.${conditions.pitcherQuality}`));
      if (conditions.softball) notes.push(factNote('baseball', 'softball'));
      if (s.half === 'bottom' && (s.inning ?? 0) >= 9 && s.margin === 0 && tool !== 'intentional_walk')
        notes.push(factNote('baseball', 'half.bottomLate', { value: ordinal(s.inning!) }));
      break;
    }
    case 'soccer': {
      const s = situation.state;
      if (s.stoppage)
        notes.push(
          s.stoppage.half === 1
            ? factNote('soccer', 'stoppage.first')
            : factNote('soccer', 'stoppage.second', {
                value: s.stoppage.minute === undefined ? 'late' : `90+${s.stoppage.minute}`,
              }),
        );
      if (s.subsLeft !== undefined)
        notes.push(factNote('soccer', s.subsLeft > 0 ? 'subsLeft.some' : 'subsLeft.none', { value: s.subsLeft }));
      if (s.yellowOf) notes.push(factNote('soccer', `yellow.${s.yellowOf}`));
      break;
    }
    case 'golf': {
      const s = situation.state;
      if (tool !== 'club_adjustment' && tool !== 'go_or_lay_up') break;
      if (s.lie === 'hardpan') notes.push(factNote('golf', 'lie.hardpan'));
      if (s.heavyGrass && args.lie === 'heavyRough') notes.push(factNote('golf', 'lie.heavyGrass'));
      if (s.elevationUnstated && args.elevationChangeFeet !== undefined)
        notes.push(factNote('golf', `elevation.${s.elevationUnstated}`));
      if (s.windDirection && s.windMph === undefined && s.windClubs === undefined && args.windSpeed !== undefined)
        notes.push(factNote('golf', 'wind.noSpeed'));
      if (s.windFromWords && s.windClubs === undefined)
        notes.push(factNote('golf', 'wind.worded', { value: s.windMph }));
      if (args.risk === 'aggressive') notes.push(factNote('golf', 'format.match'));
      else if (args.risk === 'conservative')
        notes.push(
          factNote(
            'golf',
            conditions.opponentInTrouble
              ? 'format.matchTrouble'
              : conditions.golfFormat === 'match' && (s.matchHolesUp ?? 0) > 0
                ? 'format.matchUp'
                : 'format.stroke',
          ),
        );
      break;
    }
    case 'tennis': {
      const s = situation.state;
      const stakes = s.tiebreak && s.tiebreakPoints ? tiebreakNote(s.tiebreakPoints) : undefined;
      if (stakes) notes.push(stakes);
      if (conditions.surface) notes.push(factNote('tennis', `surface.${conditions.surface}`));
      if (conditions.wind) notes.push(factNote('tennis', `wind.${conditions.wind}`));
      else if (conditions.windMph !== undefined) notes.push(factNote('tennis', 'wind.unstated'));
      break;
    }
  }
  const notTaken = notTakenNote(situation, tool);
  if (notTaken) notes.push(notTaken);
  return notes;
}
