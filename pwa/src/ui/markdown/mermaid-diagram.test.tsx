import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MermaidDiagram from './mermaid-diagram';

// What mermaid was asked to do, in order, with 'yield' wherever the drawing gave up the main thread.
const log = vi.hoisted(() => {
  const entries: string[] = [];
  Object.assign(globalThis, {
    scheduler: {
      yield: () => {
        entries.push('yield');
        return new Promise<void>((resolve) => setTimeout(resolve));
      },
    },
  });
  return entries;
});
const draw = vi.hoisted(() =>
  vi.fn(async (id: string, code: string) => ({ svg: `<svg id="${id}"><text>${code}</text></svg>` })),
);
vi.mock('mermaid', () => ({
  default: {
    initialize: () => log.push('initialize'),
    parse: async (code: string) => log.push(`parse ${code}`),
    render: (id: string, code: string) => {
      log.push(`render ${code}`);
      return draw(id, code);
    },
  },
}));

describe('a mermaid diagram', () => {
  it('is drawn once: the stored reply that replaces the streaming one shows it at once, under its own id', async () => {
    const code = 'flowchart LR\nQB-->TE';
    const streaming = render(<MermaidDiagram code={code} />);
    const first = await screen.findByTestId('mermaid-diagram');
    const firstId = first.querySelector('svg')!.id;
    streaming.unmount();

    render(<MermaidDiagram code={code} />);
    render(<MermaidDiagram code={code} />);
    const shown = screen.getAllByTestId('mermaid-diagram');
    expect(shown).toHaveLength(2);
    expect(draw).toHaveBeenCalledTimes(1);
    const ids = shown.map((figure) => figure.querySelector('svg')!.id);
    expect(new Set([firstId, ...ids]).size).toBe(3);
  });

  it('is configured, parsed and drawn in tasks of their own, so a streaming reply keeps painting between them', async () => {
    const code = 'flowchart LR\nRB-->WR';
    render(<MermaidDiagram code={code} />);
    await screen.findByTestId('mermaid-diagram');

    expect(log.slice(0, 2)).toEqual(['yield', 'initialize']);
    const parsed = log.indexOf(`parse ${code}`);
    expect(log.slice(parsed - 1)).toEqual(['yield', `parse ${code}`, 'yield', `render ${code}`]);
  });
});
