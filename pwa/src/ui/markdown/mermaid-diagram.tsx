import mermaid from 'mermaid';
import { useEffect, useId, useState } from 'react';
import { DiagramPlaceholder } from './diagram-placeholder';

/**
 * Ends the current task so the browser can paint and handle input before the next step: a diagram
 * drawn while its reply still streams gets a task per step, so the text keeps flowing.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

// This module (and mermaid with it) loads only when a reply contains a diagram. Configured in a
// task after the one that evaluates mermaid's code.
const configured = nextTask().then(() =>
  mermaid.initialize({
    startOnLoad: false,
    // strict: no click handlers, no scripts, labels sanitised.
    securityLevel: 'strict',
    theme: 'dark',
    // Labels drawn as SVG text, not HTML: strict mode strips handlers from HTML labels but keeps an
    // <img> pointing anywhere. The root setting, since mermaid 11 ignores flowchart.htmlLabels.
    htmlLabels: false,
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
  }),
);

/**
 * Parses in a task of its own (loading the code for this kind of diagram first), then lays out and
 * draws in the next: render parses again, but that second parse is cheap once the parser has run.
 */
async function draw(id: string, code: string): Promise<string> {
  await configured;
  await nextTask();
  await mermaid.parse(code);
  await nextTask();
  return (await mermaid.render(id, code)).svg;
}

let renderQueue: Promise<unknown> = Promise.resolve();

// Drawn diagrams by their code. A reply's diagram is drawn while the reply streams and shown again
// when the stored reply takes the streaming one's place: that second time (and any repeat of the
// same diagram) it comes from here instead of a second draw. null: the code could not be drawn.
const drawn = new Map<string, { id: string; svg: string | null }>();
const DRAWN_CACHE_SIZE = 50;

function remember(code: string, entry: { id: string; svg: string | null }) {
  if (drawn.size >= DRAWN_CACHE_SIZE) drawn.delete(drawn.keys().next().value!);
  drawn.set(code, entry);
}

/** The drawn SVG under this element id (ids stay unique in the page); null: not drawable; undefined: not drawn yet. */
function drawnSvg(code: string, id: string): string | null | undefined {
  const entry = drawn.get(code);
  if (!entry) return undefined;
  return entry.svg && entry.svg.replaceAll(entry.id, id);
}

export default function MermaidDiagram({ code }: { code: string }) {
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  // Set once this code is drawn, to render again and pick the drawing up.
  const [, setDrawnCode] = useState<string | null>(null);

  useEffect(() => {
    if (drawn.has(code)) return;
    let cancelled = false;
    // mermaid.render is not re-entrant: diagrams are drawn one after another.
    renderQueue = renderQueue
      .then(async () => {
        if (drawn.has(code)) return;
        try {
          remember(code, { id, svg: await draw(id, code) });
        } catch {
          document.getElementById(`d${id}`)?.remove();
          remember(code, { id, svg: null });
        }
      })
      .then(() => {
        if (!cancelled) setDrawnCode(code);
      });
    return () => {
      cancelled = true;
    };
  }, [code, id]);

  const svg = drawnSvg(code, id);
  if (svg === undefined) return <DiagramPlaceholder />;
  if (svg === null) {
    return (
      <p className="my-3 rounded-xl border border-danger/40 bg-red-950/40 p-3 text-sm text-red-200" role="alert">
        Error rendering diagram. Please try again.
      </p>
    );
  }
  return (
    <figure
      className="my-3 overflow-x-auto rounded-xl border border-line bg-surface-0 p-3 [&_svg]:mx-auto [&_svg]:h-auto [&_svg]:max-w-full"
      data-testid="mermaid-diagram"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
