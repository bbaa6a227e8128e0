import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsLatest } from './use-search-params-latest';

type Setter = ReturnType<typeof useSearchParamsLatest>[1];

function renderAt(url: string) {
  let set: Setter = () => undefined;
  function Probe() {
    const [params, update] = useSearchParamsLatest();
    set = update;
    return <output>{params.toString()}</output>;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], {
    initialEntries: [url],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, view, setter: () => set };
}

const withParam = (name: string, value: string) => (prev: URLSearchParams) => {
  prev.set(name, value);
  return prev;
};

describe('useSearchParamsLatest', () => {
  it('keeps both of two changes made before a re-render', async () => {
    const { router, view, setter } = renderAt('/?page=2');
    const set = setter();
    await act(async () => {
      set(withParam('county', 'Broward'));
      set(withParam('type', 'Juvenile'));
    });
    expect(router.state.location.search).toBe('?page=2&county=Broward&type=Juvenile');
    expect(view.container.textContent).toBe('page=2&county=Broward&type=Juvenile');
  });

  it('starts from the URL again after the user navigates back', async () => {
    const { router, setter } = renderAt('/?county=Broward');
    await act(async () => setter()(withParam('type', 'Juvenile')));
    await act(async () => router.navigate(-1));
    await act(async () => setter()(withParam('status', 'open')));
    expect(router.state.location.search).toBe('?county=Broward&status=open');
  });
});
