/**
 * The amounts (cents) marked on a chart's axis from `low` to `high`: round steps of 1, 2, 2.5 or 5
 * times a power of ten, about five of them, the first at or below `low` and the last at or above
 * `high`, zero among them when the range holds it.
 */
export function amountTicks(low: number, high: number, about = 5): number[] {
  // Nothing sold: a scale up to one unit of money.
  if (!(high > low)) return amountTicks(0, 100, about);
  const rough = (high - low) / Math.max(1, about - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let t = first; t < high + step; t += step) {
    // Rounded to whole cents: steps of 2.5 would otherwise gather floating-point dust.
    ticks.push(Math.round(t));
    if (t >= high) break;
  }
  return ticks;
}
