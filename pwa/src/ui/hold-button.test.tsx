import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_DELAY_MS, HoldButton } from './hold-button';

describe('a button held down', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('repeats while held, faster the longer it is held, and stops when let go', () => {
    const onPress = vi.fn();
    render(<HoldButton onPress={onPress}>+</HoldButton>);
    const button = screen.getByRole('button', { name: '+' });
    fireEvent.pointerDown(button, { button: 0 });
    act(() => vi.advanceTimersByTime(HOLD_DELAY_MS - 1));
    expect(onPress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onPress).toHaveBeenCalledTimes(1);
    // The next second brings more repeats than the first wait's one.
    act(() => vi.advanceTimersByTime(1000));
    const afterOneSecond = onPress.mock.calls.length;
    expect(afterOneSecond).toBeGreaterThan(3);
    fireEvent.pointerUp(window);
    // The click that ends a hold is not one more step.
    fireEvent.click(button, { detail: 1 });
    act(() => vi.advanceTimersByTime(1000));
    expect(onPress).toHaveBeenCalledTimes(afterOneSecond);
  });

  it('moves once for a tap, or for a keyboard press', () => {
    const onPress = vi.fn();
    render(<HoldButton onPress={onPress}>+</HoldButton>);
    const button = screen.getByRole('button', { name: '+' });
    fireEvent.pointerDown(button, { button: 0 });
    fireEvent.pointerUp(window);
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 0 });
    act(() => vi.advanceTimersByTime(1000));
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('stops repeating when it reaches its end and is disabled', () => {
    const onPress = vi.fn();
    const { rerender } = render(<HoldButton onPress={onPress}>+</HoldButton>);
    fireEvent.pointerDown(screen.getByRole('button', { name: '+' }), { button: 0 });
    act(() => vi.advanceTimersByTime(HOLD_DELAY_MS));
    rerender(
      <HoldButton onPress={onPress} disabled>
        +
      </HoldButton>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
