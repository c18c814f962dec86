import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads after first paint, behind its own boundary: until it arrives the
 * fallback (by default nothing) stands in, never the page spinner of an outer boundary. Code that
 * cannot arrive (offline before the service worker holds it) leaves the fallback in place rather
 * than failing the page, and is fetched again when the network returns.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode = () => null,
) {
  const lazyComponent = () => lazy(() => load().then((component) => ({ default: component })));
  // React keeps a lazy component's failed load for good: a retry needs a new one.
  let Lazy = lazyComponent();
  return function Deferred(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed) return;
      const retry = () => {
        Lazy = lazyComponent();
        setFailed(false);
        setAttempt((count) => count + 1);
      };
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [failed]);
    if (failed) return fallback(props);
    return (
      <LoadBoundary key={attempt} onError={() => setFailed(true)}>
        <Suspense fallback={fallback(props)}>
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  };
}

/** What browsers say when a module's code cannot be fetched. */
const LOAD_FAILURE = /dynamically imported module|importing a module script failed|unable to preload/i;

/** Stands in for code that could not load; any other error goes on to the page's boundary. */
class LoadBoundary extends Component<{ children: ReactNode; onError: () => void }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isLoadFailure(error)) this.props.onError();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isLoadFailure(error)) return null;
    throw error;
  }
}

function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}
