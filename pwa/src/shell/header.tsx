import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Plan } from '../../../shared/constants';
import { displayName, useSession } from '../session';
import { ButtonLink } from '../ui/button';
import { CardIcon, ChevronDownIcon, LogOutIcon, MailIcon, MenuIcon, SettingsIcon, UserIcon } from '../ui/icons';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { ROUTES } from './nav-links';
import { InstallButton } from './pwa-controls';
import { StatusIndicator } from './status-indicator';

export function PlanBadge({ plan }: { plan: Plan }) {
  if (plan === 'free') return null;
  return plan === 'premium' ? (
    <span className="rounded-full bg-premium/15 px-2 py-0.5 text-xs font-semibold text-premium">Premium</span>
  ) : (
    <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">Plus</span>
  );
}

const MENU_ITEM = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm text-ink data-[focus]:bg-surface-2';

export function Header() {
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = session.user;

  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-surface-0/85 backdrop-blur supports-[backdrop-filter]:bg-surface-0/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <span className="hidden text-sm text-ink-muted md:inline">Professional Analysis Assistant</span>
        <div className="ml-auto flex items-center gap-2">
          <StatusIndicator />
          <InstallButton />
          {session.status === 'signedOut' && (
            <div className="hidden items-center gap-2 md:flex">
              <ButtonLink to={ROUTES.login} variant="ghost">
                Login
              </ButtonLink>
              <ButtonLink to={ROUTES.register}>Sign Up</ButtonLink>
            </div>
          )}
          {user && (
            <Menu as="div" className="relative hidden md:block">
              <MenuButton className="flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2">
                <UserIcon className="size-4" />
                My Account
                <ChevronDownIcon className="size-4 text-ink-muted" />
              </MenuButton>
              <MenuItems
                anchor="bottom end"
                className="z-50 mt-2 w-60 rounded-xl border border-line bg-surface-1 p-1.5 shadow-xl shadow-black/40 focus:outline-none"
              >
                <div className="px-3 py-2">
                  <p className="truncate text-sm font-semibold text-ink">{displayName(user)}</p>
                  <p className="truncate text-xs text-ink-muted">{user.email}</p>
                </div>
                <MenuItem>
                  <Link to={ROUTES.profile} className={MENU_ITEM}>
                    <UserIcon className="size-4" /> Profile
                  </Link>
                </MenuItem>
                <MenuItem>
                  <Link to={ROUTES.settings} className={MENU_ITEM}>
                    <SettingsIcon className="size-4" /> Settings
                  </Link>
                </MenuItem>
                <MenuItem>
                  <Link to={ROUTES.subscription} className={MENU_ITEM}>
                    <CardIcon className="size-4" /> Subscription{' '}
                    <span className="ml-auto">
                      <PlanBadge plan={user.subscriptionStatus} />
                    </span>
                  </Link>
                </MenuItem>
                <MenuItem>
                  <Link to={ROUTES.contact} className={MENU_ITEM}>
                    <MailIcon className="size-4" /> Contact Us
                  </Link>
                </MenuItem>
                <div className="my-1 border-t border-line/70" />
                <MenuItem>
                  <button type="button" onClick={session.logout} className={`${MENU_ITEM} text-red-300`}>
                    <LogOutIcon className="size-4" /> Log out
                  </button>
                </MenuItem>
              </MenuItems>
            </Menu>
          )}
          <button
            type="button"
            className="grid size-11 place-items-center rounded-xl border border-line bg-surface-1 text-ink md:hidden"
            onClick={() => setDrawerOpen(true)}
            aria-label="Open menu"
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}
