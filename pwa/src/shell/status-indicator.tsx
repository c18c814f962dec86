import { useConnectivity } from '../connectivity';
import { WifiOffIcon } from '../ui/icons';

/** Unobtrusive: nothing when online with an empty outbox. */
export function StatusIndicator() {
  const { online, queued } = useConnectivity();
  if (online && queued === 0) return null;
  // On phones the icon alone says Offline (the word stays for screen readers), so the pill fits
  // between the logo and the menu down to 320 px.
  return (
    <p
      className="flex shrink-0 items-center gap-1.5 rounded-full border border-line bg-surface-1 px-2.5 py-1 text-xs whitespace-nowrap text-ink-muted"
      role="status"
      data-testid="connectivity-status"
    >
      {!online && (
        <>
          <WifiOffIcon className="size-3.5 text-premium" /> <span className="max-sm:sr-only">Offline</span>
        </>
      )}
      {queued > 0 && (
        <span>
          {!online && <span className="max-sm:sr-only">· </span>}
          {queued} queued
        </span>
      )}
    </p>
  );
}
