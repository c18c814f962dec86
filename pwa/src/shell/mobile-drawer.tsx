import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from 'react-router-dom';
import { useConnectivity } from '../connectivity';
import { displayName, useSession } from '../session';
import { ButtonLink } from '../ui/button';
import {
  BookmarkIcon,
  CardIcon,
  ClipboardIcon,
  CloseIcon,
  LogOutIcon,
  MailIcon,
  SettingsIcon,
  UserIcon,
} from '../ui/icons';
import { PlanBadge } from '../ui/plan-badge';
import { ROUTES } from './nav-links';
import { Tooltip } from '../ui/tooltip';

const ITEM = 'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base text-ink hover:bg-surface-2';

/** The right-side menu on narrow screens; the header closes it on any navigation. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const session = useSession();
  const user = session.user;
  const { online } = useConnectivity();

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-[300px] sm:max-w-[385px]">
        <DialogPanel className="flex w-full flex-col overflow-y-auto border-l border-line bg-surface-1 p-4">
          <div className="mb-4 flex items-center justify-between">
            <DialogTitle className="text-lg font-bold text-ink">Menu</DialogTitle>
            <Tooltip>
              <button
                type="button"
                onClick={onClose}
                className="grid size-11 place-items-center rounded-xl text-ink-muted hover:text-ink"
                aria-label="Close menu"
              >
                <CloseIcon />
              </button>
            </Tooltip>
          </div>
          <Link to={ROUTES.playbook} className={`${ITEM} mb-3`}>
            <BookmarkIcon className="size-5" /> Playbook
          </Link>
          <Link to={ROUTES.gameday} className={`${ITEM} mb-3`}>
            <ClipboardIcon className="size-5" /> Game day
          </Link>
          {user ? (
            <>
              <div className="mb-5 flex items-center gap-3 rounded-2xl border border-line bg-surface-0 p-3">
                <span
                  className="grid size-11 shrink-0 place-items-center rounded-full bg-accent/20 text-lg font-bold text-accent"
                  aria-hidden="true"
                >
                  {displayName(user).slice(0, 1).toUpperCase()}
                </span>
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">{displayName(user)}</p>
                  <p className="truncate text-sm text-ink-muted">{user.email}</p>
                </div>
                {online ? (
                  <span className="ml-auto rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">
                    Online
                  </span>
                ) : (
                  <span className="ml-auto rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-ink-muted">
                    Offline
                  </span>
                )}
              </div>
              <nav aria-label="Account">
                <h2 className="mb-1 px-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">Account</h2>
                <Link to={ROUTES.profile} className={ITEM}>
                  <UserIcon className="size-5" /> Profile
                </Link>
                <Link to={ROUTES.settings} className={ITEM}>
                  <SettingsIcon className="size-5" /> Settings
                </Link>
                <Link to={ROUTES.subscription} className={ITEM}>
                  <CardIcon className="size-5" /> Subscription{' '}
                  <span className="ml-auto">
                    <PlanBadge plan={user.subscriptionStatus} />
                  </span>
                </Link>
              </nav>
              <nav aria-label="Support" className="mt-4">
                <h2 className="mb-1 px-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">Support</h2>
                <Link to={ROUTES.contact} className={ITEM}>
                  <MailIcon className="size-5" /> Contact Us
                </Link>
              </nav>
              <button
                type="button"
                onClick={() => {
                  session.logout();
                  onClose();
                }}
                className={`${ITEM} mt-auto text-red-300`}
              >
                <LogOutIcon className="size-5" /> Log out
              </button>
            </>
          ) : (
            <div className="rounded-2xl border border-line bg-surface-0 p-5">
              <p className="text-lg font-bold text-ink">Join Playcaller</p>
              <p className="mt-2 text-sm text-ink-muted">
                Sign in to access premium features and get personalized sports analysis
              </p>
              <div className="mt-4 flex flex-col gap-2">
                <ButtonLink to={ROUTES.login}>Login</ButtonLink>
                <ButtonLink to={ROUTES.register} variant="secondary">
                  Create account
                </ButtonLink>
              </div>
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
