import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIDEBAR_STORAGE_KEY, useSidebarStore } from '@/stores/sidebar-store';
import { useUiStore } from '@/stores/ui-store';
import { paths } from '@/lib/paths';
import { renderApp } from '@/test/render-app';
import { navItemsForRole } from '../navigation';

beforeEach(() => {
  useUiStore.setState({ loading: false });
});

function sideNav() {
  return screen.getByRole('navigation', { name: 'Dashboard' });
}

describe('side navigation', () => {
  it.each(['free', 'contractor', 'admin'] as const)(
    'lists the %s items of the capabilities table, Settings last',
    async (role) => {
      renderApp({ as: role, at: paths.dashboard.home });
      await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
      const links = within(sideNav()).getAllByRole('link');
      expect(links.map((l) => l.textContent)).toEqual(navItemsForRole(role).map((i) => i.label));
      expect(links.at(-1)).toHaveTextContent('Settings');
    },
  );

  it('marks the current page with aria-current', async () => {
    renderApp({ as: 'contractor', at: '/dashboard/invoices' });
    await screen.findByRole('heading', { level: 1, name: 'Invoices' });
    const current = within(sideNav()).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Invoices');
  });

  it('collapses and expands, announcing its state', async () => {
    renderApp({ as: 'free', at: '/dashboard' });
    const ui = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Collapse navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await ui.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expand navigation' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Labels stay available to assistive technology when collapsed.
    expect(within(sideNav()).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('remembers being collapsed across a reload', async () => {
    const first = renderApp({ as: 'free', at: '/dashboard' });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Collapse navigation' }));
    const saved = localStorage.getItem(SIDEBAR_STORAGE_KEY);
    expect(JSON.parse(saved!)).toMatchObject({ state: { collapsed: true } });

    // A reload: the app starts from a fresh store and what this browser kept.
    first.unmount();
    useSidebarStore.setState({ collapsed: false });
    localStorage.setItem(SIDEBAR_STORAGE_KEY, saved!);
    await useSidebarStore.persist.rehydrate();
    renderApp({ as: 'free', at: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Expand navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('top bar', () => {
  it('offers Home, Apply and Sign In when signed out', async () => {
    renderApp({ at: '/' });
    const header = await screen.findByRole('banner');
    for (const name of ['Home', 'Apply', 'Sign In']) {
      expect(within(header).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('welcomes a signed-in user and offers Dashboard on the home page', async () => {
    renderApp({ as: 'free', at: '/', user: { full_name: 'Fiona Applicant' } });
    const header = await screen.findByRole('banner');
    // The banner can paint before the user's row has come.
    expect(await within(header).findByText('Fiona Applicant')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it('offers Sign Out on other public pages', async () => {
    renderApp({ as: 'free', at: '/apply' });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it("opens a Menu dialog with the role's navigation and Sign Out on dashboard pages", async () => {
    renderApp({ as: 'admin', at: '/dashboard' });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Contractors' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Enroll' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs out from the Menu and returns home, remembering no page to come back to', async () => {
    const { router } = renderApp({ as: 'contractor', at: '/dashboard/cases' });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Menu' }));
    await ui.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(
      await screen.findByRole('heading', { name: 'Ready to Serve as a Guardian ad Litem?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });
});
