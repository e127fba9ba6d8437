/**
 * Range sliders (price, distance): typed values keep only the first digit run and are capped at the maximum;
 * on blur the lower and upper values are swapped when out of order (search.md §5).
 */
import {
  CENTS,
  DISTANCE_MAX,
  DISTANCE_MIN,
  PRICE_UPPER_BOUND,
  priceLowerBound,
  type Flow,
} from '@storefront/criteria';

export interface RangeBounds {
  min: number;
  max: number;
}

/** A typed value: the first run of digits ('1a23' -> 1, 'abc' -> null), capped at the maximum. */
export function parseTyped(text: string, bounds: RangeBounds): number | null {
  const run = /\d+/.exec(text)?.[0];
  if (run === undefined) return null;
  return Math.min(bounds.max, Number(run.slice(0, 7)));
}

/** Lower and upper in order (swapped when reversed), each clamped to the bounds. */
export function orderRange(lower: number, upper: number, bounds: RangeBounds): [number, number] {
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  const a = clamp(lower);
  const b = clamp(upper);
  return a <= b ? [a, b] : [b, a];
}

/** Price slider bounds in euros: 9 (1 for activities) to 250, step 1. */
export function priceBounds(flow: Flow): RangeBounds {
  return { min: priceLowerBound(flow), max: PRICE_UPPER_BOUND };
}
export const DISTANCE_BOUNDS: RangeBounds = { min: DISTANCE_MIN, max: DISTANCE_MAX };

/** Slider values (euros) from criteria cents: no bound is shown at the slider's end. */
export function priceSliderValues(priceMin: number | undefined, priceMax: number | undefined, flow: Flow): [number, number] {
  const b = priceBounds(flow);
  return [priceMin === undefined ? b.min : Math.round(priceMin / CENTS), priceMax === undefined ? b.max : Math.round(priceMax / CENTS)];
}

/**
 * Criteria cents from slider values (euros): a minimum at or below the lower bound means no lower bound,
 * a maximum at or above 250 means no upper bound.
 */
export function priceCriteria(lower: number, upper: number, flow: Flow): { priceMin?: number; priceMax?: number } {
  const b = priceBounds(flow);
  const [lo, hi] = orderRange(lower, upper, b);
  return { priceMin: lo <= b.min ? undefined : lo * CENTS, priceMax: hi >= b.max ? undefined : hi * CENTS };
}

/** Is the slider maximum the open upper bound ('+250 €')? */
export function isOpenUpper(value: number): boolean {
  return value >= PRICE_UPPER_BOUND;
}
