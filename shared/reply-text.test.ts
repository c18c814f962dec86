import { describe, expect, it } from 'vitest';
import { PLAN_DATA_BLOCK, readableReply } from './reply-text';

const PLAN = JSON.stringify({ title: 'U12 passing', blocks: [{ minutes: 10 }] }, null, 2);

describe('a reply as a person reads it', () => {
  it('leaves out the plan’s data block and keeps the table above it', () => {
    const reply = `### U12 passing\n\n| # | Activity |\n| --- | --- |\n| 1 | Rondo |\n\n\`\`\`json\n${PLAN}\n\`\`\``;
    expect(readableReply(reply)).toBe('### U12 passing\n\n| # | Activity |\n| --- | --- |\n| 1 | Rondo |');
    // The app still finds the plan in the reply itself.
    expect(JSON.parse(PLAN_DATA_BLOCK.exec(reply)![1]!)).toEqual(JSON.parse(PLAN));
  });

  it('leaves out a data block still streaming in, from its first line', () => {
    expect(readableReply('### Plan\n\n```json\n{\n  "title": "U1')).toBe('### Plan');
    expect(readableReply('### Plan\n\n```json')).toBe('### Plan');
  });

  it('keeps every other code block', () => {
    const reply = 'Set up:\n\n```\n4 cones\n```\n\n```mermaid\nflowchart LR\nA-->B\n```';
    expect(readableReply(reply)).toBe(reply);
  });
});
