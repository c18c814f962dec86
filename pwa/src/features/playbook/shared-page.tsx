import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { SPORT_LABELS } from '../../../../shared/constants';
import { PLAYBOOK_KIND_LABELS } from '../../../../shared/contract/playbook';
import type { SharedContent, SharedGame } from '../../../../shared/contract/shares';
import { ApiError, api } from '../../api';
import { Spinner } from '../../ui/button';
import { PageContainer } from '../../ui/card';
import { Markdown } from '../../ui/markdown/deferred-markdown';
import { readableReply } from '../../../../shared/reply-text';
import { planMarkdown } from './item-markdown';
import { PrintSheet } from './print-sheet';

/** Search engines leave shared pages out: the tag is there only while one is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

type State = { kind: 'loading' } | { kind: 'gone' } | { kind: 'failed' } | { kind: 'shown'; content: SharedContent };

/**
 * A read-only shared chat, item, tag or game: no account needed, and none shown. A game's review is
 * the game log's to draw, handed in by the route.
 */
export function SharedPage({ gameReview }: { gameReview: (game: SharedGame) => ReactNode }) {
  const { shareId = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useNoIndex();

  useEffect(() => {
    let current = true;
    api('GET', `/api/shares/${encodeURIComponent(shareId)}`, (schemas) => schemas.SharedContentSchema)
      .then((content) => current && setState({ kind: 'shown', content }))
      .catch((error: unknown) => {
        if (!current) return;
        setState(
          error instanceof ApiError && (error.status === 404 || error.status === 400)
            ? { kind: 'gone' }
            : { kind: 'failed' },
        );
      });
    return () => {
      current = false;
    };
  }, [shareId]);

  if (state.kind === 'loading')
    return (
      <PageContainer className="grid place-items-center py-16">
        <Spinner className="size-6" />
      </PageContainer>
    );
  if (state.kind !== 'shown')
    return (
      <PageContainer className="flex flex-col gap-2 py-8">
        <h1 className="text-2xl font-bold text-ink">
          {state.kind === 'gone' ? 'Link not available' : 'Could not load'}
        </h1>
        <p className="text-ink-muted">
          {state.kind === 'gone'
            ? 'This link was revoked or never existed. Ask whoever sent it for a new one.'
            : 'Check your connection and try again.'}
        </p>
      </PageContainer>
    );

  const { content } = state;
  return (
    <PageContainer className="flex flex-col gap-5 py-6 print:p-0" data-testid="shared-content">
      <div className="flex flex-col gap-5 print:hidden">
        <div>
          <p className="text-xs tracking-wide text-ink-muted uppercase">Shared read-only</p>
          <h1 className="text-2xl font-bold text-ink">{content.title}</h1>
        </div>
        {content.kind === 'chat' ? (
          <ol className="flex flex-col gap-3">
            {content.messages.map((message, index) => (
              <li
                key={index}
                className={`rounded-2xl border border-line/70 px-4 py-3 text-ink ${message.role === 'user' ? 'self-end bg-accent/15' : 'bg-surface-1'}`}
              >
                {message.role === 'user' ? (
                  <p className="whitespace-pre-wrap">{message.content}</p>
                ) : (
                  <Markdown content={readableReply(message.content)} />
                )}
              </li>
            ))}
          </ol>
        ) : content.kind === 'game' ? (
          gameReview(content.game)
        ) : (
          content.items.map((item) => (
            <article
              key={item.id}
              className="flex flex-col gap-2 rounded-2xl border border-line bg-surface-1 p-4"
              data-testid="shared-item"
            >
              <h2 className="text-xl font-semibold text-ink">{item.title}</h2>
              <p className="text-sm text-ink-muted">
                {PLAYBOOK_KIND_LABELS[item.kind]} · {SPORT_LABELS[item.sport]}
                {item.tags.length > 0 && ` · ${item.tags.map((tag) => `#${tag}`).join(' ')}`}
              </p>
              {/* A plan is its blocks as edited since; the saved reply still holds the coach's first draft. */}
              <Markdown content={item.plan ? planMarkdown(item.plan) : readableReply(item.markdown)} />
              {item.notes.trim() && <p className="whitespace-pre-wrap text-ink-muted">Notes: {item.notes}</p>}
            </article>
          ))
        )}
      </div>
      {(content.kind === 'item' || content.kind === 'tag') && <PrintSheet items={content.items} />}
    </PageContainer>
  );
}
