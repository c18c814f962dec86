import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

const offlineLoad = () => new TypeError('Failed to fetch dynamically imported module: /assets/panel.js');

function Panel() {
  return <p>Panel loaded</p>;
}

class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Page failed</p> : this.props.children;
  }
}

describe('deferred', () => {
  it('keeps the page when its code cannot arrive, and loads it when the network returns', async () => {
    const load = vi.fn<() => Promise<typeof Panel>>().mockRejectedValueOnce(offlineLoad()).mockResolvedValue(Panel);
    const Deferred = deferred(load, () => <p>Waiting</p>);
    render(
      <PageBoundary>
        <p>The chat</p>
        <Deferred />
      </PageBoundary>,
    );
    expect(await screen.findByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText('The chat')).toBeInTheDocument();
    expect(screen.queryByText('Page failed')).not.toBeInTheDocument();

    // The network returns (again and again until the failed load has been heard).
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.getByText('Panel loaded')).toBeInTheDocument();
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets any other error reach the page’s boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('render bug');
    };
    const Deferred = deferred(() => Promise.resolve(Broken));
    render(
      <PageBoundary>
        <Deferred />
      </PageBoundary>,
    );
    expect(await screen.findByText('Page failed')).toBeInTheDocument();
  });
});
