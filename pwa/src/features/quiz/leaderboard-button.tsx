import { useState } from 'react';
import { deferred } from '../../ui/deferred';
import { TrophyIcon } from '../../ui/icons';
import { Tooltip } from '../../ui/tooltip';

// Closed on first paint: its code (and Headless UI's) loads just after it.
const LeaderboardDialog = deferred(() => import('./leaderboard-dialog').then((module) => module.LeaderboardDialog));

/** The toolbar's Leaderboard button and the board it opens. */
export function LeaderboardButton({ token }: { token: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* In the chat's toolbar: its label shows once the toolbar has room (a size container). */}
      <Tooltip>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Leaderboard"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2"
        >
          <TrophyIcon className="size-4 text-premium" /> <span className="sr-only @3xl:not-sr-only">Leaderboard</span>
        </button>
      </Tooltip>
      <LeaderboardDialog open={open} token={token} onClose={() => setOpen(false)} />
    </>
  );
}
