// The game-day card's charts, each cell one run of the same engine the panel and the chat use, so
// the card on the clipboard says what the phone would.
import { runEngineTool } from '../../../../shared/engines/engine-registry';
import type { EngineAdvice } from '../../../../shared/engines/engine-types';
import {
  PITCH_SMART_AGE_GROUPS,
  pitchSmartGroup,
  type PitchSmartAgeGroup,
} from '../../../../shared/engines/pitch-smart';
import { teamArgsOf, TEAM_DEFAULTS, type ResolvedTeam } from '../../../../shared/engines/team-inputs';

export interface CardTable {
  title: string;
  /** What the rows and columns are, for the header cell. */
  corner: string;
  columns: string[];
  rows: { label: string; cells: string[] }[];
  note: string;
}

function advise(engine: string, args: Record<string, unknown>): EngineAdvice | null {
  const result = runEngineTool(engine, args);
  return result.ok ? result.advice : null;
}

const QUARTER = 900;

/** Yards from the end zone, as a coach calls the spot: own 20 … their 2. */
const FIELD_SPOTS = [80, 70, 60, 50, 45, 40, 35, 30, 25, 20, 15, 10, 5, 2];
const SPOT_LABEL = (yards: number) =>
  yards === 50 ? 'Midfield' : yards > 50 ? `Own ${100 - yards}` : `Their ${yards}`;
const TO_GO = [1, 2, 3, 4, 5, 7, 10];

function fourthDownCall(advice: EngineAdvice | null): string {
  if (!advice) return '–';
  const call = advice.recommendation.toLowerCase();
  if (call.includes('go for it')) return 'GO';
  if (call.includes('field goal')) return 'FG';
  if (call.includes('punt')) return 'PUNT';
  return advice.recommendation;
}

/** Go, kick or punt by field position and distance, at one score and time. */
export function fourthDownGrid(
  title: string,
  scoreMargin: number,
  secondsLeft: number,
  team: Record<string, unknown> = {},
): CardTable {
  return {
    title,
    corner: 'Ball on · yards to go',
    columns: TO_GO.map(String),
    rows: FIELD_SPOTS.map((yardsToEndZone) => ({
      label: SPOT_LABEL(yardsToEndZone),
      cells: TO_GO.map((yardsToGo) =>
        yardsToGo > yardsToEndZone
          ? '–'
          : fourthDownCall(
              advise('fourth_down_decision', { ...team, yardsToGo, yardsToEndZone, scoreMargin, secondsLeft }),
            ),
      ),
    })),
    note: 'GO: go for it · FG: field goal · PUNT: punt. Fourth-down model; kicker and level: team settings.',
  };
}

const TRY_TIMES: { label: string; secondsLeft: number }[] = [
  { label: 'Q1–Q3', secondsLeft: 2 * QUARTER },
  { label: 'Q4 12:00', secondsLeft: 720 },
  { label: 'Q4 6:00', secondsLeft: 360 },
  { label: 'Q4 2:00', secondsLeft: 120 },
];

/** Kick or go for two, by the score after the touchdown and the time left. */
export function twoPointChart(team: Record<string, unknown> = {}): CardTable {
  const margins = Array.from({ length: 26 }, (_, index) => index - 15).filter((margin) => margin !== 0);
  return {
    title: 'After a touchdown: kick (1) or go for two (2)',
    corner: 'Score after the TD',
    columns: TRY_TIMES.map((time) => time.label),
    rows: margins.map((marginAfterTouchdown) => ({
      label: marginAfterTouchdown > 0 ? `Up ${marginAfterTouchdown}` : `Down ${-marginAfterTouchdown}`,
      cells: TRY_TIMES.map(({ secondsLeft }) => {
        const advice = advise('two_point_decision', { ...team, marginAfterTouchdown, secondsLeft });
        if (!advice) return '–';
        return advice.recommendation.toLowerCase().includes('two') ? '2' : '1';
      }),
    })),
    note: 'Score is ours minus theirs after the touchdown, before the try.',
  };
}

const LAST_SECONDS = [3, 5, 8, 10, 12, 15, 20];

/** Up three with their ball: foul before the shot or defend, by the seconds left. */
export function foulUpThreeRow(team: Record<string, unknown> = {}): CardTable {
  return {
    title: 'Up 3, their ball: foul or defend',
    corner: 'Seconds left',
    columns: LAST_SECONDS.map(String),
    rows: [
      {
        label: 'Call',
        cells: LAST_SECONDS.map((secondsLeft) => {
          const advice = advise('foul_up_three', { ...team, secondsLeft });
          if (!advice) return '–';
          return advice.recommendation.toLowerCase().startsWith('foul') ? 'FOUL' : 'DEFEND';
        }),
      },
    ],
    note: 'Our free-throw rate from the team settings; their three a contested look.',
  };
}

/** Down one to three with the last possession: go for two or three. */
export function lastShotTable(team: Record<string, unknown> = {}): CardTable {
  return {
    title: 'Last possession, behind: shoot for 2 or 3',
    corner: 'Behind · seconds left',
    columns: LAST_SECONDS.map(String),
    rows: [1, 2, 3].map((deficit) => ({
      label: `Down ${deficit}`,
      cells: LAST_SECONDS.map((secondsLeft) => {
        const advice = advise('end_of_game_possession', { ...team, deficit, secondsLeft });
        if (!advice) return '–';
        return /three|3/i.test(advice.recommendation) ? '3' : '2';
      }),
    })),
    note: 'Our three-point rate from the team settings; a contested two 45%; overtime a coin flip.',
  };
}

const SHOT_CLOCK_SECONDS = [8, 12, 16, 20, 24, 30, 40];

