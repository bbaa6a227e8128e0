// The charts' colours, as Tailwind classes spelled out whole (so the build keeps them).
// They are palette shades, which the dark theme remaps (src/theme-dark.css), so every
// chart follows the theme with no class of its own.
export type Tone = 'indigo' | 'amber' | 'emerald' | 'red' | 'slate';

export const TONES: Record<Tone, { fill: string; stroke: string; swatch: string }> = {
  indigo: { fill: 'fill-indigo-600', stroke: 'stroke-indigo-600', swatch: 'bg-indigo-600' },
  amber: { fill: 'fill-amber-500', stroke: 'stroke-amber-500', swatch: 'bg-amber-500' },
  emerald: { fill: 'fill-emerald-600', stroke: 'stroke-emerald-600', swatch: 'bg-emerald-600' },
  red: { fill: 'fill-red-600', stroke: 'stroke-red-600', swatch: 'bg-red-600' },
  slate: { fill: 'fill-slate-400', stroke: 'stroke-slate-500', swatch: 'bg-slate-400' },
};
