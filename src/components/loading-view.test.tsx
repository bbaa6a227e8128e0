import { act, render, screen } from '@testing-library/react';
import { LOADING_PHRASES } from '@/content/loading-phrases';
import { LoadingView } from './loading-view';

describe('LoadingView', () => {
  afterEach(() => vi.useRealTimers());

  it('announces one of the legal phrases as a status', () => {
    render(<LoadingView />);
    const status = screen.getByRole('status');
    const phrase = status.textContent?.replace('Loading: ', '');
    expect(LOADING_PHRASES).toContain(phrase);
  });

  it('never shows the same phrase twice in a row, across changes and new views', () => {
    vi.useFakeTimers();
    const { unmount } = render(<LoadingView />);
    const seen = [screen.getByRole('status').textContent];
    for (let i = 0; i < 20; i++) {
      act(() => vi.advanceTimersByTime(2500));
      seen.push(screen.getByRole('status').textContent);
    }
    unmount();
    render(<LoadingView />);
    seen.push(screen.getByRole('status').textContent);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
  });
});
