import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../ui/card';
import { Toaster } from '../ui/toast';
import { Footer } from './footer';
import { Header } from './header';
import { UpdatePrompt } from './pwa-controls';

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-3 py-2 text-accent-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<FullPageSpinner label="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
      <UpdatePrompt />
    </div>
  );
}
