import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { routes } from './routes';
import { startSession } from './session';

const reload = vi.fn();

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

/** The real route table plus a page that fails to render and one whose chunk fails to load. */
function renderAt(path: string) {
  const root = routes[0] as NonIndexRouteObject;
  const table: RouteObject[] = [
    {
      ...root,
      children: [
        ...root.children!,
        { path: 'broken', Component: Broken },
        {
          path: 'stale',
          lazy: () =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
        },
      ],
    },
  ];
  const stop = startSession();
  onTestFinished(stop);
  render(<RouterProvider router={createMemoryRouter(table, { initialEntries: [path] })} />);
}

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, reload });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockClear();
});

describe('the root error element', () => {
  it.each(['/broken', '/stale'])(
    'shows a plain message with Retry and a way home when %s fails',
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { name: 'Something went wrong' }),
      ).toBeInTheDocument();
      expect(screen.getByText('This page could not be shown. Please try again.')).toBeVisible();
      expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );

      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );
});
