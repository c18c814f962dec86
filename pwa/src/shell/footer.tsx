import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../../shared/constants';
import { ChevronDownIcon } from '../ui/icons';
import { ROUTES } from './nav-links';

export function Footer() {
  const [open, setOpen] = useState(false);
  return (
    <footer className="border-t border-line/60 bg-surface-0">
      <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
        <div className="flex items-center justify-between gap-4 text-sm text-ink-muted">
          <p>
            © {new Date().getFullYear()} {BRAND}
          </p>
          <button
            type="button"
            className="flex min-h-11 items-center gap-1 rounded-lg px-2 md:hidden"
            aria-expanded={open}
            aria-controls="footer-links"
            onClick={() => setOpen(!open)}
          >
            Links <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
          <nav id="footer-links" aria-label="Footer" className={`${open ? 'flex' : 'hidden'} gap-4 md:flex`}>
            <Link to={ROUTES.faq} className="hover:text-ink">
              FAQ
            </Link>
            <Link to={ROUTES.contact} className="hover:text-ink">
              Contact
            </Link>
            <Link to={ROUTES.subscription} className="hover:text-ink">
              Plans
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
