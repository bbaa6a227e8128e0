// Small SVG charts of our own (no charting library): vertical bars, stacked or with a
// line, horizontal bar lists, and the card that gives each a summary, a table and a CSV.
export { BarChart } from './bar-chart';
export { BarList } from './bar-list';
export { ChartCard } from './chart-card';
export { chartCsv, type BarListRow, type BarSeries, type ChartTable } from './chart-data';
export type { Tone } from './tones';
