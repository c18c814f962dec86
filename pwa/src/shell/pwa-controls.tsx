import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { Button } from '../ui/button';
import { DownloadIcon } from '../ui/icons';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** Registers the service worker and offers a reload when a new version is waiting. */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    // The worker is registered after first paint, so workbox-window loads then too.
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const workbox = new Workbox('/sw.js');
      // Never reload on our own: the person might be mid-conversation. They choose when.
      workbox.addEventListener('waiting', () => setWaiting(workbox));
      workbox.addEventListener('controlling', () => window.location.reload());
      void workbox.register();
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!waiting) return null;
  return (
    <div
      className="fixed inset-x-4 bottom-4 z-[90] mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-accent/40 bg-surface-1 p-4 shadow-xl md:right-4 md:left-auto"
      role="status"
    >
      <p className="flex-1 text-sm text-ink">A new version is available</p>
      <Button size="sm" onClick={() => waiting.messageSkipWaiting()}>
        Reload
      </Button>
    </div>
  );
}

/** Shows an install button where the browser offers installation. */
export function InstallButton() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const installed = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!prompt) return null;
  return (
    <button
      type="button"
      onClick={() => {
        void prompt.prompt();
        setPrompt(null);
      }}
      className="hidden min-h-11 items-center gap-1.5 rounded-xl border border-line bg-surface-1 px-3 text-sm font-medium text-ink hover:bg-surface-2 sm:inline-flex"
    >
      <DownloadIcon className="size-4" /> Install app
    </button>
  );
}
