// Saved items as Markdown: the export file, and the plan parsed out of a coach's reply.
import { SPORT_LABELS } from '../../../../shared/constants';
import { PLAYBOOK_KIND_LABELS, type PlaybookItem } from '../../../../shared/contract/playbook';
import { PracticePlanSchema, type PracticePlan } from '../../../../shared/practice-plan';
import { PLAN_DATA_BLOCK, readableReply } from '../../../../shared/reply-text';
import { blocksTotal, blockStarts, clock } from './plan-edit';

/** The practice plan a reply carries, or null when it carries none that is valid. */
export function planFromReply(markdown: string): PracticePlan | null {
  const match = PLAN_DATA_BLOCK.exec(markdown);
  if (!match) return null;
  try {
    const parsed = PracticePlanSchema.safeParse(JSON.parse(match[1]!));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function planMarkdown(plan: PracticePlan): string {
  const starts = blockStarts(plan.blocks);
  const lines = [
    `${plan.players} players · ${plan.level} · ${plan.totalMinutes} minutes`,
    '',
    '| Done | Start | Min | Activity | Groups | Equipment | Coaching points |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...plan.blocks.map(
      (block, index) =>
        `| [ ] | ${clock(starts[index]!)} | ${block.minutes} | ${cell(block.activity)} | ${cell(block.groups)} | ${cell(block.equipment.join(', '))} | ${cell(block.coachingPoints.join(' '))} |`,
    ),
    `| | | **${blocksTotal(plan.blocks)}** | **Total** | | | |`,
  ];
  if (plan.equipment.length > 0) lines.push('', `**Equipment:** ${plan.equipment.join(', ')}`);
  return lines.join('\n');
}

type ExportedItem = Pick<
  PlaybookItem,
  'title' | 'kind' | 'sport' | 'tags' | 'notes' | 'markdown' | 'plan' | 'question' | 'scheduledAt'
>;

export function itemMarkdown(item: ExportedItem): string {
  const lines = [`# ${item.title}`, '', `${PLAYBOOK_KIND_LABELS[item.kind]} · ${SPORT_LABELS[item.sport]}`];
  if (item.tags.length > 0) lines.push('', `Tags: ${item.tags.map((tag) => `#${tag}`).join(' ')}`);
  if (item.scheduledAt) lines.push('', `Scheduled: ${new Date(item.scheduledAt).toUTCString()}`);
  if (item.question) lines.push('', `> ${item.question.replace(/\n/g, '\n> ')}`);
  if (item.plan) lines.push('', planMarkdown(item.plan));
  else if (item.markdown.trim()) lines.push('', readableReply(item.markdown));
  if (item.notes.trim()) lines.push('', '## Notes', '', item.notes.trim());
  return lines.join('\n') + '\n';
}

/** Several items in one file, one after the other. */
export const itemsMarkdown = (items: ExportedItem[]) => items.map(itemMarkdown).join('\n---\n\n');
