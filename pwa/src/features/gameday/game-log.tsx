// The game log on the game-day screen: start a game, tap what happens, and log each decision from
// the panel's call. Built for one thumb on a phone: every tap target is at least 48 px tall.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { GAME_LIMITS, PLAN_LABELS } from '../../../../shared/constants';
import {
  GAME_LEVEL_LABELS,
  GAME_OPPONENT_MAX_LENGTH,
  GAME_QUARTER_MINUTES,
  type GameLevel,
  type GameTeam,
} from '../../../../shared/contract/games';
import { decisionLine } from '../../../../shared/engines/decision-line';
import type { EngineAdvice } from '../../../../shared/engines/engine-types';
import { clockText, periodText, reviewDecision, scoreboardOf } from '../../../../shared/game-log';
import { ROUTES } from '../../paths';
import { buttonClasses } from '../../ui/button';
import { vibrate } from '../../ui/vibrate';
import { decisionsLogged, GAME_COPY, startsAtLevel, outcomeLabel, TEAM_NAMES, TEAM_TAPS } from './game-copy';
import { isLoggable, type GameLog } from './use-game-log';

const TAP = 'min-h-12 rounded-xl px-2 text-sm font-semibold transition-colors duration-150';
const PLAIN = 'border border-line bg-surface-1 text-ink hover:bg-surface-2';
const STRONG = 'bg-accent text-accent-ink hover:bg-accent-strong';

export const gameReviewPath = (id: string) => `${ROUTES.gameday}/games/${encodeURIComponent(id)}`;

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * Beside the panel's call: "Log this decision" while a game is open, then the coach's choice and
 * how it went, for the decision just logged.
 */
export function LogDecision({
  log,
  engine,
  inputs,
  advice,
}: {
  log: GameLog;
  engine: string;
  inputs: Record<string, unknown>;
  advice: EngineAdvice;
}) {
  const { open, board } = log;
  if (!open || !board || !isLoggable(engine)) return null;
  const last = open.decisions.at(-1);
  if (last && (last.choice === null || last.outcome === null)) {
    const options = reviewDecision(last)?.options ?? [];
    return (
      <div className="mt-3 border-t border-line/70 pt-3" data-testid="decision-followup">
        <p className="text-sm font-semibold text-ink">
          {last.choice === null ? GAME_COPY.whatDidYouDo : `${last.choice}: ${GAME_COPY.howDidItGo.toLowerCase()}`}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {last.choice === null
            ? options.map((option) => (
                <button
                  key={option.name}
                  type="button"
                  className={`${TAP} ${option.name === last.call ? STRONG : PLAIN}`}
                  onClick={() => void log.setChoice(last.id, option.name)}
                >
                  {option.name}
                </button>
              ))
            : (['success', 'failure'] as const).map((outcome) => (
                <button
                  key={outcome}
                  type="button"
                  className={`${TAP} ${PLAIN}`}
                  onClick={() => {
                    vibrate();
                    void log.setOutcome(last.id, outcome);
                  }}
                >
                  {outcomeLabel(last.choice, outcome)}
                </button>
              ))}
        </div>
      </div>
    );
  }
  if (board.final) return null;
  const state: Record<string, number | string | boolean> = {};
  for (const [key, value] of Object.entries(inputs))
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') state[key] = value;
  return (
    <button
      type="button"
      className={`${TAP} mt-3 w-full text-base ${STRONG}`}
      onClick={() => {
        vibrate();
        void log.logDecision({
          engine,
          inputs: state,
          call: advice.recommendation,
          line: decisionLine(advice),
        });
      }}
    >
      {GAME_COPY.logDecision}
    </button>
  );
}

