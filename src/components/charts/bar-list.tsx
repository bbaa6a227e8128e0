// Horizontal bars, one row per item (a contractor, a case, a county): the label above its
// bar so long names fit a 390 px phone, the figure at the bar's end, and an optional
// dashed mark down the rows (a caseload cap, a visit standard). Many rows scroll inside a
// box of their own, which takes the keyboard focus so it scrolls without a mouse.
import type { BarListRow } from './chart-data';
import { TONES, type Tone } from './tones';
import { formatFigure, niceMax } from './scale';
import { useWidth } from './use-width';

interface BarListProps {
  rows: readonly BarListRow[];
  tone: Tone;
  /** Rows past this value take the warning tone (over the cap, past the standard). */
  mark?: { value: number; label: string };
  /** Names the scrolling box for the keyboard and screen readers. */
  label: string;
  /** How many rows show before the box scrolls. */
  visibleRows?: number;
}

const ROW = 40;
const LEFT = 4;
const RIGHT = 40;

export function BarList({ rows, tone, mark, label, visibleRows = 8 }: BarListProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const top = niceMax(Math.max(...rows.map((r) => r.value), mark?.value ?? 0));
  const plotW = Math.max(width - LEFT - RIGHT, 40);
  const x = (v: number) => LEFT + (v / top) * plotW;
  const height = rows.length * ROW + (mark ? 18 : 4);
  const scrolls = rows.length > visibleRows;
  return (
    <div
      ref={ref}
      className={
        scrolls
          ? 'overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600'
          : ''
      }
      style={scrolls ? { maxHeight: visibleRows * ROW + 18 } : undefined}
      // A long list scrolls inside its card: focusable, so keys scroll it, and a group rather
      // than a second landmark named as the card is.
      {...(scrolls
        ? { tabIndex: 0, role: 'group', 'aria-label': `${label}: every row, scrolling` }
        : {})}
    >
      <svg width={width} height={height} aria-hidden="true" className="block max-w-full text-xs">
        {mark ? (
          <text x={x(mark.value)} y={12} textAnchor="middle" className="fill-red-600">
            {mark.label}
          </text>
        ) : null}
        {rows.map((r, i) => {
          const rowTop = (mark ? 18 : 4) + i * ROW;
          const over = mark !== undefined && r.value > mark.value;
          return (
            <g key={r.key}>
              <text x={LEFT} y={rowTop + 12} className="fill-slate-700">
                {r.label}
              </text>
              <rect
                x={LEFT}
                y={rowTop + 18}
                height={14}
                width={Math.max(x(r.value) - LEFT, r.value > 0 ? 2 : 0)}
                rx={2}
                className={over ? TONES.red.fill : TONES[tone].fill}
              >
                <title>{`${r.label}: ${formatFigure(r.value)}`}</title>
              </rect>
              <text x={x(r.value) + 4} y={rowTop + 29} className="fill-slate-700">
                {formatFigure(r.value)}
              </text>
            </g>
          );
        })}
        {mark ? (
          <line
            x1={x(mark.value)}
            x2={x(mark.value)}
            y1={16}
            y2={height}
            strokeDasharray="6 4"
            strokeWidth={2}
            className="stroke-red-600"
          />
        ) : null}
      </svg>
    </div>
  );
}
