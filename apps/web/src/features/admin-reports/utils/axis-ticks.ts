/**
 * Round values for a revenue axis from 0 to at least `max`: about `count` steps of 1, 2, 2.5 or 5
 * times a power of ten, always whole pesos.
 */
export function axisTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step =
    raw <= 1
      ? 1
      : ([1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw && Number.isInteger(s)) ??
        10 * power);
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) ticks.push(value);
  return ticks;
}
