// A game's review: the final score, and each logged decision against the model — its call, the
// coach's choice, how it went and the win probability the choice gained or gave up, priced again
// by the same engine from the state that was logged.
import type { Game } from '../../../../shared/contract/games';
import { GAME_LEVEL_LABELS } from '../../../../shared/contract/games';
import { optionFigure } from '../../../../shared/engines/decision-line';
import {
  clockText,
  periodText,
  reviewGame,
  scoreboardOf,
  swingText,
  type DecisionReview,
} from '../../../../shared/game-log';
import { decisionsLogged, outcomeLabel } from './game-copy';
import { formatValue } from './panel-config';

type ReviewedGame = Pick<Game, 'opponent' | 'playedOn' | 'level' | 'quarterMinutes' | 'events' | 'decisions'>;

/** The state a decision was asked in, as a coach says it: "4th & 2 on their 35". */
function situationOf(decision: Game['decisions'][number]): string {
  const { inputs } = decision;
  if (decision.engine === 'fourth_down_decision') {
    const toGo = Number(inputs.yardsToGo ?? 1);
    const ball = Number(inputs.yardsToEndZone ?? 50);
    return `4th & ${toGo === ball ? 'goal' : toGo}, ${formatValue('fieldPosition', ball)}`;
  }
  return 'Try after our touchdown';
}

function SwingBadge({ review }: { review: DecisionReview | null }) {
  if (!review) return <span className="text-ink-muted">The model cannot read this state.</span>;
  if (review.swing === null) return <span className="text-ink-muted">No choice recorded</span>;
  const gained = review.swing >= 0;
  return (
    <span
      className={`rounded-lg px-2 py-0.5 font-bold tabular-nums ${gained ? 'bg-emerald-950/60 text-emerald-200' : 'bg-red-950/60 text-red-200'}`}
      data-testid="decision-swing"
    >
      {swingText(review.swing)} pts {gained ? 'gained' : 'given up'}
    </span>
  );
}

export function GameReview({ game }: { game: ReviewedGame }) {
  const board = scoreboardOf(game);
  const review = reviewGame(game);
  return (
    <section aria-label="Game review" className="flex flex-col gap-4" data-testid="game-review">
      <div className="rounded-2xl border border-line bg-surface-1 p-4">
        <p className="text-sm text-ink-muted">
          vs {game.opponent} · {game.playedOn} · {GAME_LEVEL_LABELS[game.level]}
        </p>
        <p className="mt-1 text-3xl font-bold text-ink tabular-nums" data-testid="review-score">
          {board.ourScore} – {board.theirScore}
        </p>
        <p className="text-sm text-ink-muted">
          {board.final ? 'Final' : `${periodText(board.period)} ${clockText(board.clock)}`}
        </p>
        <p className="mt-3 text-ink" data-testid="review-summary">
          {decisionsLogged(game.decisions.length)} · {review.followed} of {review.decided} followed the model ·{' '}
          <strong className="tabular-nums">{swingText(review.totalSwing)}</strong> pts of win probability{' '}
          {review.totalSwing >= 0 ? 'gained' : 'given up'} by the choices
        </p>
      </div>
      {game.decisions.length === 0 ? (
        <p className="text-ink-muted">No decisions were logged in this game.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {review.decisions.map(({ decision, review: priced }) => (
            <li
              key={decision.id}
              className="rounded-2xl border border-line/70 bg-surface-1 p-4 text-sm"
              data-testid="review-decision"
            >
              <p className="text-ink-muted">
                {periodText(decision.period)} {clockText(decision.clock)} · {decision.ourScore}–{decision.theirScore}
              </p>
              <p className="mt-1 text-base font-semibold text-ink">{situationOf(decision)}</p>
              <p className="mt-1 text-ink">
                <span className="text-ink-muted">Model:</span> {decision.line}
              </p>
              <p className="mt-1 text-ink">
                <span className="text-ink-muted">Chose:</span> {decision.choice ?? '—'}
                {decision.outcome && ` · ${outcomeLabel(decision.choice, decision.outcome)}`}
              </p>
              {priced && priced.chosen && (
                <p className="mt-1 text-ink-muted">
                  {priced.options.map((option) => `${option.name} ${optionFigure(option)}`).join(' · ')}
                </p>
              )}
              <p className="mt-2">
                <SwingBadge review={priced} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
