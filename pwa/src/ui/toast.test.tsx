import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, Toaster } from './toast';

const region = () => screen.getByRole('status');

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<Toaster />);
  });
  afterEach(() => {
    act(() => vi.runAllTimers());
    vi.useRealTimers();
  });

  it('shows one at a time: a new toast replaces the one on screen', () => {
    act(() => toast({ title: 'First' }));
    act(() => toast({ title: 'Second', variant: 'success' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('Second');
    expect(region()).not.toHaveTextContent('First');
  });

  it('closes after 5000 ms and leaves the page 1,000,000 ms later', () => {
    act(() => toast({ title: 'Saved', description: 'Your profile has been updated successfully.' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByTestId('toast')).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast')).toBeNull();
    // Closed but still there, hidden from assistive technology, so it is announced only once.
    expect(region().firstElementChild).toHaveAttribute('data-state', 'closed');
    expect(region().firstElementChild).toHaveAttribute('aria-hidden', 'true');
    act(() => vi.advanceTimersByTime(999_999));
    expect(region()).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toBeEmptyDOMElement();
  });

  it('a dismissed toast closes at once and is removed after the same delay', () => {
    act(() => toast({ title: 'Logged out' }));
    act(() => dismissToast());
    expect(region().firstElementChild).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(1_000_000));
    expect(region()).toBeEmptyDOMElement();
  });

  it('a toast shown after a dismissal is not removed by the earlier removal timer', () => {
    act(() => toast({ title: 'Old' }));
    act(() => dismissToast());
    act(() => vi.advanceTimersByTime(500_000));
    act(() => toast({ title: 'New' }));
    act(() => vi.advanceTimersByTime(600_000));
    // The new toast closed after 5 s but is not yet 1,000,000 ms past its own dismissal.
    expect(region()).toHaveTextContent('New');
  });
});
