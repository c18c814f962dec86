import { useState } from 'react';
import { deferred } from '../../ui/deferred';
import { UserIcon } from '../../ui/icons';
import { Tooltip } from '../../ui/tooltip';

// The form and its schema load only when the dialog is first opened, not with the chat.
const CoachProfileDialog = deferred(() => import('./coach-profile-dialog').then((module) => module.CoachProfileDialog));

/** The chat toolbar's way to the coach profile, for visitors and signed-in users alike. */
export function CoachProfileButton({ token }: { token: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm text-ink-muted hover:bg-surface-2 hover:text-ink"
          aria-label="Coach profile"
        >
          <UserIcon className="size-4" /> <span className="sr-only @5xl:not-sr-only">Coach profile</span>
        </button>
      </Tooltip>
      {open && <CoachProfileDialog open token={token} onClose={() => setOpen(false)} />}
    </>
  );
}