/** A game starts at the panel's level: the screen keeps one Level control, the decision panel's. */
function StartGame({ log, level }: { log: GameLog; level: GameLevel }) {
  const opponentId = useId();
  const dateId = useId();
  const [opponent, setOpponent] = useState('');
  const [playedOn, setPlayedOn] = useState(today);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!opponent.trim() || log.atLimit) return;
    void log.start({ opponent: opponent.trim(), playedOn, level, quarterMinutes: GAME_QUARTER_MINUTES[level] });
    setOpponent('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Start a game">
      <div className="grid gap-3 sm:grid-cols-2">
        <label htmlFor={opponentId} className="flex flex-col gap-1 text-sm font-semibold text-ink">
          {GAME_COPY.opponent}
          <input
            id={opponentId}
            value={opponent}
            maxLength={GAME_OPPONENT_MAX_LENGTH}
            onChange={(event) => setOpponent(event.target.value)}
            required
            className="min-h-12 rounded-xl border border-line bg-surface-0 px-3 text-base font-normal text-ink"
          />
        </label>
        <label htmlFor={dateId} className="flex flex-col gap-1 text-sm font-semibold text-ink">
          {GAME_COPY.date}
          <input
            id={dateId}
            type="date"
            value={playedOn}
            onChange={(event) => setPlayedOn(event.target.value || today())}
            required
            className="min-h-12 rounded-xl border border-line bg-surface-0 px-3 text-base font-normal text-ink"
          />
        </label>
      </div>
      <p className="text-sm text-ink-muted" data-testid="game-level">
        {startsAtLevel(GAME_LEVEL_LABELS[level], GAME_QUARTER_MINUTES[level])}
      </p>
      {log.atLimit ? (
        <div role="alert" className="rounded-xl border border-premium/50 bg-amber-950/40 p-3 text-sm text-ink">
          <p>
            The {PLAN_LABELS[log.plan]} plan keeps {GAME_LIMITS[log.plan]} logged games, and you have reached that
            limit. Delete one, or upgrade to log more.
          </p>
          <Link to={ROUTES.subscription} className={buttonClasses('premium', 'sm', 'mt-2')}>
            Upgrade your plan
          </Link>
        </div>
      ) : (
        <button type="submit" className={`${TAP} text-base ${STRONG}`}>
          {GAME_COPY.start}
        </button>
      )}
    </form>
  );
}

function TeamTaps({ log, team }: { log: GameLog; team: GameTeam }) {
  return (
    <div role="group" aria-label={`${TEAM_NAMES[team]}: taps`} className="grid grid-cols-4 gap-2">
      {TEAM_TAPS.map((tap) => (
        <button
          key={tap.kind}
          type="button"
          aria-label={`${TEAM_NAMES[team]}: ${tap.label}`}
          className={`${TAP} ${PLAIN}`}
          onClick={() => {
            vibrate();
            void log.tap(tap.kind, team);
          }}
        >
          {tap.label}
        </button>
      ))}
    </div>
  );
}

