// @vitest-environment jsdom
// mermaid.parse needs a window even to parse: under the node environment DOMPurify has no window and
// it throws "DOMPurify.addHook is not a function". jsdom alone is enough; no initialize() is needed.
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../../../../shared/constants';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { createBuiltinCoach, mermaidFlow } from './builtin-coach';

const coach = createBuiltinCoach();

async function strategicReply(sport: (typeof SPORTS)[number], message: string): Promise<string> {
  let text = '';
  for await (const chunk of coach.reply({ sport, mode: 'comprehensiveCoach', message, history: [] })) text += chunk;
  return text;
}

function mermaidBlock(reply: string): string | undefined {
  return /```mermaid\n([\s\S]*?)\n```/.exec(reply)?.[1];
}

describe('mermaid diagrams in Strategic replies', () => {
  it('rejects broken flowchart syntax, so a passing parse means something', async () => {
    await expect(mermaid.parse('flowchart LR\n  A["unclosed --> B')).rejects.toThrow();
  });

  it.each(SPORTS)('parses the flowchart drawn for every %s concept that has a flow', async (sport) => {
    const concepts = knowledgeOf(sport).concepts.filter((concept) => concept.flow !== undefined);
    expect(concepts.length).toBeGreaterThan(0);
    for (const concept of concepts) {
      const code = mermaidBlock(await strategicReply(sport, `Explain ${concept.title}`));
      expect(code, concept.id).toBeDefined();
      await expect(mermaid.parse(code ?? ''), concept.id).resolves.toMatchObject({ diagramType: 'flowchart-v2' });
    }
  });

  it('strips quotes, brackets and arrows from labels so the flowchart still parses', async () => {
    const code = mermaidFlow(['Read "the" safety', 'Throw [now] --> fast', 'Finish; end%%', '']);
    expect(code).toContain('A["Read the safety"] --> B["Throw now fast"] --> C["Finish end"]');
    await expect(mermaid.parse(code.replace(/^```mermaid\n|\n```$/g, ''))).resolves.toBeTruthy();
  });
});
