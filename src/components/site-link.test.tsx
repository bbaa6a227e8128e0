import { fireEvent, render, screen } from '@testing-library/react';
import { SiteLink, SiteNavigationProvider } from './site-link';

function renderLinks(pathname: string, navigate = vi.fn()) {
  render(
    <SiteNavigationProvider value={{ pathname, navigate }}>
      <SiteLink to="/" nav="end">
        Home
      </SiteLink>
      <SiteLink to="/apply" nav className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Apply
      </SiteLink>
      <SiteLink to="/login">Sign In</SiteLink>
    </SiteNavigationProvider>,
  );
  return navigate;
}

describe('SiteLink', () => {
  it('navigates in the page on a plain click and leaves modified clicks to the browser', () => {
    const navigate = renderLinks('/');
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/login');
    // Whether the link kept the browser's own navigation; jsdom then has none to follow.
    const keptByBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      keptByBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);

    fireEvent.click(signIn, { ctrlKey: true });
    fireEvent.click(signIn, { shiftKey: true });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(signIn);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(keptByBrowser).toEqual([true, true, false]);
    document.removeEventListener('click', record);
  });

  it('marks the current page as NavLink does: Home only at /, Apply under /apply too', () => {
    renderLinks('/apply/assistant');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const apply = screen.getByRole('link', { name: 'Apply' });
    expect(apply).toHaveAttribute('aria-current', 'page');
    expect(apply).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Sign In' })).not.toHaveAttribute('aria-current');
  });
});
