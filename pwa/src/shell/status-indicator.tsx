import { useConnectivity } from '../connectivity';
import { WifiOffIcon } from '../ui/icons';

/** Unobtrusive: nothing when online with an empty outbox. */
export function StatusIndicator() {
  const { online, queued } = useConnectivity();
  if (online && queued === 0) return null;
  return (
    <p
      className="flex items-center gap-1.5 rounded-full border border-line bg-surface-1 px-2.5 py-1 text-xs text-ink-muted"
      role="status"
      data-testid="connectivity-status"
    >
      {!online && (
        <>
          <WifiOffIcon className="size-3.5 text-premium" /> Offline
        </>
      )}
      {queued > 0 && (
        <span>
          {!online && '· '}
          {queued} queued
        </span>
      )}
    </p>
  );
}
