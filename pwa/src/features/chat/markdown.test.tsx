import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, renderMarkdown, splitSegments } from './markdown';

describe('reply markdown', () => {
  it('shows raw HTML and script as text, never as elements', () => {
    const html = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror=alert(2)> **bold**');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<strong>bold</strong>');
  });

  it('drops javascript: links', () => {
    const { container } = render(<Markdown content="[click](javascript:alert(1))" />);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });

  it('splits closed mermaid blocks out and leaves an unfinished one as text', () => {
    expect(splitSegments('Intro\n```mermaid\nflowchart LR\nA-->B\n```\nOutro')).toEqual([
      { kind: 'markdown', text: 'Intro\n' },
      { kind: 'mermaid', code: 'flowchart LR\nA-->B' },
      { kind: 'markdown', text: '\nOutro' },
    ]);
    expect(splitSegments('```mermaid\nflowchart LR\nA-->')).toEqual([
      { kind: 'markdown', text: '```mermaid\nflowchart LR\nA-->' },
    ]);
  });
});
