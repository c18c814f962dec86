import { describe, expect, it } from 'vitest';
import type { PracticePlan } from '../../../../shared/practice-plan';
import { itemMarkdown, planFromReply } from './item-markdown';
import { readableReply } from '../../../../shared/reply-text';

const plan: PracticePlan = {
  title: 'U12 passing',
  sport: 'soccer',
  totalMinutes: 30,
  players: 12,
  level: 'youth',
  focus: ['passing'],
  blocks: [
    {
      activity: 'Rondo',
      minutes: 20,
      phase: 'warm-up',
      groups: '3 groups of 4',
      equipment: ['cones'],
      coachingPoints: ['Two touch'],
    },
    { activity: 'Water | rest', minutes: 10, phase: 'break', groups: 'all', equipment: [], coachingPoints: [] },
  ],
  equipment: ['cones'],
  notes: [],
};
const reply = `### U12 passing\n\n| table |\n\n\`\`\`json\n${JSON.stringify(plan, null, 2)}\n\`\`\``;

describe('plans in replies', () => {
  it('parses the fenced plan of a reply and leaves the readable part', () => {
    expect(planFromReply(reply)).toEqual(plan);
    expect(readableReply(reply)).toBe('### U12 passing\n\n| table |');
  });

  it('finds no plan in a reply without one, or with one whose minutes do not add up', () => {
    expect(planFromReply('Just press high.')).toBeNull();
    expect(planFromReply(reply.replace('"totalMinutes": 30', '"totalMinutes": 45'))).toBeNull();
    expect(planFromReply('```json\n{broken\n```')).toBeNull();
  });
});

describe('the Markdown export', () => {
  it('writes the title, kind, tags, question, plan blocks with checkboxes, and notes', () => {
    const text = itemMarkdown({
      title: 'Tuesday practice',
      kind: 'practice-plan',
      sport: 'soccer',
      tags: ['u12 fall season'],
      notes: 'Bring bibs',
      markdown: reply,
      plan,
      question: 'Plan a 30 minute practice',
      scheduledAt: null,
    });
    expect(text).toContain('# Tuesday practice\n\nPractice plan · Soccer');
    expect(text).toContain('Tags: #u12 fall season');
    expect(text).toContain('> Plan a 30 minute practice');
    expect(text).toContain('| [ ] | 0:00 | 20 | Rondo | 3 groups of 4 | cones | Two touch |');
    expect(text).toContain('| [ ] | 0:20 | 10 | Water \\| rest | all |  |  |');
    expect(text).toContain('## Notes\n\nBring bibs');
    expect(text).not.toContain('```json');
  });
});
