import type { PracticePlan } from '../../../../shared/practice-plan';

/** Pipes would split a table cell and newlines would end the row, so both are neutralised. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function clock(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The plan as a coach reads it (a table of blocks with start times and a total row) followed by the
 * same plan as fenced JSON, which the PWA parses to save and print it.
 */
export function renderPracticePlanMarkdown(plan: PracticePlan): string {
  const rows: string[] = [];
  let start = 0;
  plan.blocks.forEach((block, index) => {
    rows.push(
      `| ${index + 1} | ${clock(start)} | ${block.minutes} | ${cell(block.activity)} | ${block.phase} | ${cell(block.groups)} | ${cell(block.coachingPoints.join(' '))} |`,
    );
    start += block.minutes;
  });
  const total = plan.blocks.reduce((sum, block) => sum + block.minutes, 0);
  const lines = [
    `### ${cell(plan.title)}`,
    '',
    `${plan.players} ${plan.players === 1 ? 'player' : 'players'} · ${plan.level} · ${plan.totalMinutes} minutes`,
    '',
    '| # | Start | Min | Activity | Phase | Groups | Coaching points |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    `| | | **${total}** | **Total** | | | |`,
    '',
  ];
  if (plan.equipment.length > 0) lines.push(`**Equipment:** ${plan.equipment.join(', ')}`, '');
  for (const note of plan.notes) lines.push(`- ${note}`);
  if (plan.notes.length > 0) lines.push('');
  lines.push('```json', JSON.stringify(plan, null, 2), '```');
  return lines.join('\n');
}
