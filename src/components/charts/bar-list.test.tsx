import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from './bar-list';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    key: `c${i}`,
    label: `Contractor ${i + 1}`,
    value: i + 1,
  }));

describe('a bar list', () => {
  it('scrolls a long list in a focusable group, never a second landmark named as its card', () => {
    render(<BarList rows={rows(12)} tone="indigo" label="Active cases per contractor" />);
    const list = screen.getByRole('group', {
      name: 'Active cases per contractor: every row, scrolling',
    });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('leaves a short list as it is, with nothing to focus', () => {
    const { container } = render(
      <BarList rows={rows(3)} tone="indigo" label="Active cases per contractor" />,
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });
});
