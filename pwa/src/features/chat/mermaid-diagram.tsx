import mermaid from 'mermaid';
import { useEffect, useId, useState } from 'react';
import { DiagramPlaceholder } from './markdown';

// This module (and mermaid with it) loads only when a reply contains a diagram.
mermaid.initialize({
  startOnLoad: false,
  // strict: no click handlers, no scripts, labels sanitised.
  securityLevel: 'strict',
  theme: 'dark',
  // Labels drawn as SVG text, not HTML: strict mode strips handlers from HTML labels but keeps an
  // <img> pointing anywhere. The root setting, since mermaid 11 ignores flowchart.htmlLabels.
  htmlLabels: false,
  fontFamily: 'ui-sans-serif, system-ui, sans-serif',
});

let renderQueue: Promise<unknown> = Promise.resolve();

export default function MermaidDiagram({ code }: { code: string }) {
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [result, setResult] = useState<{ code: string; svg: string | null } | null>(null);

  useEffect(() => {
    let cancelled = false;
    // mermaid.render is not re-entrant: diagrams are drawn one after another.
    renderQueue = renderQueue
      .then(() => mermaid.render(id, code))
      .then(
        ({ svg }) => !cancelled && setResult({ code, svg }),
        () => {
          document.getElementById(`d${id}`)?.remove();
          if (!cancelled) setResult({ code, svg: null });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [code, id]);

  if (!result || result.code !== code) return <DiagramPlaceholder />;
  if (result.svg === null) {
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
      dangerouslySetInnerHTML={{ __html: result.svg }}
    />
  );
}
