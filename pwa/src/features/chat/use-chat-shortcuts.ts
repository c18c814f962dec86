import { useEffect, useRef } from 'react';
import { detectPlatform, isTextField, shortcutFor, type ShortcutId } from './shortcuts';

export type ShortcutHandlers = Record<ShortcutId, () => boolean | void>;

/**
 * Listens for the chat's shortcuts on the whole page. A handler returns false when it had nothing
 * to do (Escape with no reply streaming), so the key keeps its usual meaning. While a dialog is
 * open the keys are the dialog's: Escape closes it rather than stopping a reply behind it.
 */
export function useChatShortcuts(handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const platform = detectPlatform();
    function onKeyDown(event: KeyboardEvent) {
      if (event.isComposing || document.querySelector('[role="dialog"]')) return;
      const id = shortcutFor(event, platform, isTextField(document.activeElement));
      if (!id) return;
      if (latest.current[id]() === false) return;
      event.preventDefault();
    }
    // Capturing, the dialog check runs before a dialog's own Escape handler has closed it.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
