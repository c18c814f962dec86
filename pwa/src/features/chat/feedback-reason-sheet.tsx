import { useState, type FormEvent } from 'react';
import {
  FEEDBACK_REASON_LABELS,
  FEEDBACK_REASONS,
  FEEDBACK_TEXT_MAX_LENGTH,
  type FeedbackReason,
} from '../../../../shared/contract/feedback';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { Modal } from '../../ui/modal';

/** After a thumbs down: what was wrong, optionally, and a few words. */
export function FeedbackReasonSheet({
  messageId,
  onClose,
  onSubmit,
}: {
  messageId: string;
  onClose: () => void;
  onSubmit: (reason: FeedbackReason | null, text: string) => void;
}) {
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(reason, text.trim());
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="What was wrong?"
      subtitle="Optional: it helps improve the coach."
      width="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Skip
          </Button>
          <Button type="submit" form={`feedback-${messageId}`}>
            Submit
          </Button>
        </>
      }
    >
      <form id={`feedback-${messageId}`} onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Reason</legend>
          {FEEDBACK_REASONS.map((each) => (
            <label
              key={each}
              className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 text-sm text-ink has-checked:border-accent has-checked:bg-accent/15"
            >
              <input
                type="radio"
                name="reason"
                value={each}
                checked={reason === each}
                onChange={() => setReason(each)}
                className="accent-current"
              />
              {FEEDBACK_REASON_LABELS[each]}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label="Anything else? (optional)"
          value={text}
          maxLength={FEEDBACK_TEXT_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          className="[&_textarea]:min-h-20"
        />
      </form>
    </Modal>
  );
}
