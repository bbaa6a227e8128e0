import { act, screen } from '@testing-library/react';
import { useUiStore } from '@/stores/ui-store';
import { renderApp } from '@/test/render-app';

describe('the global loading flag in the shell', () => {
  afterEach(() => {
    useUiStore.getState().stopLoading();
    vi.useRealTimers();
  });

  it('covers the page with the loading view until the flag clears itself', async () => {
    renderApp({ at: '/' });
    await screen.findByRole('heading', { name: 'Ready to Serve as a Guardian ad Litem?' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    vi.useFakeTimers();
    act(() => useUiStore.getState().startLoading());
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
