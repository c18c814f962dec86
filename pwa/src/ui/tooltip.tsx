import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { TIMINGS_MS } from '../../../shared/constants';
import type Bubble from './tooltip-bubble';

// Placing the bubble needs Floating UI, which Headless UI's menus already load after first paint;
// the bubble waits for that chunk instead of adding it to the first paint's budget. It is not a
// lazy component: Suspense would hold the first bubble back by its own reveal throttle.
let TooltipBubble: typeof Bubble | null = null;
let bubbleLoading: Promise<void> | null = null;
const loadBubble = () =>
  (bubbleLoading ??= import('./tooltip-bubble').then((module) => {
    TooltipBubble = module.default;
  }));

/** When the last tooltip closed: one reached within the skip delay of it opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * Names an icon-only control on mouse hover, after the spec's delay (TIMINGS_MS.tooltipDelay), and
 * on keyboard focus; it closes on leave, blur, a press or Escape. The text is the control's own
 * `aria-label` unless `label` gives a shorter one: screen readers already hear the accessible name,
 * so the bubble is for sighted users and describes nothing a second time.
 */
export function Tooltip({ children, label }: { children: ReactElement<{ 'aria-label'?: string }>; label?: string }) {
  const text = label ?? children.props['aria-label'] ?? '';
  const [open, setOpen] = useState(false);
  /** The control the bubble points at, taken from the event that asked for it. */
  const [control, setControl] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Still hovered or focused: a bubble whose chunk arrives after the pointer left stays shut. */
  const wanted = useRef(false);

  const show = useCallback((target: HTMLElement, at: 'after delay' | 'now') => {
    clearTimeout(timer.current);
    wanted.current = true;
    setControl(target);
    const reveal = () => void loadBubble().then(() => wanted.current && setOpen(true));
    const skip = performance.now() - lastClosedAt < TIMINGS_MS.tooltipSkipDelay;
    if (at === 'now' || skip) reveal();
    else timer.current = setTimeout(reveal, TIMINGS_MS.tooltipDelay);
  }, []);
  const hide = useCallback(() => {
    wanted.current = false;
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);

  return (
    // The events of the control inside reach this box-less wrapper, so the control keeps its own
    // props and its place in the parent's layout.
    <span
      className="contents"
      onPointerEnter={(event) => {
        // Touch has no hover: a tap shows nothing.
        if (event.pointerType === 'mouse') show(controlOf(event.currentTarget), 'after delay');
      }}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => {
        // Focus from the keyboard names the control; focus from a click or tap does not.
        if (event.target.matches(':focus-visible')) show(controlOf(event.currentTarget), 'now');
      }}
      onBlur={hide}
    >
      {children}
      {open && text && control && TooltipBubble && <TooltipBubble anchor={control} text={text} />}
    </span>
  );
}

const controlOf = (wrapper: HTMLElement) => (wrapper.firstElementChild as HTMLElement | null) ?? wrapper;
