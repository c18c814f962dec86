import { useEffect, useState } from 'react';
import type { Leaderboard } from '../../../../shared/contract/quiz';
import { ACHIEVEMENT_LABELS } from '../../../../shared/quiz-rules';
import { Spinner } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { fetchLeaderboard, QUIZ_POINTS_EVENT } from './quiz.api';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; board: Leaderboard };

export function LeaderboardDialog({ open, token, onClose }: { open: boolean; token: string | null; onClose(): void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const refresh = () =>
      fetchLeaderboard(token).then(
        (board) => !cancelled && setLoad({ state: 'ready', board }),
        () => !cancelled && setLoad({ state: 'error' }),
      );
    void refresh();
    // The board follows every scored answer while it is open.
    window.addEventListener(QUIZ_POINTS_EVENT, refresh);
    return () => {
      cancelled = true;
      window.removeEventListener(QUIZ_POINTS_EVENT, refresh);
    };
  }, [open, token]);

  const me = load.state === 'ready' ? load.board.me : null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Leaderboard"
      subtitle="Top 20 by quiz points. 10 points a correct answer."
    >
      {me && (
        <div
          className="mt-4 grid grid-cols-4 gap-2 rounded-2xl border border-accent/40 bg-accent/10 p-3 text-center"
          data-testid="my-rank"
        >
          <Stat label="Rank" value={`#${me.rank}`} />
          <Stat label="Points" value={String(me.points)} />
          <Stat label="Streak" value={String(me.streak)} />
          <Stat label="Level" value={String(me.level)} />
          {me.achievements.length > 0 && (
            <p className="col-span-4 text-xs text-ink-muted">
              {me.achievements.map((id) => ACHIEVEMENT_LABELS[id] ?? id).join(' · ')}
            </p>
          )}
        </div>
      )}
      {load.state === 'loading' && (
        <p className="mt-6 flex items-center gap-2 text-ink-muted" role="status">
          <Spinner /> Loading the leaderboard...
        </p>
      )}
      {load.state === 'error' && (
        <p className="mt-6 text-danger">The leaderboard could not be loaded. Please try again.</p>
      )}
      {load.state === 'ready' && load.board.entries.length === 0 && (
        <p className="mt-6 text-ink-muted">No scores yet. Answer a question to take the top spot.</p>
      )}
      {load.state === 'ready' && load.board.entries.length > 0 && (
        <ol className="mt-4 divide-y divide-line/60" data-testid="leaderboard">
          {load.board.entries.map((entry) => (
            <li
              key={`${entry.rank}-${entry.displayName}`}
              className={`flex items-center gap-3 py-2.5 ${entry.isMe ? 'text-accent' : 'text-ink'}`}
            >
              <span className="w-8 text-right font-mono text-sm text-ink-muted">{entry.rank}</span>
              <span className="min-w-0 flex-1 truncate font-medium">{entry.displayName}</span>
              <span className="text-xs text-ink-muted">Lv {entry.level}</span>
              <span className="w-16 text-right font-semibold">{entry.points} pts</span>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs text-ink-muted">{label}</p>
      <p className="text-lg font-bold text-ink">{value}</p>
    </div>
  );
}
