import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'react-router-dom';
import type { User } from '../../../shared/contract/auth';
import { displayName } from '../session';
import { CardIcon, LogOutIcon, MailIcon, SettingsIcon, UserIcon } from '../ui/icons';
import { PlanBadge } from '../ui/plan-badge';
import { ACCOUNT_BUTTON, AccountButtonLabel } from './account-button';
import { ROUTES } from './nav-links';

const MENU_ITEM = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm text-ink data-[focus]:bg-surface-2';

/** The signed-in member's menu in the desktop header. */
export function AccountMenu({ user, onLogout }: { user: User; onLogout(): void }) {
  return (
    <Menu as="div" className="relative hidden md:block">
      <MenuButton className={ACCOUNT_BUTTON}>
        <AccountButtonLabel />
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
          <button type="button" onClick={onLogout} className={`${MENU_ITEM} text-red-300`}>
            <LogOutIcon className="size-4" /> Log out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
