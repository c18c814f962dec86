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
