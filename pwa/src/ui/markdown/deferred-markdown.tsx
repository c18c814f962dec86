import { deferred } from '../deferred';

/**
 * Replies as markdown, with the parser and sanitiser loaded after first paint. Until they arrive
 * the reply shows as plain text in the same frame, so no bubble is ever empty.
 */
export const Markdown = deferred(
  () => import('./markdown').then((module) => module.Markdown),
  ({ content }) => (
    <div className="prose-reply">
      <p className="whitespace-pre-wrap">{content}</p>
    </div>
  ),
);
