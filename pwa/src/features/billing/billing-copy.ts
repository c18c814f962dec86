import { PLAN_LABELS, type PaidPlan } from '../../../../shared/constants';
import type { ToastInput } from '../../ui/toast';

export type Notice = ToastInput;

/** SPEC §8's subscription texts, word for word, in one place. */
export const BILLING_TEXT = {
  checkoutFailed: (plan: PaidPlan) => `There was a problem setting up your ${PLAN_LABELS[plan]} subscription.`,
  activationFailed: (plan: PaidPlan) =>
    `Unable to activate ${PLAN_LABELS[plan]} subscription. Please try again or contact support.`,
  activationErrorToast: (plan: PaidPlan) => `There was a problem activating your ${PLAN_LABELS[plan]} subscription.`,
  activationErrorInline: (plan: PaidPlan) =>
    `Unable to activate ${PLAN_LABELS[plan]} subscription. Please try again later.`,
  resourceMissing: "This subscription appears to be already canceled or doesn't exist in our system.",
  notFoundThrown: 'The subscription could not be found. It may have already been canceled.',
  authenticationRequired: 'Authentication with the payment provider failed. Please try again.',
  cancelGeneric: 'Unable to cancel subscription. Please try again later.',
  cancelToast: 'There was a problem canceling your subscription. Please try again or contact support.',
  alreadyCanceled: 'Your subscription is already set to cancel at the end of your current billing period.',
  redirectFailed: 'Failed to retrieve subscription details. Please try again.',
  serviceTrouble: "We're having trouble connecting to our subscription service. Limited functionality available.",
} as const;

/** Where "Contact Support" writes to; the server's SUPPORT_EMAIL default. */
export { SUPPORT_EMAIL } from '../../../../shared/constants';
