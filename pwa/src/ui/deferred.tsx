import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads after first paint, behind its own boundary: until it arrives the
 * fallback (by default nothing) stands in, never the page spinner of an outer boundary.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode = () => null,
) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
