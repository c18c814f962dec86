import { FREE_MESSAGE_LIMIT, PRICES_CENTS } from '../../../shared/constants';
import { ROUTES } from '../paths';
import { formatPrice } from '../ui/format';
import { CHARGES_AFTER_CANCEL, MESSAGE_LIMITS, WHATS_INCLUDED, type FaqItem } from './faq-previews';

export type { FaqItem } from './faq-previews';

const PLUS = formatPrice(PRICES_CENTS.plus);
const PREMIUM = formatPrice(PRICES_CENTS.premium);

// Answers follow DESIGN.md: cancellation always at period end, 15 / 150 / unlimited, $4.99 / $9.99.
// The SPEC's "8 per session" and "100 per session" readings, and the manage-page buttons that do
// not exist ('Upgrade Plan', 'Update Payment Method'), are deliberately not repeated here.
export const FAQ_ITEMS: FaqItem[] = [
  WHATS_INCLUDED,
  MESSAGE_LIMITS,
  {
    id: 'cancel',
    question: 'How do I cancel my subscription?',
    answer: [
      'Open your Profile, choose Manage Subscription, and use Cancel Subscription. You can cancel at any time, without contacting us.',
      'Cancellation always takes effect at the end of your current billing period, so you keep everything you paid for until then.',
    ],
  },
  CHARGES_AFTER_CANCEL,
  {
    id: 'upgrade',
    question: 'How do I upgrade my plan?',
    answer: [
      `Go to Subscription and choose Upgrade to Plus (${PLUS}/month) or Upgrade to Premium (${PREMIUM}/month). Checkout is handled by our card payment provider; we never store your card.`,
      'Moving from Plus to Premium takes effect immediately. You pay only the prorated difference for the rest of your current billing period.',
    ],
    link: { to: ROUTES.subscription, label: 'See plans' },
  },
  {
    id: 'data-after-cancel',
    question: 'What happens to my data if I cancel?',
    answer: [
      `Nothing is deleted. Your account, chat history, quiz points and progress stay exactly where they are. When your paid period ends you continue on the Free plan with ${FREE_MESSAGE_LIMIT} messages a month, and you can resubscribe at any time.`,
    ],
  },
  {
    id: 'refunds',
    question: 'Do you offer refunds?',
    answer: [
      'Refunds are handled case by case. E-mail our support team with the address on your account and a short note on what happened, and we will get back to you within 1-2 business days.',
    ],
    link: { to: ROUTES.contact, label: 'Contact Support' },
  },
  {
    id: 'student-discounts',
    question: 'Are there student discounts?',
    answer: [
      `There is no separate student price at the moment. The Free plan costs nothing, and Plus is ${PLUS} a month. If you are a student coach or a teacher using Playcaller with a team, tell us about it: we read every request.`,
    ],
  },
  {
    id: 'payment-method',
    question: 'How do I update my payment method?',
    answer: [
      'Open your Profile and choose Manage Subscription. It takes you to the secure billing page of our payment provider, where you can replace your card. The new card is used from your next payment.',
    ],
  },
  {
    id: 'troubleshooting',
    question: 'Something is not working. What should I try?',
    answer: [
      'Reload the page and check your connection: your history is available offline, but new replies need the network. If you installed the app, close and reopen it to pick up the latest version. Signing out and back in often clears a stale session.',
      'Still stuck? Send us your device, browser and what you saw, and we will look into it.',
    ],
    link: { to: ROUTES.contact, label: 'Contact Support' },
  },
];
