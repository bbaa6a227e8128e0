import { formatFigure, labelStep, niceMax, ticks } from './scale';

describe('chart scales', () => {
  it('tops the value axis at four round steps, whole ones at least', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(2)).toBe(4);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(29)).toBe(40);
    expect(niceMax(146)).toBe(200);
    expect(niceMax(0.4)).toBe(4);
    expect(ticks(40)).toEqual([0, 10, 20, 30, 40]);
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
