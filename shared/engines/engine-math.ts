/** Small numeric helpers the engines share; nothing here knows a sport. */

/** Standard normal CDF (Zelen & Severo 1964, Abramowitz & Stegun 26.2.17; error below 1e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

/** Linear interpolation in a table of [x, y] knots sorted by x; clamps outside the table. */
export function interpolate(knots: readonly (readonly [number, number])[], x: number): number {
  const first = knots[0];
  const last = knots[knots.length - 1];
  if (!first || !last) throw new Error('interpolate needs at least one knot');
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i]!;
    const [x0, y0] = knots[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Poisson probability mass P(X = k) for rate `mean`. */
export function poisson(k: number, mean: number): number {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i++) p *= mean / i;
  return p;
}

/** 0.534 → "53%". */
export function percent(probability: number): string {
  return `${Math.round(probability * 100)}%`;
}

/** A difference of two probabilities in percentage points, one decimal: 0.031 → "3.1". */
export function points(difference: number): string {
  return (Math.round(Math.abs(difference) * 1000) / 10).toFixed(1);
}

export function round(value: number, digits = 3): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
