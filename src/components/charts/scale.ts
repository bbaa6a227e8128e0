// Axis arithmetic shared by the charts: a round top for the value axis and its ticks, and
// which category labels fit side by side.

/**
 * The top of the value axis: four whole steps of 1, 2 or 5 times a power of ten (at least
 * 1), so the ticks are round numbers and a count never gets a tick like 1.25.
 */
export function niceMax(max: number): number {
  const quarter = max > 0 ? max / 4 : 0;
  if (quarter <= 1) return 4;
  const power = 10 ** Math.floor(Math.log10(quarter));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= quarter) ?? 10 * power;
  return step * 4;
}

/** Four evenly spaced ticks from 0 to `top`, as the gridlines draw them. */
export function ticks(top: number): number[] {
  return [0, 1, 2, 3, 4].map((i) => (top * i) / 4);
}

/** Show every n-th category label so labels about `labelPx` wide do not overlap. */
export function labelStep(count: number, widthPx: number, labelPx = 36): number {
  if (count <= 0 || widthPx <= 0) return 1;
  return Math.max(1, Math.ceil((count * labelPx) / widthPx));
}

/** A figure as the axis and tooltips show it: whole numbers plain, others to two places at most. */
export function formatFigure(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}
