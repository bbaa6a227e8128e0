import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WhenNearView } from './when-near-view';

// jsdom has no IntersectionObserver: a fake one the test can move into view (the browser edge).
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const view = (
  <WhenNearView placeholder={<p>Loading the request form…</p>}>
    <form aria-label="The form" />
  </WhenNearView>
);

describe('WhenNearView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = null;
  });

  it('shows the placeholder until it nears the viewport, then the children for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(view);
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe('200px');
    act(() => observer.report(false));
    expect(screen.getByText('Loading the request form…')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();

    act(() => observer.report(true));
    expect(screen.getByRole('form', { name: 'The form' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the request form…')).toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it('renders the children at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(view);
    expect(screen.getByRole('form', { name: 'The form' })).toBeInTheDocument();
  });

  it('without IntersectionObserver, shows withoutObserver until it asks for the children', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearView
        placeholder={<p>Loading…</p>}
        withoutObserver={(show) => (
          <button type="button" onClick={show}>
            Show the form
          </button>
        )}
      >
        <form aria-label="The form" />
      </WhenNearView>,
    );
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the form' }));
    expect(screen.getByRole('form', { name: 'The form' })).toBeInTheDocument();
  });
});
