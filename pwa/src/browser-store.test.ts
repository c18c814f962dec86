import { afterEach, describe, expect, it } from 'vitest';
import { browserStore } from './browser-store';

afterEach(() => window.localStorage.clear());

describe('the stored theme', () => {
  it('is dark by default, and the default is stored', () => {
    expect(browserStore.theme()).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('keeps a stored system theme', () => {
    window.localStorage.setItem('theme', 'system');
    expect(browserStore.theme()).toBe('system');
    expect(window.localStorage.getItem('theme')).toBe('system');
  });

  it('replaces an unknown stored value with dark', () => {
    window.localStorage.setItem('theme', 'light');
    expect(browserStore.theme()).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});

describe('chat interaction', () => {
  it('is remembered and heard by listeners on every message, until they unsubscribe', () => {
    let heard = 0;
    const unsubscribe = browserStore.onInteractedWithChat(() => heard++);
    expect(browserStore.hasInteractedWithChat()).toBe(false);
    browserStore.markInteractedWithChat();
    browserStore.markInteractedWithChat();
    expect(browserStore.hasInteractedWithChat()).toBe(true);
    expect(heard).toBe(2);
    unsubscribe();
    browserStore.markInteractedWithChat();
    expect(heard).toBe(2);
  });

  it('is heard when another tab records the first message', () => {
    let heard = 0;
    const unsubscribe = browserStore.onInteractedWithChat(() => heard++);
    window.dispatchEvent(new StorageEvent('storage', { key: 'hasInteractedWithChat', newValue: 'true' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    unsubscribe();
    expect(heard).toBe(1);
  });
});
