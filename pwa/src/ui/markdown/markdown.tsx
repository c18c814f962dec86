import DOMPurify from 'dompurify';
import { Marked, type MarkedExtension, type Token, type Tokens, type TokensList } from 'marked';
import { lazy, memo, Suspense, useMemo } from 'react';
import { DiagramPlaceholder } from './diagram-placeholder';

// Set once mermaid's code has arrived and run: from then on a diagram is drawn as its block closes.
let diagramCodeReady = false;
const MermaidDiagram = lazy(() =>
  import('./mermaid-diagram').then((module) => {
    diagramCodeReady = true;
    return module;
  }),
);

// Raw HTML in a reply is shown as text, never parsed: replies come from a model and from users.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * Each body cell carries its column's heading as `data-label`: on a phone a wide table (a practice
 * plan has seven columns) reads as a list of blocks, each cell under its heading (styles.css), where
 * a table would wrap its words to one or two letters a line.
 */
export const labelledTableCells: MarkedExtension = {
  renderer: {
    // Labels the cells, then leaves the table to the default renderer, which renders each cell below.
    table(table) {
      for (const row of table.rows)
        row.forEach((cell, column) => Object.assign(cell, { label: table.header[column]?.text ?? '' }));
      return false;
    },
    tablecell(cell: Tokens.TableCell & { label?: string }) {
      if (cell.header || !cell.label) return false;
      const align = cell.align ? ` align="${cell.align}"` : '';
      return `<td data-label="${escapeHtml(cell.label)}"${align}>${this.parser.parseInline(cell.tokens)}</td>\n`;
    },
  },
};

const marked = new Marked(
  {
    gfm: true,
    breaks: true,
    async: false,
    renderer: {
      html: ({ text }) => escapeHtml(text),
    },
  },
  labelledTableCells,
);

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

const sanitize = (html: string) =>
  DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'iframe'], FORBID_ATTR: ['style'] });

// The HTML of each top-level block (paragraph, list, heading…) by its source. While a reply
// streams only its last block still changes: every block before it is parsed once, not per frame.
const blockHtml = new Map<string, string>();
const BLOCK_CACHE_SIZE = 2_000;

function renderBlock(token: Token, links: TokensList['links']): string {
  const list = Object.assign([token], { links });
  // A reference link's target may be defined in another block: such text is never cached.
  if (Object.keys(links).length > 0) return sanitize(marked.parser(list));
  let html = blockHtml.get(token.raw);
  if (html === undefined) {
    html = sanitize(marked.parser(list));
    if (blockHtml.size >= BLOCK_CACHE_SIZE) blockHtml.delete(blockHtml.keys().next().value!);
    blockHtml.set(token.raw, html);
  }
  return html;
}

/** The text's HTML block by block; joined, the same HTML as the whole text parsed at once. */
export function renderMarkdownBlocks(text: string): string[] {
  const tokens = marked.lexer(text);
  return tokens.filter((token) => token.type !== 'space').map((token) => renderBlock(token, tokens.links));
}

const MarkdownText = memo(function MarkdownText({ text }: { text: string }) {
  const blocks = useMemo(() => renderMarkdownBlocks(text), [text]);
  // Keyed by position: React rewrites only the blocks whose HTML changed, the last one while streaming.
  return blocks.map((html, index) => <div key={index} dangerouslySetInnerHTML={{ __html: html }} />);
});

/**
 * `streaming`: the reply is still arriving. Loading and running mermaid for the first time holds
 * the main thread for longer than a frame can wait, in steps that cannot be split further: the
 * page's first diagram is drawn once its reply has finished, so the text never stalls.
 */
export function Markdown({ content, streaming = false }: { content: string; streaming?: boolean }) {
  const segments = useMemo(() => splitSegments(content), [content]);
  return (
    <div className="prose-reply">
      {segments.map((segment, index) =>
        segment.kind === 'markdown' ? (
          <MarkdownText key={index} text={segment.text} />
        ) : streaming && !diagramCodeReady ? (
          <DiagramPlaceholder key={index} />
        ) : (
          <Suspense key={index} fallback={<DiagramPlaceholder />}>
            <MermaidDiagram code={segment.code} />
          </Suspense>
        ),
      )}
    </div>
  );
}
