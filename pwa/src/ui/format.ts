// Made on first use: building a date format loads locale data, a cost every page that merely
// imports this module (the landing, for its prices) would otherwise pay at start-up.
let longDate: Intl.DateTimeFormat | undefined;

/** Dates in US English long format (SPEC §9): "November 21, 2026". */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : (longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).format(date);
}

/** Cents to "$4.99" (SPEC §9: amount / 100 with two decimals). */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
