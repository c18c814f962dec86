import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';

/** The tooltip's text, placed above its control (or below, where there is no room above). */
export default function TooltipBubble({ anchor, text }: { anchor: HTMLElement; text: string }) {
  const [bubble, setBubble] = useState<HTMLElement | null>(null);
  const { floatingStyles } = useFloating({
    elements: { reference: anchor, floating: bubble },
    placement: 'top',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return createPortal(
    <div
      ref={setBubble}
      style={floatingStyles}
      role="tooltip"
      className="pointer-events-none z-[100] max-w-60 rounded-md border border-line bg-surface-2 px-2 py-1 text-xs font-medium text-ink shadow-lg print:hidden"
    >
      {text}
    </div>,
    document.body,
  );
}
