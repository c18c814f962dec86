import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../paths';
import { SPORT_LABELS } from '../../../../shared/constants';
import { Button } from '../../ui/button';
import { PageContainer } from '../../ui/card';
import { PrinterIcon } from '../../ui/icons';
import { CARD_SPORTS, type CardSport, type CardTable } from './card-tables';

/**
 * The game-day card: the panel's decisions as charts for a clipboard, one page in black and white
 * (styles.css, `.gameday-card`). Each cell is the engine's call at that state.
 */
export function GameDayCard() {
  const [sport, setSport] = useState<CardSport>('football');
  const tables = useMemo(() => CARD_SPORTS[sport](), [sport]);
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
        <Button onClick={() => window.print()}>
          <PrinterIcon className="size-4" /> Print
        </Button>
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
        <h2 className="gameday-card-title text-xl font-bold text-ink">{SPORT_LABELS[sport]} game-day card</h2>
        <div className="gameday-card-tables mt-3 grid gap-4 lg:grid-cols-2">
          {tables.map((table) => (
            <CardChart key={table.title} table={table} />
          ))}
        </div>
      </article>
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
