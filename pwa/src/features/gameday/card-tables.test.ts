import { describe, expect, it } from 'vitest';
import { resolveTeam, teamArgsOf } from '../../../../shared/engines/team-inputs';
import { CARD_SPORTS, fourthDownGrid, type CardTable } from './card-tables';

const NO_CELL = '–';

/** A row's calls left to right (shortest distance first), without the distances longer than the field. */
const callsOf = (row: CardTable['rows'][number]) => row.cells.filter((cell) => cell !== NO_CELL);

/**
 * Where the published fourth-down charts are monotone, the card must be too: along a row going for it
 * never comes back once a longer distance has turned it into a kick, a row kicks one way only (the
 * kick does not depend on the distance), and the field-goal zone is one run of yard lines in every
 * column and across the rows. Down a column, from the own 20 to the goal line, the charts read punt,
 * then go, then field goal, then go again near the goal line, each zone perhaps empty, never back.
 * The charts are drawn for the first three quarters; in the last minutes a trailing team's calls in
 * its own half follow the clock, not the field, and that order is not asked of them.
 */
const COLUMN_ORDER = /^(PUNT )*(GO )*(FG )*(GO )*$/;

function monotoneProblems(grid: CardTable, { columnOrder = true } = {}): string[] {
  const problems: string[] = [];
  for (const row of grid.rows) {
    const calls = callsOf(row);
    const firstKick = calls.findIndex((call) => call !== 'GO');
    if (firstKick >= 0 && calls.slice(firstKick).includes('GO')) problems.push(`${row.label}: ${calls.join(' ')}`);
    if (new Set(calls.filter((call) => call !== 'GO')).size > 1) problems.push(`${row.label} kicks two ways`);
  }
  const contiguous = (indices: number[]) =>
    indices.length === 0 || indices[indices.length - 1]! - indices[0]! + 1 === indices.length;
  grid.columns.forEach((column, index) => {
    const fieldGoals = grid.rows.flatMap((row, at) => (row.cells[index] === 'FG' ? [at] : []));
    const calls = grid.rows.map((row) => row.cells[index]).filter((call) => call !== NO_CELL);
    if (!contiguous(fieldGoals) || (columnOrder && !COLUMN_ORDER.test(`${calls.join(' ')} `)))
      problems.push(`4th and ${column}: ${calls.join(' ')}`);
  });
  const kickingRows = grid.rows.flatMap((row, at) => (callsOf(row).includes('FG') ? [at] : []));
  if (!contiguous(kickingRows)) problems.push('field-goal rows are split');
  return problems;
}

/**
 * Cells that differ from two neighbours which agree with each other, down a column or along a row:
 * go, punt, go from the own 40 to the opponent's 45 is a flip whatever order the charts keep.
 */
function lonelyCells(grid: CardTable): string[] {
  const lonely: string[] = [];
  const cell = (row: number, column: number) => grid.rows[row]?.cells[column];
  grid.rows.forEach((row, at) =>
    row.cells.forEach((call, column) => {
      if (call === NO_CELL) return;
      for (const [before, after] of [
        [cell(at - 1, column), cell(at + 1, column)],
        [cell(at, column - 1), cell(at, column + 1)],
      ])
        if (before !== undefined && before !== NO_CELL && before === after && before !== call)
          lonely.push(`${row.label}, 4th and ${grid.columns[column]}: ${call} between ${before}s`);
    }),
  );
  return lonely;
}

const STATES = [
  { margin: 0, secondsLeft: 3300 },
  { margin: 0, secondsLeft: 2700 },
  { margin: -3, secondsLeft: 1800 },
  { margin: 3, secondsLeft: 900 },
  { margin: -7, secondsLeft: 600 },
  { margin: -3, secondsLeft: 300 },
  { margin: 7, secondsLeft: 420 },
  // The fourth quarter, where the drive model takes over from the normal one.
  { margin: -8, secondsLeft: 840 },
  { margin: 0, secondsLeft: 840 },
  { margin: -6, secondsLeft: 600 },
  { margin: 3, secondsLeft: 600 },
  { margin: -3, secondsLeft: 420 },
  { margin: 0, secondsLeft: 300 },
  { margin: 4, secondsLeft: 300 },
  { margin: -4, secondsLeft: 180 },
  { margin: 0, secondsLeft: 120 },
  { margin: 5, secondsLeft: 120 },
];
const CHARTED_FROM_SECONDS = 900;

