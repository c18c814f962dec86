// The local test checkout's one page, served by /api/dev/checkout/:id when BILLING_PROVIDER=local.
import { BILLING_PATHS } from '../../../shared/contract/billing';
import { BRAND, PLAN_LABELS, PRICES_CENTS } from '../../../shared/constants';
import type { LocalCheckoutRow } from './local-billing';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Plain HTML with no script at all (the CSP allows none); inline styles are allowed. It looks
 * like a checkout but says plainly that nothing is charged. Every state has a plain link back to
 * the app: should a browser ever refuse Pay's or Cancel's redirect, the page still has a way out.
 */
export function localCheckoutPage(checkout: LocalCheckoutRow | null, email: string | null): string {
  const body = (() => {
    if (!checkout) {
      return `<h1>Checkout not found</h1><p class="muted">This test checkout does not exist.</p>
<p><a href="${BILLING_PATHS.subscription}">Back to subscription plans</a></p>`;
    }
    const plan = PLAN_LABELS[checkout.plan];
    const price = `$${(PRICES_CENTS[checkout.plan] / 100).toFixed(2)}`;
    if (checkout.status !== 'open') {
      const what = checkout.status === 'paid' ? 'has already been paid' : 'was canceled';
      return `<h1>${BRAND} ${plan}</h1><p class="muted">This test checkout ${what}.</p>
<p><a href="${BILLING_PATHS.subscription}">Back to subscription plans</a></p>`;
    }
    const action = `/api/dev/checkout/${encodeURIComponent(checkout.id)}`;
    return `<h1>Subscribe to ${BRAND} ${plan}</h1>
<p class="price">${price} <span class="muted">/ month</span></p>
${email ? `<p class="muted">Account: ${escapeHtml(email)}</p>` : ''}
<div class="note">This is the built-in test checkout. No card is needed and nothing is charged:
Pay simulates a successful payment, exactly as the real payment provider would report it.</div>
<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${price}</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>
<p class="back"><a href="${BILLING_PATHS.subscription}">Back to subscription plans</a></p>`;
  })();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Test checkout · ${BRAND}</title>
<style>
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #09090b; color: #f4f4f5; font: 16px/1.6 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { width: 100%; max-width: 420px; margin: 16px; padding: 28px; background: #18181b;
    border: 1px solid #3f3f46; border-radius: 16px; box-sizing: border-box; }
  .badge { display: inline-block; padding: 4px 10px; border-radius: 999px; background: #fbbf24; color: #09090b;
    font-weight: 800; font-size: 12px; letter-spacing: .08em; }
  h1 { font-size: 22px; margin: 16px 0 4px; }
  .price { font-size: 32px; font-weight: 800; margin: 8px 0; }
  .muted { color: #a1a1aa; font-size: 15px; font-weight: 400; }
  .note { margin: 16px 0; padding: 12px 14px; border: 1px dashed #fbbf24; border-radius: 12px; color: #fde68a; font-size: 14px; }
  form { margin: 10px 0 0; }
  button { width: 100%; min-height: 48px; border-radius: 12px; font: inherit; font-weight: 700; cursor: pointer; }
  .pay { background: #a3e635; color: #1a2e05; border: 0; }
  .cancel { background: transparent; color: #f4f4f5; border: 1px solid #3f3f46; }
  a { color: #a3e635; }
  .back { margin: 16px 0 0; text-align: center; font-size: 15px; }
</style></head>
<body><main><span class="badge">TEST CHECKOUT</span>
${body}
</main></body></html>`;
}
