import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MermaidDiagram from './mermaid-diagram';

const draw = vi.hoisted(() =>
  vi.fn(async (id: string, code: string) => ({ svg: `<svg id="${id}"><text>${code}</text></svg>` })),
);
vi.mock('mermaid', () => ({ default: { initialize: vi.fn(), render: draw } }));

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
});
