import {
  DECISION_LINE_MAX_WORDS,
  decisionLine,
  evenWith,
  optionFigure,
} from '../../../../shared/engines/decision-line';
import { ENGINE_TOOLS } from '../../../../shared/engines/engine-registry';
import { panelLink } from '../../../../shared/engines/panel-link';
import { withWhy } from '../../../../shared/why';
import type { SituationAdvice } from './situation-engine-call';
import { parseConditions } from '../understand/parse-situation';
import { DECISIONS, committedCallFor } from '../understand/decision-asked';
import type { GolfLie, GolfSlope, Situation } from '../understand/parse-situation';

function signed(margin: number, unit: string): string {
  if (margin === 0) return 'tied';
  return margin > 0 ? `up ${margin}${unit}` : `down ${-margin}${unit}`;
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left`;
}

const GOLF_LIE_WORDS: Record<GolfLie, string> = {
  fairway: 'from the fairway',
  rough: 'from the rough',
  bunker: 'from the bunker',
  hardpan: 'from hardpan',
  tee: 'off the tee',
  buried: 'a buried (plugged) lie',
  'under-lip': 'under the bunker lip',
};

const GOLF_SLOPE_WORDS: Record<GolfSlope, string> = {
  uphill: 'uphill lie',
  downhill: 'downhill lie',
  'ball-above': 'ball above your feet',
  'ball-below': 'ball below your feet',
};

const threeDigits = (share: number) => `.${String(Math.round(share * 1000)).padStart(3, '0')}`;

/**
 * What the message said beside the game state that the call reads: the wind on a kick, a hitter's
 * figures, a serve's share. Said back with the numbers, so a fact the call used is seen to be read.
 */
function statedFacts(sport: Situation['sport'], message: string): string[] {
  const c = parseConditions(message);
  const facts: string[] = [];
  if (sport === 'football') {
    if (c.windMph !== undefined || c.wind) {
      const way = c.wind === 'against' ? 'into the kick' : c.wind === 'with' ? 'with the kick' : c.wind ? 'across' : '';
      facts.push(['wind', c.windMph !== undefined ? `${c.windMph} mph` : '', way].filter(Boolean).join(' '));
    }
    if (c.kickerRange !== undefined) facts.push(`kicker good to ${c.kickerRange}`);
    if (c.snow) facts.push('snow');
    else if (c.rain) facts.push('rain');
  }
  if ((sport === 'basketball' || sport === 'baseball') && c.playerForm)
    facts.push(`a ${c.playerForm.made}-for-${c.playerForm.tried} line in this game`);
  if (sport === 'baseball') {
    if (c.batterObp !== undefined) facts.push(`a ${threeDigits(c.batterObp)} OBP hitter up`);
    else if (c.batterAverage !== undefined) facts.push(`a ${threeDigits(c.batterAverage)} hitter up`);
    else if (c.batterQuality)
      facts.push(
        c.batterQuality === 'weak'
          ? 'a weak hitter up'
          : /\b(?:our|my) (?:[\w#'-]+ ){0,2}?(?:best|top|cleanup|clean up|big|hottest|hitter|batter|bat|slugger|order|lineup)\b/.test(
                message.toLowerCase(),
              )
            ? 'your best hitter up'
            : 'their best hitter up',
      );
    if (c.onDeckObp !== undefined) facts.push(`a ${threeDigits(c.onDeckObp)} OBP on deck`);
    else if (c.onDeckAverage !== undefined) facts.push(`a ${threeDigits(c.onDeckAverage)} hitter on deck`);
  }
  if (sport === 'baseball') {
    if (c.pitcherQuality)
      facts.push(c.pitcherQuality === 'strong' ? 'a strong pitcher on the mound' : 'a struggling pitcher');
    if (c.softball) facts.push('softball');
  }
  if (sport === 'golf') {
    if (c.golfFormat) facts.push(c.golfFormat === 'match' ? 'match play' : 'stroke play');
    if (c.opponentInTrouble) facts.push('your opponent in trouble');
    if (c.protectingScore) facts.push('protecting your score');
  }
  if (sport === 'tennis') {
    if (c.surface) facts.push(c.surface === 'indoor' ? 'indoors' : `${c.surface} court`);
    if (c.wind)
      facts.push(c.wind === 'with' ? 'wind behind you' : c.wind === 'against' ? 'wind in your face' : 'crosswind');
    else if (c.windMph !== undefined) facts.push('windy');
    if (c.opponentFirstServeIn !== undefined)
      facts.push(`their first serve ${Math.round(c.opponentFirstServeIn * 100)}% in`);
    if (c.firstServeIn !== undefined) facts.push(`your first serve ${Math.round(c.firstServeIn * 100)}% in`);
    if (c.secondServeIn !== undefined) facts.push(`your second serve ${Math.round(c.secondServeIn * 100)}% in`);
  }
  return facts;
}

/**
 * The card a golf call weighs: the score to par or the match, said back beside the shot so the call
 * is seen to have read it. A fix for a swing fault does not turn on it, so only the calls say it.
 */
function golfCard(situation: Situation): string[] {
  if (situation.sport !== 'golf') return [];
  const s = situation.state;
  const parts: string[] = [];
  if (s.scoreToPar !== undefined)
    parts.push(
      `${s.scoreToPar === 0 ? 'even' : `${Math.abs(s.scoreToPar)} ${s.scoreToPar > 0 ? 'over' : 'under'}`} through ${s.holesPlayed}`,
    );
  if (s.matchHolesUp !== undefined)
    parts.push(
      `${s.matchHolesUp === 0 ? 'all square' : `${Math.abs(s.matchHolesUp)} ${s.matchHolesUp > 0 ? 'up' : 'down'}`}${s.holesToPlay === undefined ? '' : ` with ${s.holesToPlay} to play`}`,
    );
  return parts;
}

/**
 * The numbers read from the message, said back so the coach can see what was understood; with the
 * message, also the facts beside the game state that the call reads (wind, a hitter's average).
 */
export function describeSituation(situation: Situation, message?: string): string {
  const parts: string[] = [];
  switch (situation.sport) {
    case 'football': {
      const s = situation.state;
      if (s.down !== undefined)
        parts.push(s.distance !== undefined ? `${ordinal(s.down)} and ${s.distance}` : `${ordinal(s.down)} down`);
      if (s.yardsToGoal !== undefined)
        parts.push(`${yardLine(s.yardsToGoal, s.possession)} (${s.yardsToGoal} yards from the end zone)`);
      if (s.margin !== undefined) parts.push(signed(s.margin, ''));
      if (s.secondsLeft !== undefined)
        parts.push(`${clock(s.secondsLeft)}${s.quarter ? ` in the ${ordinal(s.quarter)}` : ''}`);
      if (s.timeouts !== undefined) parts.push(`${s.timeouts} timeout${s.timeouts === 1 ? '' : 's'}`);
      if (s.timeoutsTheirs !== undefined)
        parts.push(`${s.timeoutsTheirs} timeout${s.timeoutsTheirs === 1 ? '' : 's'} for them`);
      if (s.possession) parts.push(s.possession === 'ours' ? 'your ball' : 'their ball');
      if (s.twoMinuteWarning)
        parts.push(s.twoMinuteWarning === 'ahead' ? 'two-minute warning to come' : 'two-minute warning gone');
      break;
    }
    case 'basketball': {
      const s = situation.state;
      if (s.margin !== undefined) parts.push(signed(s.margin, ''));
      if (s.secondsLeft !== undefined) parts.push(clock(s.secondsLeft));
      if (s.shotClockLeft !== undefined) parts.push(`${s.shotClockLeft} on the shot clock`);
      if (s.noShotClock) parts.push('no shot clock');
      if (s.timeouts !== undefined) parts.push(`${s.timeouts} timeout${s.timeouts === 1 ? '' : 's'}`);
      if (s.timeoutsTheirs !== undefined)
        parts.push(`${s.timeoutsTheirs} timeout${s.timeoutsTheirs === 1 ? '' : 's'} for them`);
      if (s.possession) parts.push(s.possession === 'ours' ? 'your ball' : 'their ball');
      if (s.fouls !== undefined) parts.push(`${s.fouls} fouls`);
      if (s.foulsToGive !== undefined)
        parts.push(
          s.foulsToGive === 0 ? 'no fouls to give' : `${s.foulsToGive} foul${s.foulsToGive === 1 ? '' : 's'} to give`,
        );
      if (s.bonus) parts.push(s.bonus === 'theirs' ? 'they are in the bonus' : 'you are in the bonus');
      else if (s.bonusNot)
        parts.push(s.bonusNot === 'theirs' ? 'they are not in the bonus' : 'you are not in the bonus');
      break;
    }
    case 'soccer': {
      const s = situation.state;
      if (s.playersOurs !== undefined && s.playersTheirs !== undefined)
        parts.push(`${s.playersOurs} v ${s.playersTheirs}`);
      if (s.margin !== undefined)
        parts.push(signed(s.margin, s.margin === 0 ? '' : ' goal' + (Math.abs(s.margin) > 1 ? 's' : '')));
      if (s.stoppage)
        parts.push(
          s.stoppage.half === 1
            ? 'first-half stoppage time'
            : `stoppage time${s.stoppage.minute === undefined ? '' : ` (90+${s.stoppage.minute})`}`,
        );
      // A minute of play is said back as the coach counted it, with the time left the model reads.
      if (s.minutesPlayed !== undefined) parts.push(`${ordinal(s.minutesPlayed)} minute`);
      if (s.minutesLeft !== undefined) parts.push(`${s.minutesLeft} minute${s.minutesLeft === 1 ? '' : 's'} left`);
      if (s.subsLeft !== undefined)
        parts.push(s.subsLeft === 0 ? 'no subs left' : `${s.subsLeft} sub${s.subsLeft === 1 ? '' : 's'} left`);
      if (s.yellowOf) parts.push(s.yellowOf === 'ours' ? 'your player on a yellow' : 'their player on a yellow');
      break;
    }
    case 'baseball': {
      const s = situation.state;
      if (s.runners)
        parts.push(
          s.runners.length === 0
            ? 'bases empty'
            : s.runners.length === 3
              ? 'bases loaded'
              : `runner${s.runners.length > 1 ? 's' : ''} on ${s.runners.join(' and ')}`,
        );
      if (s.outs !== undefined) parts.push(`${s.outs} out${s.outs === 1 ? '' : 's'}`);
      if (s.margin !== undefined) parts.push(signed(s.margin, ''));
      if (s.inning !== undefined) parts.push(`${s.half ? `${s.half} of the ` : ''}${ordinal(s.inning)} inning`);
      if (s.balls !== undefined && s.strikes !== undefined) parts.push(`${s.balls}-${s.strikes} count`);
      if (s.pitchCount !== undefined) parts.push(`${s.pitchCount} pitches`);
      if (s.timesThrough !== undefined) parts.push(`${ordinal(s.timesThrough)} time through the order`);
      break;
    }
    case 'golf': {
      const s = situation.state;
      if (s.distanceMetres !== undefined) parts.push(`${s.distanceMetres} metres`);
      if (s.distanceYards !== undefined) parts.push(`${s.distanceYards} yards${s.mustCarry ? ' to carry' : ''}`);
      if (s.windClubs !== undefined)
        parts.push(`a ${s.windClubs}-club ${s.windDirection ?? 'wind (direction not given)'}`);
      else if (s.windMph !== undefined || s.windDirection)
        parts.push(`${s.windMph !== undefined ? `${s.windMph} mph ` : ''}${s.windDirection ?? 'wind'}`);
      if (s.elevationFeet !== undefined)
        parts.push(`${Math.abs(s.elevationFeet)} ft ${s.elevationFeet >= 0 ? 'uphill' : 'downhill'}`);
      if (s.temperatureF !== undefined) parts.push(`${s.temperatureF}°F`);
      if (s.elevationUnstated) parts.push(s.elevationUnstated === 'up' ? 'green above you' : 'green below you');
      if (s.lie) parts.push(s.heavyGrass && s.lie === 'rough' ? 'from wet or thick rough' : GOLF_LIE_WORDS[s.lie]);
      if (s.slope) parts.push(GOLF_SLOPE_WORDS[s.slope]);
      if (s.hazard) parts.push(`${s.hazard} in play`);
      break;
    }
    case 'tennis': {
      const s = situation.state;
      if (s.points && !s.pointsImplied) parts.push(s.points === '40-40' ? 'deuce' : s.points);
      if (s.games) parts.push(`${s.games} in games${s.set ? ` in the ${ordinal(s.set)} set` : ''}`);
      if (s.tiebreak) parts.push(s.tiebreakPoints ? `${s.tiebreakPoints} in the tiebreak` : 'tiebreak');
      const bigPoint = s.matchPoint ? 'match point' : s.setPoint ? 'set point' : s.breakPoint ? 'break point' : '';
      if (bigPoint)
        parts.push(
          `${bigPoint}${s.bigPointFor ? (s.bigPointFor === 'ours' ? ' for you' : ' against you') : ''}${s.pointsImplied && s.points ? ` (read as ${s.points})` : ''}`,
        );
      if (s.serving !== undefined) parts.push(s.serving ? 'you serve' : 'you return');
      if (s.secondServe) parts.push('second serve');
      if (s.opponentWeakSide) parts.push(`weak ${s.opponentWeakSide}`);
      break;
    }
  }
  if (message !== undefined) parts.push(...statedFacts(situation.sport, message));
  return parts.join(', ');
}

/**
 * The yard line as a sideline says it ("your own 14", "their 35"), so a line read from the wrong end
 * shows: the yards to go are the offense's, and with their ball the field is turned round.
 */
function yardLine(yardsToGoal: number, possession: 'ours' | 'theirs' | undefined): string {
  if (yardsToGoal === 50) return 'midfield';
  const [offense, defense] = possession === 'theirs' ? ['their own', 'your'] : ['your own', 'their'];
  return yardsToGoal > 50 ? `${offense} ${100 - yardsToGoal}` : `${defense} ${yardsToGoal}`;
}

function ordinal(value: number): string {
  const suffix =
    value % 10 === 1 && value !== 11
      ? 'st'
      : value % 10 === 2 && value !== 12
        ? 'nd'
        : value % 10 === 3 && value !== 13
          ? 'rd'
          : 'th';
  return `${value}${suffix}`;
}

// Team figures and league rates are inputs of their own (the panel shows them); only the game
// state's missing numbers are "assumed" here. A count not given is a plate appearance from its start.
const NOT_GAME_STATE =
  /Rate$|Ops$|Woba$|Per90$|Dropoff$|Share$|^level$|^tour$|Hand$|^carries$|Limit$|Minutes$|^shotClock$|^clockRunning$|^risk$|^balls$|^strikes$/;

// An input another one replaces is not assumed when that one is given: a wind counted in clubs has no speed.
const MOOT_WHEN_GIVEN: Record<string, string[]> = { windSpeed: ['windClubs'] };

function spaced(key: string): string {
  return key.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/** The game-state inputs the engine filled with its stated defaults because the message did not give them. */
function assumedInputs({ call }: SituationAdvice): { items: string[]; anyGiven: boolean } {
  const tool = ENGINE_TOOLS.find((each) => each.name === call.tool);
  const parsed = tool?.parameters.safeParse(call.args);
  const anyGiven = Object.keys(call.args).some((key) => !NOT_GAME_STATE.test(key));
  if (!parsed?.success || typeof parsed.data !== 'object' || parsed.data === null) return { items: [], anyGiven };
  const items = Object.entries(parsed.data)
    .filter(
      ([key, value]) =>
        !(key in call.args) &&
        !NOT_GAME_STATE.test(key) &&
        !(MOOT_WHEN_GIVEN[key] ?? []).some((other) => other in call.args) &&
        ['number', 'string'].includes(typeof value),
    )
    .map(([key, value]) => `${spaced(key)} ${String(value)}`);
  return { items, anyGiven };
}

/**
 * The game-state numbers the engine filled with its stated defaults because the message did not
 * give them, said as such: "with no score or inning given, assuming inning 5, score margin 0".
 */
export function assumedDefaults(decided: SituationAdvice): string {
  const { items, anyGiven } = assumedInputs(decided);
  if (items.length === 0) return '';
  const lead = anyGiven ? 'Not given, so assuming' : 'With no numbers given, assuming';
  return `${lead} the model’s defaults: ${items.join(', ')}.`;
}

/**
 * Engines that only measure (run expectancy, how big a point is) answer "how much", not "what do
 * we do": their reply starts with the call the state calls for, then the figure that supports it.
 */
function measuredCall(situation: Situation, { advice, call }: SituationAdvice): string | undefined {
  if (call.tool === 'run_expectancy' && situation.sport === 'baseball') {
    const { outs, runners } = situation.state;
    const runs = advice.options.find((option) => option.measure === 'expected runs');
    const scoring = advice.options.find((option) => option.measure === 'chance of scoring');
    const figure = [
      runs ? `${runs.value.toFixed(2)} expected runs this inning` : '',
      scoring ? `${Math.round(scoring.value * 100)}% chance of scoring at least one` : '',
    ]
      .filter((part) => part.length > 0)
      .join(', ');
    const action =
      outs === 2
        ? 'Swing away; runners go on contact'
        : runners?.includes('third')
          ? 'Swing away and get him in: a fly ball or a grounder to the right side scores him'
          : runners === undefined || runners.length === 0
            ? 'Swing away: work the count and get on base'
            : 'Swing away: do not give up an out';
    return `${action} — ${figure}.`;
  }
  if (call.tool === 'club_adjustment' && call.goOrLayUp && /^hit\b/i.test(advice.recommendation)) {
    const [club] = advice.options;
    const playsLike = club ? `, ${club.value} ${club.measure}` : '';
    // A go over water or a ravine is a go at the carry, not yet at the green.
    const target = situation.sport === 'golf' && situation.state.mustCarry ? 'Go over it' : 'Go for the green';
    return `${target}: ${advice.recommendation.charAt(0).toLowerCase()}${advice.recommendation.slice(1)}${playsLike}`;
  }
  if (call.tool === 'point_importance') {
    // The coaching point's first clause is the call; the swing in the game is its figure.
    const [point] = advice.points;
    const game = advice.options.find((option) => /game$/.test(option.measure));
    if (point === undefined || game === undefined) return undefined;
    const clause = point.split(/[;:—]/)[0]!.replace(/\.$/, '').trim();
    return `${clause}: ${advice.recommendation.toLowerCase()}, ${Math.round(game.value * 100)}% swing in the game`;
  }
  return undefined;
}

const GOES = /^go for (?:it|two|2)\b/i;

/**
 * The play to run when the call is to go: "go for it" alone leaves the coach to pick the play on
 * the clock. The notes' play call for the down and distance read (a goal-line try is run from the
 * 2), from the numbers rather than the wording, so "fourth and one" and "4th & 1" get the same play.
 */
function goPlay(situation: Situation, { advice }: SituationAdvice): string | undefined {
  if (situation.sport !== 'football' || !GOES.test(advice.recommendation)) return undefined;
  const { down, distance, yardsToGoal } = situation.state;
  const tryForTwo = /two|2/.test(advice.recommendation);
  const toGoal = tryForTwo ? 2 : yardsToGoal;
  const yards = tryForTwo ? 2 : distance;
  if (yards === undefined && toGoal === undefined) return undefined;
  const downWords = `${down ?? 4}th`;
  const state = [
    yards !== undefined && toGoal !== undefined && yards >= toGoal ? `${downWords} and goal` : '',
    yards !== undefined && (toGoal === undefined || yards < toGoal) ? `${downWords} and ${yards}` : '',
    toGoal !== undefined && toGoal <= 5 ? `at the ${toGoal}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  for (const kind of DECISIONS[situation.sport]) {
    if (!kind.runsTheForcedOption) continue;
    const play = committedCallFor(kind, state);
    if (play) return play.call.split(/[:;,]/)[0]!.replace(/\.$/, '').trim();
  }
  return undefined;
}

