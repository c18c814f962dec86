// A logged game's own page: its review, a read-only link to share it, and its deletion.
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, errorText } from '../../api';
import { useConnectivity } from '../../connectivity';
import { ownerKeyOf } from '../../local/database';
import { gameStore } from '../../local/game-store';
import { ROUTES } from '../../paths';
import { useSession } from '../../session';
import { Button, buttonClasses } from '../../ui/button';
import { PageContainer } from '../../ui/card';
import { toast } from '../../ui/toast';
import { GAME_COPY } from './game-copy';
import { GameReview } from './game-review';

export function GamePage() {
  const { gameId = '' } = useParams();
  const session = useSession();
  const { syncGames } = useConnectivity();
  const navigate = useNavigate();
  const game = useLiveQuery(async () => (await gameStore.get(gameId)) ?? null, [gameId]);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const userId = session.user?.id ?? null;
  const { token } = session;

  if (game === undefined) return <PageContainer className="py-8" />;
  if (game === null || game.ownerKey !== ownerKeyOf(userId))
    return (
      <PageContainer className="flex flex-col gap-2 py-8">
        <h1 className="text-2xl font-bold text-ink">Game not found</h1>
        <Link to={ROUTES.gameday} className="text-accent underline">
          Back to game day
        </Link>
      </PageContainer>
    );

  async function share() {
    if (!token || !userId || !game) return;
    setBusy(true);
    try {
      // The server must hold the game before a link can show it.
      await syncGames();
      const created = await api('POST', '/api/shares', (schemas) => schemas.ShareLinkSchema, {
        token,
        body: { kind: 'game', target: game.id },
      });
      setLink(new URL(created.url, window.location.origin).toString());
    } catch (error) {
      toast({
        title: 'Could not create the link',
        description: errorText(error, navigator.onLine ? 'Please try again.' : 'Share links need a connection.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!game || !window.confirm(`Delete the game vs ${game.opponent}?`)) return;
    await gameStore.remove(game.id);
    void syncGames().catch(() => {});
    navigate(ROUTES.gameday);
  }

  return (
    <PageContainer className="flex max-w-3xl flex-col gap-4 py-6">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-bold text-ink">{GAME_COPY.review}</h1>
        <Link to={ROUTES.gameday} className={buttonClasses('secondary', 'lg')}>
          Game day
        </Link>
        {token && (
          <Button variant="secondary" size="lg" busy={busy} onClick={() => void share()}>
            Share link
          </Button>
        )}
        <Button variant="danger" size="lg" onClick={() => void remove()}>
          Delete
        </Button>
      </div>
      {link && (
        <p
          className="rounded-xl border border-line bg-surface-1 p-3 text-sm break-all text-ink"
          data-testid="game-link"
        >
          {link}
        </p>
      )}
      <GameReview game={game} />
    </PageContainer>
  );
}
