import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../paths';
import { SPORT_LABELS, type Sport } from '../../../../shared/constants';
import { describeTeamInput, resolveTeam, teamInputsOf } from '../../../../shared/engines/team-inputs';
import { Button } from '../../ui/button';
import { PageContainer } from '../../ui/card';
import { PrinterIcon } from '../../ui/icons';
import { cardMarkdown, CARD_SPORTS, type CardSport, type CardTable } from './card-tables';
import { useCoachProfile } from './use-coach-profile';

/** The engines each sport's card runs, whose team figures the card names. */
const CARD_ENGINES: Record<CardSport, string[]> = {
  football: ['fourth_down_decision', 'two_point_decision'],
  basketball: ['foul_up_three', 'end_of_game_possession'],
  baseball: [],
};

/** A card ready for the playbook: its markdown and sport. */
export interface SavedCard {
  title: string;
  markdown: string;
  sport: Sport;
}

/**
 * The game-day card: the panel's decisions as charts for a clipboard, one page in black and white
 * (styles.css, `.gameday-card`). Each cell is the engine's call at that state.
 */
export function GameDayCard({
  renderSave,
}: {
  /** The playbook's save dialog, which the route supplies (features do not reach into each other). */
  renderSave?: (card: SavedCard, close: () => void) => ReactNode;
}) {
  const [sport, setSport] = useState<CardSport>('football');
  const [saving, setSaving] = useState<SavedCard | null>(null);
  const { profile } = useCoachProfile();
  const team = useMemo(() => resolveTeam(profile), [profile]);
  const tables = useMemo(() => CARD_SPORTS[sport](team), [sport, team]);
  // Which team figures the charts assume, said on the card itself, once per figure.
  const figures = [
    ...new Map(
      CARD_ENGINES[sport]
        .flatMap((engine) => teamInputsOf(engine, team))
        .map((input) => [input.key, `${describeTeamInput(input)}${input.fromTeam ? '' : '*'}`]),
    ).values(),
  ];
  const title = `${SPORT_LABELS[sport]} game-day card`;
  const teamLine = figures.length
    ? `Team: ${figures.join(' · ')}${figures.some((figure) => figure.endsWith('*')) ? ' (* level average)' : ''}`
    : null;
  return (
    <PageContainer className="max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Game-day card</h1>
          <p className="mt-1 text-sm text-ink-muted">
            One page for the clipboard.{' '}
            <Link to={ROUTES.gameday} className="text-accent underline">
              Back to the panel
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {renderSave && (
            <Button
              variant="secondary"
              onClick={() =>
                setSaving({
                  title,
                  sport,
                  markdown: cardMarkdown(title, teamLine ? [teamLine] : [], tables),
                })
              }
            >
              Save to playbook
            </Button>
          )}
          <Button onClick={() => window.print()}>
            <PrinterIcon className="size-4" /> Print
          </Button>
        </div>
      </div>
      <div role="group" aria-label="Card for" className="mt-4 flex gap-2 print:hidden">
        {(Object.keys(CARD_SPORTS) as CardSport[]).map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={each === sport}
            onClick={() => setSport(each)}
            className={`min-h-12 rounded-xl px-4 text-sm font-semibold ${each === sport ? 'bg-accent text-accent-ink' : 'border border-line bg-surface-1 text-ink'}`}
          >
            {SPORT_LABELS[each]}
          </button>
        ))}
      </div>
      <article
        className="gameday-card mt-4"
        data-testid="gameday-card"
        aria-label={`${SPORT_LABELS[sport]} game-day card`}
      >
        {/* The football charts fill the page: the team line is for the screen and the playbook copy. */}
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h2 className="gameday-card-title text-xl font-bold text-ink">{title}</h2>
          {teamLine && (
            <p className="text-xs text-ink-muted print:hidden" data-testid="card-team">
              {teamLine}
            </p>
          )}
        </div>
        <div className="gameday-card-tables mt-3 grid gap-4 lg:grid-cols-2">
          {tables.map((table) => (
            <CardChart key={table.title} table={table} />
          ))}
        </div>
      </article>
      {saving && renderSave?.(saving, () => setSaving(null))}
    </PageContainer>
  );
}

function CardChart({ table }: { table: CardTable }) {
  return (
    <section className="gameday-card-chart overflow-x-auto rounded-xl border border-line/70 bg-surface-1 p-3">
      <h3 className="mb-2 font-semibold text-ink">{table.title}</h3>
      <table className="w-full border-collapse text-center text-sm tabular-nums">
        <thead>
          <tr>
            <th scope="col" className="px-1 py-0.5 text-left text-xs text-ink-muted">
              {table.corner}
            </th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-1 py-0.5 text-xs text-ink-muted">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label} className="border-t border-line/40">
              <th scope="row" className="px-1 py-0.5 text-left text-xs font-semibold whitespace-nowrap text-ink">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className="px-1 py-0.5 font-bold text-ink">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-ink-muted">{table.note}</p>
    </section>
  );
}
