import { formatFigure, labelStep, niceMax, ticks } from './scale';

describe('chart scales', () => {
  it('rounds the value axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(146)).toBe(200);
    expect(niceMax(0.4)).toBe(0.5);
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
  });

  it('thins the category labels only when they would overlap', () => {
    expect(labelStep(12, 600)).toBe(1);
    expect(labelStep(12, 300)).toBe(2);
    expect(labelStep(24, 300)).toBe(3);
  });

  it('shows figures plainly, to two places at most', () => {
    expect(formatFigure(16.25)).toBe('16.25');
    expect(formatFigure(1 / 3)).toBe('0.33');
    expect(formatFigure(4)).toBe('4');
  });
});
