/**
 * The value axis of the dashboard's money chart: a top that is a round figure (1, 2 or 5 × a power
 * of ten, in whole currency units) at or above the largest amount, split into equal steps, so the
 * gridlines read $0, $50,000, $100,000 … rather than $0, $43,127.33 …
 */
import type { Cents } from './money';

const NICE = [1, 2, 5, 10] as const;

/** The gridline values from 0 up to the axis top, `steps` + 1 of them, for amounts up to `max`. */
export function axisTicks(max: Cents, steps = 4): Cents[] {
  if (!Number.isSafeInteger(max) || max < 0) throw new RangeError(`max must be whole cents ≥ 0, got ${max}`);
  if (!Number.isInteger(steps) || steps < 1) throw new RangeError(`steps must be a whole number ≥ 1`);
  // Steps of at least one currency unit: an empty chart still has an axis ($0 … $4).
  const rough = Math.max(max / steps, 100);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = NICE.map((n) => n * power).find((s) => s >= rough) ?? 10 * power;
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}
