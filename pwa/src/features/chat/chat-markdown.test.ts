import { describe, expect, it } from 'vitest';
import type { LocalMessage } from '../../local/database';
import { chatMarkdown } from './chat-markdown';

const message = (role: LocalMessage['role'], content: string, timestamp: number): LocalMessage => ({
  key: `${role}${timestamp}`,
  sessionId: 's',
  role,
  content,
  timestamp,
  status: 'complete',
  serverId: null,
  clientMessageId: null,
  mode: 'comprehensiveCoach',
  sport: 'basketball',
});

describe('a chat as Markdown', () => {
  it('has the title, sport and mode, and each message with its role and time, in order', () => {
    const text = chatMarkdown(
      {
        sessionId: 's',
        ownerKey: 'guest',
        title: 'Zone offense',
        sport: 'basketball',
        mode: 'comprehensiveCoach',
        createdAt: 0,
        updatedAt: 0,
      },
      [
        message('user', 'How do we beat a 2-3 zone?', Date.UTC(2026, 10, 23, 9, 30)),
        message('assistant', '', Date.UTC(2026, 10, 23, 9, 30, 30)),
        message(
          'assistant',
          'Flash the **high post**.\n\n```mermaid\ngraph LR\nA-->B\n```',
          Date.UTC(2026, 10, 23, 9, 31),
        ),
      ],
    );
    expect(text).toBe(
      [
        '# Zone offense',
        '',
        'Basketball · Strategic Mode',
        '',
        '## You · 2026-11-23T09:30:00.000Z',
        '',
        'How do we beat a 2-3 zone?',
        '',
        '## Coach · 2026-11-23T09:31:00.000Z',
        '',
        'Flash the **high post**.',
        '',
        '```mermaid',
        'graph LR',
        'A-->B',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('leaves out a practice plan’s data block: the file is for reading', () => {
    const plan = '### Passing\n\n| # | Activity |\n| --- | --- |\n| 1 | Rondo |';
    const text = chatMarkdown(
      {
        sessionId: 's',
        ownerKey: 'guest',
        title: 'Plan',
        sport: 'soccer',
        mode: 'gameOnTheLine',
        createdAt: 0,
        updatedAt: 0,
      },
      [message('assistant', `${plan}\n\n\`\`\`json\n{ "blocks": [] }\n\`\`\``, Date.UTC(2026, 10, 23, 9, 31))],
    );
    expect(text).toContain(`${plan}\n`);
    expect(text).not.toContain('blocks');
  });
});
