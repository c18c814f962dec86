import { useCallback, useEffect, useState } from 'react';
import type { ShareKind, ShareLink } from '../../../../shared/contract/shares';
import { api, errorText, isPlanLimitError } from '../../api';
import { useSession } from '../../session';
import { Button } from '../../ui/button';
import { LinkIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { toast } from '../../ui/toast';
import { LimitNotice, planOf } from './limits';

// The list of live links re-reads itself when a link is created or revoked anywhere on the page.
const SHARES_CHANGED = 'playbook-shares-changed';
const announceChange = () => window.dispatchEvent(new Event(SHARES_CHANGED));

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/** Creates a read-only link for a chat, an item or a tag, and offers it to copy or share. */
export function ShareButton({
  token,
  kind,
  target,
  label,
  labelClassName,
}: {
  token: string;
  kind: ShareKind;
  target: string;
  label: string;
  /** The label's classes where it may show as an icon alone (the chat's toolbar); named either way. */
  labelClassName?: string;
}) {
  const session = useSession();
  const [link, setLink] = useState<ShareLink | null>(null);
  const [overLimit, setOverLimit] = useState(false);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      const created = await api('POST', '/api/shares', (schemas) => schemas.ShareLinkSchema, {
        token,
        body: { kind, target },
      });
      setLink(created);
      announceChange();
    } catch (error) {
      if (isPlanLimitError(error)) setOverLimit(true);
      else
        toast({
          title: 'Could not create the link',
          description: errorText(error, navigator.onLine ? 'Please try again.' : 'Share links need a connection.'),
          variant: 'destructive',
        });
    } finally {
      setBusy(false);
    }
  }

  async function shareNatively(url: string) {
    try {
      await navigator.share({ title: link?.label ?? 'Playcaller', url });
    } catch {
      // Dismissed or refused: the link stays on screen to copy.
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it.', variant: 'destructive' });
    }
  }

  const url = link ? absolute(link.url) : '';
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        onClick={() => void create()}
        busy={busy}
        aria-label={labelClassName ? label : undefined}
      >
        <LinkIcon className="size-4" /> {labelClassName ? <span className={labelClassName}>{label}</span> : label}
      </Button>
      <Modal
        open={link !== null || overLimit}
        onClose={() => {
          setLink(null);
          setOverLimit(false);
        }}
        title={overLimit ? 'Share link limit reached' : 'Read-only link'}
        subtitle={overLimit ? undefined : 'Anyone with the link can read it, with no account. Revoke it any time.'}
      >
        {overLimit && <LimitNotice plan={planOf(session.user)} what="shares" />}
        {link && (
          <div className="mt-4 flex flex-col gap-3">
            <input
              readOnly
              value={url}
              aria-label="Share link"
              className="min-h-11 w-full rounded-xl border border-line bg-surface-0 px-3 text-ink"
              onFocus={(event) => event.target.select()}
            />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void copy(url)}>
                Copy link
              </Button>
              {typeof navigator.share === 'function' && (
                <Button size="sm" variant="secondary" onClick={() => void shareNatively(url)}>
                  Share…
                </Button>
              )}
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}

/** The owner's live links, each with Revoke. */
export function ShareList({ token }: { token: string }) {
  const [shares, setShares] = useState<ShareLink[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    api('GET', '/api/shares', (schemas) => schemas.ShareListSchema, { token })
      .then((list) => {
        setShares(list.shares);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [token]);

  useEffect(() => {
    load();
    window.addEventListener(SHARES_CHANGED, load);
    return () => window.removeEventListener(SHARES_CHANGED, load);
  }, [load]);

  async function revoke(share: ShareLink) {
    try {
      await api('DELETE', `/api/shares/${encodeURIComponent(share.id)}`, (schemas) => schemas.OkSchema, { token });
      announceChange();
    } catch (error) {
      toast({
        title: 'Could not revoke the link',
        description: errorText(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <section aria-labelledby="live-links" className="flex flex-col gap-2" data-testid="share-list">
      <h2 id="live-links" className="text-lg font-semibold text-ink">
        Live share links
      </h2>
      {failed ? (
        <p className="text-sm text-ink-muted">Your links show when you are online.</p>
      ) : shares === null ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : shares.length === 0 ? (
        <p className="text-sm text-ink-muted">No live links. Share a chat, an item or a tag to create one.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shares.map((share) => (
            <li
              key={share.id}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface-1 px-3 py-2"
              data-testid="share-link"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink">{share.label}</p>
                <a href={share.url} className="block truncate text-xs text-accent underline">
                  {absolute(share.url)}
                </a>
              </div>
              <Button
                size="sm"
                variant="danger"
                onClick={() => void revoke(share)}
                aria-label={`Revoke ${share.label}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
