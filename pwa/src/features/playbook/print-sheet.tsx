import { SPORT_LABELS } from '../../../../shared/constants';
import { PLAYBOOK_KIND_LABELS } from '../../../../shared/contract/playbook';
import type { PracticePlan } from '../../../../shared/practice-plan';
import { Markdown } from '../../ui/markdown/deferred-markdown';
import { readableReply } from '../../../../shared/reply-text';
import { blocksTotal, blockStarts, clock } from './plan-edit';

export interface PrintableItem {
  id: string;
  title: string;
  kind: keyof typeof PLAYBOOK_KIND_LABELS;
  sport: keyof typeof SPORT_LABELS;
  tags: string[];
  notes: string;
  markdown: string;
  plan: PracticePlan | null;
  scheduledAt: string | null;
}

function PlanBlocks({ plan }: { plan: PracticePlan }) {
  const starts = blockStarts(plan.blocks);
  return (
    <ol className="field-sheet-blocks">
      {plan.blocks.map((block, index) => (
        <li key={index} data-testid="print-block">
          <span className="field-sheet-check" role="img" aria-label="Checkbox" />
          <div>
            <p className="font-semibold">
              {clock(starts[index]!)} · {block.minutes} min · {block.activity}
            </p>
            <p>{block.groups}</p>
            {block.equipment.length > 0 && <p>Equipment: {block.equipment.join(', ')}</p>}
            {block.coachingPoints.length > 0 && (
              <ul>
                {block.coachingPoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
      <li className="font-semibold">Total {blocksTotal(plan.blocks)} min</li>
    </ol>
  );
}

/**
 * The field sheet: hidden on screen, the only thing printed. Light, large type, diagrams drawn,
 * a checkbox beside each block (styles in styles.css under @media print).
 */
export function PrintSheet({ items }: { items: PrintableItem[] }) {
  return (
    <div className="field-sheet" data-testid="print-sheet">
      {items.map((item) => (
        <article key={item.id} className="field-sheet-item">
          <h1>{item.title}</h1>
          <p>
            {PLAYBOOK_KIND_LABELS[item.kind]} · {SPORT_LABELS[item.sport]}
            {item.scheduledAt && ` · ${new Date(item.scheduledAt).toLocaleString()}`}
            {item.tags.length > 0 && ` · ${item.tags.map((tag) => `#${tag}`).join(' ')}`}
          </p>
          {item.plan ? <PlanBlocks plan={item.plan} /> : <Markdown content={readableReply(item.markdown)} />}
          {item.notes.trim() && <p className="whitespace-pre-wrap">Notes: {item.notes}</p>}
        </article>
      ))}
    </div>
  );
}
