// The case search asks the server once per pause in typing, and an
// older answer that arrives late never replaces the newer one on screen.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from '@/lib/paths';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-search-box';
import { http, server, urls } from '@/test/backend';
import { renderApp } from '@/test/render-app';
import { caseList, caseRow } from '../lib/cases.fixtures';

const row = (id: string, title: string) => caseRow({ id, title });

/**
 * Types key by key with the debounce clock faked, then lets `pause` ms pass; real timers
 * again after. fireEvent, not user-event: Testing Library's async wrapper waits on a
 * setTimeout that Vitest's fake clock would hold.
 */
function typeThenPause(box: HTMLInputElement, text: string, pause = SEARCH_DEBOUNCE_MS) {
  vi.useFakeTimers();
  try {
    for (const key of text) fireEvent.change(box, { target: { value: box.value + key } });
    // One millisecond short of the pause: still nothing asked.
    act(() => vi.advanceTimersByTime(pause - 1));
    const before = asked.length;
    act(() => vi.advanceTimersByTime(1));
    return before;
  } finally {
    vi.useRealTimers();
  }
}

const asked: (string | null)[] = [];

describe('Case search', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once per pause in typing and never shows an older answer that comes late', async () => {
    let releaseOld = () => {};
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    let oldSent = false;
    const answer = async (query: string | null) => {
      asked.push(query);
      if (query === 'Mia') {
        await oldHeld;
        oldSent = true;
        return caseList([row('old', 'Old answer')]);
      }
      if (query === 'Miami D') return caseList([row('newest', 'Newest answer')]);
      if (query === 'Miami') return caseList([row('new', 'New answer')]);
      return caseList([row('first', 'Every case')]);
    };
    server.use(
      http.get(urls.rest('cases'), () => answer(null)),
      http.get(urls.rpc('search_cases'), ({ request }) =>
        answer(new URL(request.url).searchParams.get('query')),
      ),
    );
    renderApp({ as: 'admin', at: paths.dashboard.cases });
    const box = await screen.findByLabelText<HTMLInputElement>('Search');
    await screen.findByRole('heading', { name: 'Every case' });
    let sawOld = false;
    const watch = new MutationObserver(() => {
      sawOld ||= document.body.textContent.includes('Old answer');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });

    // Three keys and a pause: one request, and none before the pause was over.
    expect(typeThenPause(box, 'Mia')).toBe(1);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe('Mia');

    // The next pause's answer comes first; the older one is still on its way.
    expect(typeThenPause(box, 'mi')).toBe(2);
    expect(await screen.findByRole('heading', { name: 'New answer' })).toBeInTheDocument();
    expect(asked).toHaveLength(3);

    // The old answer arrives; a later search round-trips after it, so it has been handled.
    releaseOld();
    await waitFor(() => expect(oldSent).toBe(true));
    expect(typeThenPause(box, ' D')).toBe(3);
    expect(await screen.findByRole('heading', { name: 'Newest answer' })).toBeInTheDocument();
    watch.disconnect();
    expect(sawOld).toBe(false);
    expect(asked).toHaveLength(4);
  });
});