describe('the game-day card’s fourth-down grid', () => {
  it.each(['pro', 'college', 'high-school'])('is monotone at every state and level (%s)', (level) => {
    for (const { margin, secondsLeft } of STATES) {
      const grid = fourthDownGrid('grid', margin, secondsLeft, { level });
      const columnOrder = secondsLeft >= CHARTED_FROM_SECONDS;
      expect(monotoneProblems(grid, { columnOrder }), `margin ${margin}, ${secondsLeft} s`).toEqual([]);
    }
  });

  it('is monotone on the card as printed from the default team', () => {
    const team = resolveTeam(undefined);
    const grids = CARD_SPORTS.football(team).filter((table) => table.title.startsWith('4th down'));
    expect(grids).toHaveLength(2);
    const [firstHalf, late] = grids;
    expect(monotoneProblems(firstHalf!), firstHalf!.title).toEqual([]);
    expect(monotoneProblems(late!, { columnOrder: false }), late!.title).toEqual([]);
    expect(lonelyCells(late!), late!.title).toEqual([]);
  });

  it.each(['pro', 'college', 'high-school'])(
    'has no cell of the late grid (5:00 left, down 3) flipped between two agreeing neighbours (%s)',
    (level) => {
      const grid = fourthDownGrid('late', -3, 300, { level });
      expect(lonelyCells(grid)).toEqual([]);
      expect(monotoneProblems(grid, { columnOrder: false })).toEqual([]);
    },
  );

  it('kicks short field goals on long yardage in the red zone and goes on 4th and 1 there', () => {
    const grid = fourthDownGrid('grid', 0, 3300, teamArgsOf('fourth_down_decision', resolveTeam(undefined)));
    const row = (label: string) => grid.rows.find((each) => each.label === label)!;
    for (const label of ['Their 20', 'Their 15', 'Their 10']) {
      expect(row(label).cells[0], label).toBe('GO');
      expect(row(label).cells[grid.columns.indexOf('5')], label).toBe('FG');
    }
  });

  it('finds a flip when one is there', () => {
    const grid: CardTable = {
      title: 'flip',
      corner: '',
      columns: ['1', '2', '3'],
      rows: [
        { label: 'A', cells: ['GO', 'FG', 'GO'] },
        { label: 'B', cells: ['FG', 'FG', 'FG'] },
        { label: 'C', cells: ['GO', 'PUNT', 'PUNT'] },
        { label: 'E', cells: ['FG', 'GO', 'FG'] },
        { label: 'D', cells: ['FG', 'FG', 'FG'] },
      ],
      note: '',
    };
    expect(monotoneProblems(grid)).toEqual(
      expect.arrayContaining([
        'A: GO FG GO',
        'E: FG GO FG',
        '4th and 1: GO FG GO FG FG',
        '4th and 2: FG FG PUNT GO FG',
        'field-goal rows are split',
      ]),
    );
    expect(lonelyCells(grid)).toEqual(
      expect.arrayContaining(['A, 4th and 2: FG between GOs', 'C, 4th and 1: GO between FGs']),
    );
  });
});

describe('the game-day card’s basketball end game', () => {
  const [, , shoot, timeout] = CARD_SPORTS.basketball(resolveTeam(undefined));
  const column = (table: CardTable, seconds: number) => table.columns.indexOf(String(seconds));
  const row = (table: CardTable, label: string) => table.rows.find((each) => each.label === label)!;

  it('holds for one shot tied inside a shot clock, the move started at 5–8 s, and goes early two scores down', () => {
    expect(shoot!.title).toBe('Our ball at the end: when to shoot');
    for (const seconds of [8, 12, 16, 20, 24])
      expect(row(shoot!, 'Tied').cells[column(shoot!, seconds)]).toMatch(/^H[5-8]$/);
    for (const cell of row(shoot!, 'Down 4').cells) expect(cell).toMatch(/^E\d+$/);
  });

  it('calls timeout to advance the ball only when seconds are short in a one-score game', () => {
    expect(timeout!.title).toBe('After their score, our ball: timeout?');
    for (const label of ['Tied, 2 TO', 'Down 2, 1 TO']) {
      expect(row(timeout!, label).cells[column(timeout!, 8)]).toBe('TO');
      expect(row(timeout!, label).cells[column(timeout!, 24)]).toBe('PLAY');
    }
  });
});
