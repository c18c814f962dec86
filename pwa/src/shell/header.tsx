import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../session';
import { ButtonLink } from '../ui/button';
import { deferred } from '../ui/deferred';
import { MenuIcon } from '../ui/icons';
import { ACCOUNT_BUTTON, AccountButtonLabel } from './account-button';
import { Logo } from './logo';
import { ROUTES } from './nav-links';
import { InstallButton } from './pwa-controls';
import { StatusIndicator } from './status-indicator';
import { Tooltip } from '../ui/tooltip';

// The account menu and the drawer are closed on first paint: their code (and Headless UI's) loads
// just after it. Until then the account button is drawn as it will look, inert for those moments.
const AccountMenu = deferred(
  () => import('./account-menu').then((module) => module.AccountMenu),
  () => (
    <div className="relative hidden md:block">
      <button type="button" disabled className={ACCOUNT_BUTTON}>
        <AccountButtonLabel />
      </button>
    </div>
  ),
);
const MobileDrawer = deferred(() => import('./mobile-drawer').then((module) => module.MobileDrawer));

export function Header() {
  const session = useSession();
  const location = useLocation();
  // Any navigation closes the drawer: it stays open only on the location it was opened at.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === location.key;
  const user = session.user;

  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-surface-0/85 backdrop-blur supports-[backdrop-filter]:bg-surface-0/70">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 sm:gap-4 sm:px-6 md:h-16">
        <Logo />
        <span className="hidden text-sm text-ink-muted md:inline">Professional Analysis Assistant</span>
        <div className="ml-auto flex items-center gap-2">
          {/* max-md:hidden, not hidden md:inline-flex: the button's own inline-flex would win over hidden. On
              phones the Playbook is in the menu. */}
          <ButtonLink to={ROUTES.playbook} variant="ghost" className="max-md:hidden">
            Playbook
          </ButtonLink>
          <ButtonLink to={ROUTES.gameday} variant="ghost" className="max-md:hidden">
            Game day
          </ButtonLink>
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
          {user && <AccountMenu user={user} onLogout={session.logout} />}
          <Tooltip>
            <button
              type="button"
              className="grid size-11 place-items-center rounded-xl border border-line bg-surface-1 text-ink md:hidden"
              onClick={() => setDrawerOpenedAt(location.key)}
              aria-label="Open menu"
            >
              <MenuIcon />
            </button>
          </Tooltip>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpenedAt(null)} />
    </header>
  );
}
