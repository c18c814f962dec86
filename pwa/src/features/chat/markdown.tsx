import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { lazy, Suspense, useMemo } from 'react';

const MermaidDiagram = lazy(() => import('./mermaid-diagram'));

// Raw HTML in a reply is shown as text, never parsed: replies come from a model and from users.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

export type Segment = { kind: 'markdown'; text: string } | { kind: 'mermaid'; code: string };

/** Splits out closed ```mermaid blocks; an unclosed one (still streaming) stays markdown. */
export function splitSegments(content: string): Segment[] {
  const segments: Segment[] = [];
  const pattern = /```mermaid[^\n]*\n([\s\S]*?)```/g;
  let last = 0;
  for (const match of content.matchAll(pattern)) {
    if (match.index > last) segments.push({ kind: 'markdown', text: content.slice(last, match.index) });
    segments.push({ kind: 'mermaid', code: match[1]!.trim() });
    last = match.index + match[0].length;
  }
  if (last < content.length) segments.push({ kind: 'markdown', text: content.slice(last) });
  return segments;
}

export function renderMarkdown(text: string): string {
  const html = marked.parse(text) as string;
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] });
}

export function Markdown({ content }: { content: string }) {
  const segments = useMemo(() => splitSegments(content), [content]);
  return (
    <div className="prose-reply">
      {segments.map((segment, index) =>
        segment.kind === 'markdown' ? (
          <div key={index} dangerouslySetInnerHTML={{ __html: renderMarkdown(segment.text) }} />
        ) : (
          <Suspense key={index} fallback={<DiagramPlaceholder />}>
            <MermaidDiagram code={segment.code} />
          </Suspense>
        ),
      )}
    </div>
  );
}

export function DiagramPlaceholder() {
  return <div className="my-3 h-32 animate-pulse rounded-xl bg-surface-2" aria-label="Loading diagram" role="img" />;
}
