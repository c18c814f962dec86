import { describe, expect, it } from 'vitest';
import { bindingsLabel, detectPlatform, isTextField, keysOf, SHORTCUTS, shortcutFor } from './shortcuts';

const press = (
  code: string,
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  code,
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('shortcutFor', () => {
  it('takes Ctrl on Windows and Linux and ⌘ on macOS, never the other', () => {
    expect(shortcutFor(press('KeyK', 'k', { ctrlKey: true }), 'other', false)).toBe('history');
    expect(shortcutFor(press('KeyK', 'k', { metaKey: true }), 'other', false)).toBeNull();
    expect(shortcutFor(press('KeyK', 'k', { metaKey: true }), 'mac', false)).toBe('history');
    expect(shortcutFor(press('KeyK', 'k', { ctrlKey: true }), 'mac', false)).toBeNull();
  });

  it('needs Shift exactly where the binding has it', () => {
    expect(shortcutFor(press('KeyO', 'O', { ctrlKey: true, shiftKey: true }), 'other', true)).toBe('newChat');
    expect(shortcutFor(press('KeyO', 'o', { ctrlKey: true }), 'other', true)).toBeNull();
    expect(shortcutFor(press('Semicolon', ':', { ctrlKey: true, shiftKey: true }), 'other', true)).toBe(
      'copyLastReply',
    );
    expect(shortcutFor(press('Escape', 'Escape', { shiftKey: true }), 'other', true)).toBe('focusInput');
    expect(shortcutFor(press('Escape', 'Escape'), 'other', true)).toBe('stopReply');
  });

  it('keeps plain characters for typing while a field has the focus', () => {
    expect(shortcutFor(press('Slash', '?', { shiftKey: true }), 'other', false)).toBe('help');
    expect(shortcutFor(press('Slash', '?', { shiftKey: true }), 'other', true)).toBeNull();
    expect(shortcutFor(press('Slash', '/'), 'other', false)).toBe('focusInput');
    expect(shortcutFor(press('Slash', '/'), 'other', true)).toBeNull();
    expect(shortcutFor(press('Slash', '/', { ctrlKey: true }), 'other', true)).toBe('help');
  });

  it('ignores Alt combinations and unbound keys', () => {
    expect(shortcutFor(press('KeyK', 'k', { ctrlKey: true, altKey: true }), 'other', false)).toBeNull();
    expect(shortcutFor(press('KeyA', 'a'), 'other', false)).toBeNull();
  });
});

describe('the help table', () => {
  it('names every binding with the platform modifier', () => {
    const history = SHORTCUTS.find((shortcut) => shortcut.id === 'history')!;
    expect(keysOf(history.bindings[0]!, 'mac')).toEqual(['⌘', 'K']);
    expect(keysOf(history.bindings[0]!, 'other')).toEqual(['Ctrl', 'K']);
    const copy = SHORTCUTS.find((shortcut) => shortcut.id === 'copyLastReply')!;
    expect(keysOf(copy.bindings[0]!, 'other')).toEqual(['Ctrl', 'Shift', ';']);
  });

  it('lists alternative keys as alternatives, not as one chord', () => {
    const shortcut = (id: string) => SHORTCUTS.find((each) => each.id === id)!;
    expect(bindingsLabel(shortcut('focusInput'), 'other')).toBe('Shift + Esc or /');
    expect(bindingsLabel(shortcut('help'), 'mac')).toBe('? or ⌘ + /');
    expect(bindingsLabel(shortcut('newChat'), 'other')).toBe('Ctrl + Shift + O');
  });

  it('detects macOS from the platform hint, the platform or the user agent', () => {
    expect(detectPlatform({ platform: 'MacIntel', userAgent: '' })).toBe('mac');
    expect(detectPlatform({ platform: '', userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)' })).toBe('mac');
    expect(detectPlatform({ platform: 'Linux x86_64', userAgent: 'X11; Linux' })).toBe('other');
    expect(detectPlatform({ platform: 'Win32', userAgent: '' })).toBe('other');
  });
});

describe('isTextField', () => {
  it('counts text inputs, text areas and editable content, not buttons or checkboxes', () => {
    const text = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = Object.assign(document.createElement('div'), { contentEditable: 'true' });
    document.body.append(editable);
    expect(isTextField(text)).toBe(true);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(checkbox)).toBe(false);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
    editable.remove();
  });
});