/** With the ball, tied or behind: hold for one shot (and when to start the move) or go early. */
export function whenToShootTable(team: Record<string, unknown> = {}): CardTable {
  return {
    title: 'Our ball at the end: when to shoot',
    corner: 'Score · seconds left',
    columns: SHOT_CLOCK_SECONDS.map(String),
    rows: [0, -1, -2, -3, -4, -6].map((scoreMargin) => ({
      label: scoreMargin === 0 ? 'Tied' : `Down ${-scoreMargin}`,
      cells: SHOT_CLOCK_SECONDS.map((secondsLeft) => {
        const advice = advise('last_shot', { ...team, scoreMargin, secondsLeft });
        if (!advice) return '–';
        const at = /(\d+) s$/.exec(advice.recommendation)?.[1];
        return `${advice.recommendation.startsWith('Hold') ? 'H' : advice.recommendation.startsWith('Use') ? 'C' : 'E'}${at}`;
      }),
    })),
    note: 'H7: hold for one shot, start the move at 7 s. E25: go early, shoot by 25 s. C6: use the whole shot clock, shoot at 6 s. A full 24-second shot clock.',
  };
}

/** With the ball after their score: call timeout or play on, by the score and the seconds left. */
export function timeoutTable(team: Record<string, unknown> = {}): CardTable {
  return {
    title: 'After their score, our ball: timeout?',
    corner: 'Score · seconds left',
    columns: SHOT_CLOCK_SECONDS.map(String),
    rows: [0, -2, -5].flatMap((scoreMargin) =>
      [2, 1].map((timeouts) => ({
        label: `${scoreMargin === 0 ? 'Tied' : `Down ${-scoreMargin}`}, ${timeouts} TO`,
        cells: SHOT_CLOCK_SECONDS.map((secondsLeft) => {
          const advice = advise('call_timeout', { ...team, scoreMargin, secondsLeft, timeouts, ball: 'inbound' });
          if (!advice) return '–';
          return advice.recommendation === 'Call timeout' ? 'TO' : 'PLAY';
        }),
      })),
    ),
    note: 'TO: call timeout to advance the ball (NBA, FIBA last 2 min). PLAY: push it up. On a break with numbers, never call one.',
  };
}

const REST_COLUMNS = ['0 days', '1 day', '2 days', '3 days', '4 days'];

/** The pitch counts of each rest step, as ranges: "1–20", "21–35", … "66+" up to the daily max. */
function restRanges(group: PitchSmartAgeGroup): string[] {
  const cells = REST_COLUMNS.map((_, days) => {
    const from = days === 0 ? 1 : (group.restLimits[days - 1] ?? Infinity) + 1;
    const to = group.restLimits[days];
    if (from > group.dailyMax) return '–';
    return to === undefined ? `${from}–${group.dailyMax}` : `${from}–${to}`;
  });
  return cells;
}

/**
 * Each pitcher's Pitch Smart limit from the team settings: the daily max and the pitches that call
 * for each number of rest days. With no pitchers set, one row per age group.
 */
export function pitchLimitsTable(team: ResolvedTeam): CardTable {
  const rows = team.baseball.pitchers.length
    ? team.baseball.pitchers.map((pitcher) => {
        const group = pitchSmartGroup(pitcher.age);
        return {
          label: `${pitcher.name} (${pitcher.age})`,
          cells: group ? [String(group.dailyMax), ...restRanges(group)] : ['none', ...REST_COLUMNS.map(() => '–')],
        };
      })
    : PITCH_SMART_AGE_GROUPS.map((group) => ({
        label: `Ages ${group.label}`,
        cells: [String(group.dailyMax), ...restRanges(group)],
      }));
  return {
    title: team.baseball.pitchers.length ? 'Pitch limits per pitcher' : 'Pitch limits by age',
    corner: 'Pitcher · daily max · pitches → rest',
    columns: ['Max', ...REST_COLUMNS],
    rows,
    note: `${TEAM_DEFAULTS.baseball.limitsSource} A pitcher who reaches the max mid-batter may finish the batter.`,
  };
}

/** The sports a card is printed for, each with its charts, run with the team's figures. */
export const CARD_SPORTS = {
  football: (team: ResolvedTeam) => [
    twoPointChart(teamArgsOf('two_point_decision', team)),
    fourthDownGrid('4th down, first half, tied', 0, 3 * QUARTER, teamArgsOf('fourth_down_decision', team)),
    fourthDownGrid('4th down, 5:00 left, down 3', -3, 300, teamArgsOf('fourth_down_decision', team)),
  ],
  basketball: (team: ResolvedTeam) => [
    foulUpThreeRow(teamArgsOf('foul_up_three', team)),
    lastShotTable(teamArgsOf('end_of_game_possession', team)),
    whenToShootTable(teamArgsOf('last_shot', team)),
    timeoutTable(teamArgsOf('call_timeout', team)),
  ],
  baseball: (team: ResolvedTeam) => [pitchLimitsTable(team)],
} as const;

/** The card as markdown, for the playbook: each chart a table under its title, with its note. */
export function cardMarkdown(title: string, lines: string[], tables: CardTable[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const parts = [`# ${title}`, '', ...lines.map((line) => `> ${line}`), ''];
  for (const table of tables) {
    parts.push(
      `## ${table.title}`,
      '',
      `| ${[table.corner, ...table.columns].map(cell).join(' | ')} |`,
      `| ${[table.corner, ...table.columns].map(() => '---').join(' | ')} |`,
      ...table.rows.map((row) => `| ${[row.label, ...row.cells].map(cell).join(' | ')} |`),
      '',
      table.note,
      '',
    );
  }
  return parts.join('\n').trim();
}

export type CardSport = keyof typeof CARD_SPORTS;
