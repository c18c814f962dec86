/** Where a diagram will be, while mermaid loads or draws it. */
export function DiagramPlaceholder() {
  return <div className="my-3 h-32 animate-pulse rounded-xl bg-surface-2" aria-label="Loading diagram" role="img" />;
}
