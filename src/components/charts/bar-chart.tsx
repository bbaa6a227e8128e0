// Vertical bars over categories (months, weeks, stages): one series, or several stacked,
// with an optional line on a scale of its own (the right axis) and an optional mark across
// the bars (a cap, a standard). The picture is for sighted readers: it is aria-hidden, and
// the chart card gives its one-sentence summary and the same numbers as a table.
import type { BarSeries } from './chart-data';
import { TONES } from './tones';
import { formatFigure, labelStep, niceMax, ticks } from './scale';
import { useWidth } from './use-width';

interface BarChartProps {
  categories: readonly string[];
  /** Stacked bottom to top in this order. */
  series: readonly BarSeries[];
  /** A second measure on its own scale, drawn as a line with dots. */
  line?: BarSeries;
  /** A dashed line across at this value, labelled. */
  mark?: { value: number; label: string };
  height?: number;
}

const PAD = { top: 12, right: 8, bottom: 28, left: 40 };

export function BarChart({ categories, series, line, mark, height = 220 }: BarChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const right = line ? 40 : PAD.right;
  const plotW = Math.max(width - PAD.left - right, 40);
  const plotH = height - PAD.top - PAD.bottom;
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const top = niceMax(Math.max(...totals, mark?.value ?? 0));
  const lineTop = line ? niceMax(Math.max(...line.values)) : 1;
  const slot = plotW / Math.max(categories.length, 1);
  const barW = Math.max(Math.min(slot * 0.7, 48), 2);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const lineY = (v: number) => PAD.top + plotH - (v / lineTop) * plotH;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  // About 7 px a character at 12 px, plus a gap: 'Dec 2025' takes 64 px, 'Nov 28' 50.
  const step = labelStep(
    categories.length,
    plotW,
    Math.max(...categories.map((c) => c.length)) * 7 + 8,
  );

  return (
    <div ref={ref} className="w-full">
      <svg width={width} height={height} aria-hidden="true" className="block max-w-full text-xs">
        {ticks(top).map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={PAD.left + plotW}
              y1={y(t)}
              y2={y(t)}
              className="stroke-slate-200"
            />
            <text x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="fill-slate-600">
              {formatFigure(t)}
            </text>
          </g>
        ))}
        {line
          ? ticks(lineTop).map((t) => (
              <text
                key={t}
                x={PAD.left + plotW + 6}
                y={lineY(t)}
                dy="0.32em"
                className={TONES[line.tone].fill}
              >
                {formatFigure(t)}
              </text>
            ))
          : null}
        {categories.map((category, i) => {
          let base = 0;
          return (
            <g key={category}>
              {series.map((s) => {
                const v = s.values[i] ?? 0;
                const from = base;
                base += v;
                if (v <= 0) return null;
                return (
                  <rect
                    key={s.label}
                    x={x(i) - barW / 2}
                    width={barW}
                    y={y(from + v)}
                    height={y(from) - y(from + v)}
                    className={TONES[s.tone].fill}
                  >
                    <title>{`${category}, ${s.label}: ${formatFigure(v)}`}</title>
                  </rect>
                );
              })}
              {i % step === 0 ? (
                <text
                  x={x(i)}
                  y={height - PAD.bottom + 16}
                  textAnchor="middle"
                  className="fill-slate-600"
                >
                  {category}
                </text>
              ) : null}
            </g>
          );
        })}
        {line ? (
          <g className={TONES[line.tone].stroke}>
            <polyline
              fill="none"
              strokeWidth={2}
              points={line.values.map((v, i) => `${x(i)},${lineY(v)}`).join(' ')}
            />
            {line.values.map((v, i) => (
              <circle
                key={categories[i]}
                cx={x(i)}
                cy={lineY(v)}
                r={3}
                className={TONES[line.tone].fill}
              >
                <title>{`${categories[i]}, ${line.label}: ${formatFigure(v)}`}</title>
              </circle>
            ))}
          </g>
        ) : null}
        {mark ? (
          <g>
            <line
              x1={PAD.left}
              x2={PAD.left + plotW}
              y1={y(mark.value)}
              y2={y(mark.value)}
              strokeDasharray="6 4"
              strokeWidth={2}
              className="stroke-red-600"
            />
            <text
              x={PAD.left + plotW}
              y={y(mark.value) - 4}
              textAnchor="end"
              className="fill-red-600"
            >
              {mark.label}
            </text>
          </g>
        ) : null}
        <line
          x1={PAD.left}
          x2={PAD.left + plotW}
          y1={y(0)}
          y2={y(0)}
          className="stroke-slate-400"
        />
      </svg>
    </div>
  );
}
