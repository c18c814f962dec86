import { render } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { describe, expect, it, vi } from 'vitest';
import { labelledTableCells, Markdown, renderMarkdownBlocks, splitSegments } from './markdown';

const diagramCodeLoaded = vi.hoisted(() => vi.fn());
vi.mock('./mermaid-diagram', () => {
  diagramCodeLoaded();
  return { default: () => <svg data-testid="drawn" /> };
});

const renderMarkdown = (text: string) => renderMarkdownBlocks(text).join('');

const REPLY = [
  '## Reading the defense',
  'The safeties split the field.\nA second line.',
  '- Attack the *hole shot*\n- Flood the flat\n\n- Hit the seams',
  '1. Motion\n2. Snap',
  '> Trust your reads',
  '| Concept | When |\n| --- | --- |\n| Smash | Cover 2 |',
  '```\nrun the ball\n```',
  'Recommendation: **smash** from trips.',
].join('\n\n');

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

  it('renders block by block exactly what the whole text parsed at once gives', () => {
    const whole = DOMPurify.sanitize(
      new Marked({ gfm: true, breaks: true, async: false }, labelledTableCells).parse(REPLY) as string,
    );
    expect(renderMarkdown(REPLY)).toBe(whole);
    // A loose list stays one list, as in the whole text.
    expect(renderMarkdown(REPLY).match(/<ul>/g)).toHaveLength(1);
  });

  it('labels each table cell with its column’s heading, for a phone to show it as a list of blocks', () => {
    const html = renderMarkdown('| Start | Activity |\n| --- | --- |\n| 0:00 | **Rondo** <b> |');
    expect(html).toContain('<td data-label="Start">0:00</td>');
    expect(html).toContain('<td data-label="Activity"><strong>Rondo</strong> &lt;b&gt;</td>');
    expect(html).toContain('<th>Start</th>');
  });

  it('resolves reference links defined in a later block', () => {
    expect(renderMarkdown('See [the playbook][book].\n\n[book]: https://example.com/book')).toContain(
      'href="https://example.com/book"',
    );
  });

  it('leaves the finished blocks of a growing reply untouched, rewriting only the last one', () => {
    const { container, rerender } = render(<Markdown content={'First block.\n\nSecond bl'} />);
    const [first, second] = container.querySelectorAll('p');
    rerender(<Markdown content={'First block.\n\nSecond block grows.\n\nThird'} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toBe(first);
    expect(paragraphs[1]).not.toBe(second);
    expect(paragraphs[1]).toHaveTextContent('Second block grows.');
    expect(paragraphs[2]).toHaveTextContent('Third');
  });

  it("draws the page's first diagram once its reply has finished, and later ones as their block closes", async () => {
    const diagram = 'Intro\n\n```mermaid\nflowchart LR\n  A["Snap"] --> B["Throw"]\n```\n\nMore';
    const { container, rerender } = render(<Markdown content={diagram} streaming />);
    await new Promise((resolve) => setTimeout(resolve));
    expect(diagramCodeLoaded).not.toHaveBeenCalled();
    expect(container.querySelector('[aria-label="Loading diagram"]')).not.toBeNull();

    rerender(<Markdown content={diagram} />);
    await vi.waitFor(() => expect(container.querySelector('[data-testid="drawn"]')).not.toBeNull());
    expect(diagramCodeLoaded).toHaveBeenCalledTimes(1);

    // The code is loaded now: a new reply's diagram is drawn while the reply still streams.
    const next = render(<Markdown content={diagram + '\n\nStill stream'} streaming />);
    await vi.waitFor(() => expect(next.container.querySelector('[data-testid="drawn"]')).not.toBeNull());
  });
});
