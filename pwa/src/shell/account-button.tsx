import { ChevronDownIcon, UserIcon } from '../ui/icons';

/** The desktop header's account button: the live menu's and the placeholder drawn before the menu's code arrives. */
export const ACCOUNT_BUTTON =
  'flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2';

export function AccountButtonLabel() {
  return (
    <>
      <UserIcon className="size-4" />
      My Account
      <ChevronDownIcon className="size-4 text-ink-muted" />
    </>
  );
}
