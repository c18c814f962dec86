// The chat's keyboard shortcuts, as data: the key handler and the help dialog both read this table.

export type ShortcutId = 'help' | 'focusInput' | 'newChat' | 'history' | 'stopReply' | 'copyLastReply';

interface KeyBinding {
  /** The produced character (layout-aware), for keys named by what they type: '?', '/'. */
  key?: string;
  /** The physical key, for keys pressed with modifiers, whose character varies with them. */
  code?: string;
  /** Ctrl on Windows and Linux, ⌘ on macOS. */
  mod?: boolean;
  shift?: boolean;
  /** Whether it works while typing in a field; plain characters must not, or they could not be typed. */
  inField: boolean;
}

export interface Shortcut {
  id: ShortcutId;
  description: string;
  bindings: KeyBinding[];
}

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'focusInput',
    description: 'Focus the message box',
    bindings: [
      { code: 'Escape', shift: true, inField: true },
      { key: '/', inField: false },
    ],
  },
  {
    id: 'newChat',
    description: 'Start a new chat',
    bindings: [{ code: 'KeyO', mod: true, shift: true, inField: true }],
  },
  { id: 'history', description: 'Open history and search', bindings: [{ code: 'KeyK', mod: true, inField: true }] },
  { id: 'stopReply', description: 'Stop the reply', bindings: [{ code: 'Escape', inField: true }] },
  {
    id: 'copyLastReply',
    description: 'Copy the last reply',
    bindings: [{ code: 'Semicolon', mod: true, shift: true, inField: true }],
  },
  {
    id: 'help',
    description: 'Show keyboard shortcuts',
    bindings: [
      { key: '?', inField: false },
      { code: 'Slash', mod: true, inField: true },
    ],
  },
];

export type Platform = 'mac' | 'other';

/** macOS (and iPadOS with a keyboard) use ⌘ where others use Ctrl. */
export function detectPlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): Platform {
  const hinted = (nav as { userAgentData?: { platform?: string } }).userAgentData?.platform;
  return /mac|iphone|ipad|ipod/i.test(hinted || nav.platform || nav.userAgent) ? 'mac' : 'other';
}

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

function matches(binding: KeyBinding, event: KeyEventLike, platform: Platform, inField: boolean): boolean {
  if (inField && !binding.inField) return false;
  if (event.altKey) return false;
  const mod = platform === 'mac' ? event.metaKey : event.ctrlKey;
  const otherMod = platform === 'mac' ? event.ctrlKey : event.metaKey;
  if (otherMod || mod !== Boolean(binding.mod)) return false;
  if (binding.key !== undefined) return event.key === binding.key;
  return event.code === binding.code && event.shiftKey === Boolean(binding.shift);
}

/** The shortcut a key press asks for, if any; `inField` says whether the focus is in a text field. */
export function shortcutFor(event: KeyEventLike, platform: Platform, inField: boolean): ShortcutId | null {
  const found = SHORTCUTS.find((shortcut) =>
    shortcut.bindings.some((binding) => matches(binding, event, platform, inField)),
  );
  return found?.id ?? null;
}

const CODE_LABELS: Record<string, string> = { Escape: 'Esc', Semicolon: ';', Slash: '/', KeyO: 'O', KeyK: 'K' };

/** A binding as the keys to press, e.g. ['⌘', 'Shift', 'O'] on a Mac or ['Ctrl', 'Shift', 'O'] elsewhere. */
export function keysOf(binding: KeyBinding, platform: Platform): string[] {
  const keys: string[] = [];
  if (binding.mod) keys.push(platform === 'mac' ? '⌘' : 'Ctrl');
  if (binding.shift) keys.push('Shift');
  keys.push(binding.key ?? CODE_LABELS[binding.code ?? ''] ?? binding.code ?? '');
  return keys;
}

/** A shortcut's bindings as read aloud and listed: alternatives joined by "or", e.g. 'Shift + Esc or /'. */
export function bindingsLabel(shortcut: Shortcut, platform: Platform): string {
  return shortcut.bindings.map((binding) => keysOf(binding, platform).join(' + ')).join(' or ');
}

/** Whether the element takes typed text, where plain-character shortcuts must stay out of the way. */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}