/**
 * The call naming what to run when it is a go ("Go for it, QB sneak: 71% to win; punt 64%"). When
 * that runs past a glance the line stays the panel's own call, with its runner-up, and the play
 * leads the Why?.
 */
function withPlay(line: string, recommendation: string, play: string): { line: string; play?: string } {
  const figures = line.slice(recommendation.length).replace(/^:\s*/, '').trim();
  const named = `${recommendation}, ${play.charAt(0).toLowerCase()}${play.slice(1)}`;
  const withFigures = figures.length > 0 ? `${named}: ${figures}` : named;
  return wordsIn(withFigures) <= DECISION_LINE_MAX_WORDS ? { line: withFigures } : { line, play };
}

const CONDITION_LABEL_MAX_WORDS = 7;

/**
 * The call with the condition the message stated ("Big first serve down the T (wind in your face):
 * 64% to win the point"), so the call is seen to be made for it; the figure gives way first.
 */
function withCondition(line: string, note: string): string {
  const label = note.split(':')[0]!.trim();
  if (label === note.trim() || wordsIn(label) > CONDITION_LABEL_MAX_WORDS) return line;
  const at = line.indexOf(': ');
  const [call, figure] =
    at < 0
      ? [line, '']
      : [
          line.slice(0, at),
          line
            .slice(at + 2)
            .split(';')[0]!
            .trim(),
        ];
  const named = `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  // A call that ends in its own aside ("Play your game (4-3-3)") takes the condition after a comma.
  const condition = call.endsWith(')') ? `, ${named}` : ` (${named})`;
  const full = figure.length > 0 ? `${call}${condition}: ${figure}` : `${call}${condition}`;
  return wordsIn(full) <= DECISION_LINE_MAX_WORDS ? full : `${call}${condition}`;
}

// Tactical is read at a glance: the call, then a Why? of two bullets of at most this many words each.
export const TACTICAL_BULLET_MAX_WORDS = 14;
// The assumed inputs named in a Tactical Why?; the rest are counted, and the panel shows them all.
const TACTICAL_ASSUMED_SHOWN = 3;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

const HAS_FIGURE = /\d/;
const CLAUSE_OVERRUN_WORDS = 3;
// Words a clause can end before without leaving a dangling phrase: "worth 63% against 61% | in a late game".
const BREAK_BEFORE =
  /^(?:and|but|with|in|over|for|while|because|than|where|which|when|so|as|at|on|from|after|before)$/i;

/** The leading words that fit, cut before a joining word so no phrase is left hanging; undefined if none. */
function cutAtBreak(clause: string, maxWords: number): string | undefined {
  const words = clause.split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return clause;
  for (let end = maxWords; end >= Math.ceil(maxWords / 2); end--)
    if (BREAK_BEFORE.test(words[end] ?? '')) return words.slice(0, end).join(' ');
  return undefined;
}

function cutClause(clause: string, maxWords: number): string {
  const words = clause.split(/\s+/).filter(Boolean);
  // With nowhere to break, a clause a few words over is kept whole rather than cut mid-phrase.
  return (
    cutAtBreak(clause, maxWords) ??
    (words.length <= maxWords + CLAUSE_OVERRUN_WORDS ? clause : words.slice(0, maxWords).join(' '))
  );
}

/**
 * A sentence cut back to clauses that fit a bullet, so a figure is never cut mid-clause: a lead-in
 * with no figure ("On ATP numbers", "At 1–0 with 5 minutes left") gives way to the clause that has one.
 */
export function glance(sentence: string, maxWords = TACTICAL_BULLET_MAX_WORDS): string {
  // An aside in parentheses is the first thing a glance can do without.
  const plain = wordsIn(sentence) > maxWords ? sentence.replace(/\s*\([^()]*\)/g, '') : sentence;
  let clauses = splitOutsideParentheses(plain.replace(/\.$/, ''), /^[;,:—]\s+/);
  const tooLong = () => wordsIn(clauses.join(' ')) > maxWords;
  while (
    clauses.length > 1 &&
    tooLong() &&
    !HAS_FIGURE.test(clauses[0]!) &&
    clauses.slice(1).some((c) => HAS_FIGURE.test(c))
  )
    clauses = clauses.slice(1);
  // A lead-in that sets the scene ("At 1–0 with 5 minutes left") gives way to the clause with the chances.
  while (
    clauses.length > 1 &&
    tooLong() &&
    /^At\b/i.test(clauses[0]!) &&
    !/%/.test(clauses[0]!) &&
    clauses.slice(1).some((c) => /%/.test(c))
  )
    clauses = clauses.slice(1);
  let greedy = cutClause(clauses[0] ?? '', maxWords);
  const whole = greedy === clauses[0];
  for (const clause of whole ? clauses.slice(1) : []) {
    if (wordsIn(`${greedy} ${clause}`) > maxWords) break;
    greedy = `${greedy} ${clause}`;
  }
  // Cutting the whole before a joining word can keep more than whole clauses do ("in a late, close game").
  const cut = cutAtBreak(clauses.join(' '), maxWords) ?? '';
  const kept = (wordsIn(cut) > wordsIn(greedy) ? cut : greedy).replace(/[;,:—\s]+$/, '');
  return `${kept.charAt(0).toUpperCase()}${kept.slice(1)}.`;
}

/** Splits where the pattern matches outside parentheses: "(62% in; 73% won)" is one figure. */
function splitOutsideParentheses(text: string, at: RegExp): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const match = at.exec(text.slice(index));
      if (match?.index === 0) {
        pieces.push(text.slice(start, index + 1));
        start = index + match[0].length;
        index = start - 1;
      }
    }
  }
  pieces.push(text.slice(start));
  return pieces.map((piece) => piece.trim()).filter((piece) => piece.length > 0);
}

/** The reason's clauses: its first says what the call wins, a later one often where it would flip. */
function reasonClauses(reason: string): string[] {
  return splitOutsideParentheses(reason, /^(?:\.\s+(?=[A-Z])|;\s+)/).map((clause) => clause.replace(/;$/, ''));
}

/** The model's name without its citations: "Win probability", "Run expectancy". */
function modelName(source: string): string {
  const name = source.split(/[:;(]/)[0]!.trim();
  return wordsIn(name) <= 8 ? name : name.split(/\s+/).slice(0, 8).join(' ');
}

/**
 * A Tactical decision: the call in one line, then a short Why? of two bullets: the figure that
 * decides it (where it would flip, or the option it is even with), and the numbers read, what
 * changed the inputs and what was assumed. The model's full inputs and sources are Strategic's.
 */
function tacticalReply(situation: Situation, decided: SituationAdvice, message?: string): string {
  const { advice, call } = decided;
  const measured = measuredCall(situation, decided);
  // A measured call too long for a glance gives its figure to the Why?.
  const play = measured ? undefined : goPlay(situation, decided);
  const going = play ? withPlay(decisionLine(advice), advice.recommendation, play) : undefined;
  const [bareLine, measuredFigure] = going
    ? [going.line, undefined]
    : measured && wordsIn(measured) > DECISION_LINE_MAX_WORDS && measured.includes(' — ')
      ? (measured.split(' — ') as [string, string])
      : [measured ?? decisionLine(advice), undefined];
  const stated = call.stated ?? [];
  const line = stated.length > 0 ? withCondition(bareLine, stated[0]!) : bareLine;
  const even = /\beven\b/.test(advice.reason) ? undefined : evenWith(advice);
  const clauses = reasonClauses(advice.reason);
  const flip = clauses.slice(1).find((clause) => /\bbreaks? even\b|\bflips?\b|\bunless\b|\bif\b/.test(clause));
  const figure = even
    ? `${advice.recommendation} and ${even.name.toLowerCase()} are even on these figures: either is a sound call`
    : (measuredFigure ??
      flip ??
      (wordsIn(clauses[0] ?? '') < 6 ? clauses[1] : undefined) ??
      clauses[0] ??
      advice.reason);
  const read = [describeSituation(situation, message), ...golfCard(situation)].filter(Boolean).join(', ');
  const { items, anyGiven } = assumedInputs(decided);
  const shown = items.slice(0, TACTICAL_ASSUMED_SHOWN).join(', ');
  const more = items.length > TACTICAL_ASSUMED_SHOWN ? ` and ${items.length - TACTICAL_ASSUMED_SHOWN} more` : '';
  const assumed =
    items.length === 0
      ? ''
      : `${anyGiven ? 'Not given, so assumed' : 'With no numbers given, assumed'}: ${shown}${more}.`;
  // A note's first sentence says what it changed ("kicker's range taken from 58 to 50 yards"); its rest is Strategic's.
  const deciding = glance(figure.charAt(0).toUpperCase() + figure.slice(1));
  const notes = (call.notes ?? []).map((note) => glance(note.split(' — ')[0]!.split(/(?<=\.)\s/)[0]!));
  // Two short bullets: the deciding figure, then every fact read; what the model could not see,
  // what it assumed and the panel follow as one line under them.
  const after = [
    ...(going?.play ? [deciding] : []),
    ...notes,
    assumed,
    `Model: ${modelName(advice.source)}. [Open in the decision panel](${panelLink(call.tool, call.args)})`,
  ]
    .filter((part) => part.length > 0)
    .join(' ');
  // A play the call had no room for takes the first bullet; the deciding figure then joins the line under them.
  const bullets = [
    `- ${going?.play ? glance(`Run ${going.play.charAt(0).toLowerCase()}${going.play.slice(1)}`) : deciding}`,
    ...(read.length > 0 ? [`- Read: ${read}.`] : []),
  ];
  return withWhy(line, [...bullets, '', after].join('\n'));
}

export function situationReply(
  mode: 'gameOnTheLine' | 'comprehensiveCoach',
  situation: Situation,
  decided: SituationAdvice,
  message?: string,
): string {
  const { advice } = decided;
  if (mode === 'gameOnTheLine') return tacticalReply(situation, decided, message);
  const read = [describeSituation(situation, message), ...golfCard(situation)].filter(Boolean).join(', ');
  return [
    '### Situation',
    '',
    [
      read.length > 0 ? `${read.charAt(0).toUpperCase()}${read.slice(1)}.` : '',
      assumedDefaults(decided),
      ...(decided.call.notes ?? []),
    ]
      .filter((part) => part.length > 0)
      .join(' '),
    '',
    '### Options',
    '',
    ...advice.options.map((option, index) => `${index + 1}. **${option.name}**: ${optionFigure(option)}`),
    '',
    '### Recommendation',
    '',
    `**${measuredCall(situation, decided) ?? `${advice.recommendation}.`}** ${advice.reason}`,
    '',
    ...advice.points.map((point) => `- ${point}`),
    '',
    `Source: ${advice.source}`,
    '',
    `[Open in the decision panel](${panelLink(decided.call.tool, decided.call.args)})`,
  ].join('\n');
}