function OpenGame({ log }: { log: GameLog }) {
  const { open, board } = log;
  if (!open || !board) return null;
  const clockTap = (delta: number) => {
    vibrate();
    void log.moveClock(delta);
  };
  return (
    <div className="flex flex-col gap-3" data-testid="open-game">
      <div
        className="grid grid-cols-3 items-center rounded-xl bg-surface-0 p-3 text-center"
        data-testid="scoreboard"
        aria-live="polite"
      >
        <div>
          <p className="text-xs text-ink-muted uppercase">Us {board.possession === 'us' && '●'}</p>
          <p className="text-3xl font-bold text-ink tabular-nums" data-testid="our-score">
            {board.ourScore}
          </p>
          <p className="text-xs text-ink-muted">TO {board.ourTimeouts}</p>
        </div>
        <div>
          <p className="text-lg font-bold text-ink tabular-nums" data-testid="game-clock">
            {board.final ? 'Final' : `${periodText(board.period)} ${clockText(board.clock)}`}
          </p>
          <p className="truncate text-xs text-ink-muted">vs {open.opponent}</p>
        </div>
        <div>
          <p className="text-xs text-ink-muted uppercase">{board.possession === 'them' && '● '}Them</p>
          <p className="text-3xl font-bold text-ink tabular-nums" data-testid="their-score">
            {board.theirScore}
          </p>
          <p className="text-xs text-ink-muted">TO {board.theirTimeouts}</p>
        </div>
      </div>
      {log.full && (
        <p role="status" className="text-sm text-premium">
          {GAME_COPY.full}
        </p>
      )}
      {open.syncBlocked && (
        <p role="status" className="text-sm text-premium">
          {GAME_COPY.keptHere}
        </p>
      )}
      {!board.final && (
        <>
          <p className="text-sm font-semibold text-ink">Us</p>
          <TeamTaps log={log} team="us" />
          <p className="text-sm font-semibold text-ink">Them</p>
          <TeamTaps log={log} team="them" />
          <div role="group" aria-label="Ball and clock" className="grid grid-cols-3 gap-2">
            <button type="button" className={`${TAP} ${PLAIN}`} onClick={() => void log.tap('possession', 'us')}>
              Our ball
            </button>
            <button type="button" className={`${TAP} ${PLAIN}`} onClick={() => void log.tap('possession', 'them')}>
              Their ball
            </button>
            <button type="button" className={`${TAP} ${PLAIN}`} onClick={() => void log.tap('period')}>
              {GAME_COPY.nextPeriod}
            </button>
            <button type="button" className={`${TAP} ${PLAIN}`} onClick={() => clockTap(-60)}>
              −1:00
            </button>
            <button type="button" className={`${TAP} ${PLAIN}`} onClick={() => clockTap(-15)}>
              −0:15
            </button>
            <button type="button" className={`${TAP} ${PLAIN}`} onClick={() => clockTap(15)}>
              +0:15
            </button>
          </div>
        </>
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <button
          type="button"
          className={`${TAP} ${PLAIN}`}
          disabled={open.events.length === 0}
          onClick={() => void log.undo()}
        >
          {GAME_COPY.undo}
        </button>
        {!board.final && (
          <button type="button" className={`${TAP} ${PLAIN}`} onClick={() => void log.tap('final')}>
            {GAME_COPY.endGame}
          </button>
        )}
        <Link to={gameReviewPath(open.id)} className={`${TAP} inline-flex items-center justify-center ${PLAIN}`}>
          {GAME_COPY.review}
        </Link>
        <button type="button" className={`${TAP} ${PLAIN}`} onClick={log.close}>
          {GAME_COPY.close}
        </button>
      </div>
      <p className="text-sm text-ink-muted" data-testid="logged-count">
        {open.decisions.length === 0 ? GAME_COPY.noDecisions : decisionsLogged(open.decisions.length)}
      </p>
    </div>
  );
}

/** The game log's card under the panel: the open game, or a new one and the games logged before. */
export function GameLogSection({ log, level }: { log: GameLog; level: GameLevel }) {
  return (
    <section
      aria-label={GAME_COPY.title}
      className="mt-4 rounded-2xl border border-line/70 bg-surface-1 p-3 sm:p-4"
      data-testid="game-log"
    >
      <h2 className="text-lg font-bold text-ink">{GAME_COPY.title}</h2>
      {log.open ? (
        <OpenGame log={log} />
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-muted">{GAME_COPY.intro}</p>
          <StartGame log={log} level={level} />
          {(log.games?.length ?? 0) > 0 && (
            <ul className="mt-4 flex flex-col gap-2" aria-label="Logged games">
              {log.games!.map((game) => {
                const board = scoreboardOf(game);
                return (
                  <li key={game.id} className="flex items-center gap-2">
                    <button
                      type="button"
                      className={`${TAP} flex-1 text-left ${PLAIN}`}
                      onClick={() => log.openGame(game)}
                    >
                      vs {game.opponent} · {game.playedOn} · {board.ourScore}–{board.theirScore}
                      {board.final ? ' (final)' : ''}
                    </button>
                    <Link
                      to={gameReviewPath(game.id)}
                      className={`${TAP} inline-flex items-center px-3 ${PLAIN}`}
                      aria-label={`Review the game vs ${game.opponent}`}
                    >
                      {GAME_COPY.review}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
