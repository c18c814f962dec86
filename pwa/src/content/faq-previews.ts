import {
  ANONYMOUS_MESSAGE_LIMIT,
  FREE_MESSAGE_LIMIT,
  PLUS_MESSAGE_LIMIT,
  PRICES_CENTS,
} from '../../../shared/constants';
import { ROUTES } from '../paths';
import { formatPrice } from '../ui/format';

// The landing page previews three FAQ answers; they live here, apart from the rest of the FAQ, so
// the first paint of / carries only these three (faq-items.ts puts them in the full list).

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs, in order. */
  answer: string[];
  /** An in-app link that helps act on the answer. */
  link?: { to: string; label: string };
}

const PLUS = formatPrice(PRICES_CENTS.plus);
const PREMIUM = formatPrice(PRICES_CENTS.premium);

// Answers follow DESIGN.md: 15 / 150 / unlimited, $4.99 / $9.99, cancellation at period end.
export const WHATS_INCLUDED: FaqItem = {
  id: 'whats-included',
  question: 'What is included in each plan?',
  answer: [
    `Free ($0): ${FREE_MESSAGE_LIMIT} messages a month with the AI coach across all six sports, with basic analysis.`,
    `Plus (${PLUS}/month): ${PLUS_MESSAGE_LIMIT} messages per billing period, match analysis and tactics, and two strategic coaching personalities.`,
    `Premium (${PREMIUM}/month): unlimited messages, advanced analysis and analytics, multiple coaching personalities, priority support and chat support.`,
  ],
  link: { to: ROUTES.subscription, label: 'Compare plans' },
};

export const MESSAGE_LIMITS: FaqItem = {
  id: 'message-limits',
  question: 'How many messages can I send?',
  answer: [
    `Without an account you can try ${ANONYMOUS_MESSAGE_LIMIT} messages in total, across all coaching modes. A free account gets ${FREE_MESSAGE_LIMIT} messages a month, Plus gets ${PLUS_MESSAGE_LIMIT} per billing period, and Premium is unlimited.`,
    'Counts reset automatically: free accounts at the start of each calendar month, Plus at the start of each billing cycle. Your current count is shown above the chat.',
  ],
};

export const CHARGES_AFTER_CANCEL: FaqItem = {
  id: 'charges-after-cancel',
  question: 'Will I be charged after I cancel?',
  answer: [
    'No. Once you cancel, no further payments are taken. Your plan stays active until the end of the period you already paid for, and then your account moves to the Free plan on its own.',
  ],
};

/** The three questions the landing page previews, in order. */
export const LANDING_FAQ_ITEMS: FaqItem[] = [MESSAGE_LIMITS, WHATS_INCLUDED, CHARGES_AFTER_CANCEL];
