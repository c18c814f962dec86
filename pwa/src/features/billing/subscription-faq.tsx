import { BRAND, PLUS_MESSAGE_LIMIT } from '../../../../shared/constants';
import { Card } from '../../ui/card';

const QUESTIONS = [
  {
    question: 'What does Premium include?',
    answer: `Unlimited messages in every coaching mode, advanced tactical analysis and analytics, every coaching personality and priority support. Plus gives you ${PLUS_MESSAGE_LIMIT} messages each billing period.`,
  },
  {
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Cancel whenever you like from Manage Subscription. You keep your plan until the end of the period you paid for, then your account returns to the Free plan. Nothing more is charged.',
  },
  {
    question: 'How are payments handled?',
    answer: `Payments are processed securely by our card payment provider. ${BRAND} never sees or stores your card details.`,
  },
] as const;

export function SubscriptionFaq() {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold text-ink">Frequently asked questions</h2>
      <dl className="mt-4 divide-y divide-line/60">
        {QUESTIONS.map((item) => (
          <div key={item.question} className="py-4 first:pt-0 last:pb-0">
            <dt className="font-semibold text-ink">{item.question}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-ink-muted">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
