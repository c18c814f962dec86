// A button that repeats while held, faster the longer it is held: one press walks a clock or a count
// a long way, and a tap (or Enter, Space) still moves it once.
import { useCallback, useEffect, useRef, type ButtonHTMLAttributes, type PointerEvent } from 'react';

/** The wait before a held button starts repeating, so a tap is never read as a hold. */
export const HOLD_DELAY_MS = 400;
const FASTEST_REPEAT_MS = 60;
const SPEED_UP = 0.75;

type HoldButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & { onPress(): void };

export function HoldButton({ onPress, disabled, className, ...rest }: HoldButtonProps) {
  const press = useRef(onPress);
  useEffect(() => {
    // Each repeat acts on the state the last one left: the newest handler, not the one held down.
    press.current = onPress;
  });
  const timer = useRef<number | null>(null);
  const repeated = useRef(false);
  const stop = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);
  // A button disabled at its bound gets no pointerup: its repeats stop here.
  useEffect(() => {
    if (disabled) stop();
  }, [disabled, stop]);
  useEffect(() => stop, [stop]);

  const start = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    stop();
    repeated.current = false;
    const repeatAfter = (delay: number) => {
      timer.current = window.setTimeout(() => {
        repeated.current = true;
        press.current();
        repeatAfter(Math.max(FASTEST_REPEAT_MS, delay * SPEED_UP));
      }, delay);
    };
    repeatAfter(HOLD_DELAY_MS);
    // The finger may leave the button before it lifts: the release anywhere ends the hold.
    window.addEventListener('pointerup', stop, { once: true });
    window.addEventListener('pointercancel', stop, { once: true });
  };

  return (
    <button
      type="button"
      {...rest}
      disabled={disabled}
      className={`touch-manipulation select-none ${className ?? ''}`}
      onPointerDown={start}
      // A long press on a phone would open the page's menu instead of repeating.
      onContextMenu={(event) => event.preventDefault()}
      onClick={(event) => {
        // The click that ends a hold was already counted by its repeats; a keyboard's click has no pointer.
        if (repeated.current && event.detail > 0) {
          repeated.current = false;
          return;
        }
        press.current();
      }}
    />
  );
}
