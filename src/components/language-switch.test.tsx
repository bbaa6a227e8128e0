import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@/lib/i18n';
import { LanguageSuggestion, LanguageSwitch } from './language-switch';
import { SiteNavigationProvider } from './site-link';

function at(pathname: string, ui: React.ReactNode) {
  return render(
    <SiteNavigationProvider value={{ pathname, navigate: () => undefined }}>
      {ui}
    </SiteNavigationProvider>,
  );
}

afterEach(async () => {
  localStorage.removeItem('gal-locale');
  await activateLocale('en');
});

describe('the language switch', () => {
  it('links to the same page in each language and remembers a choice', async () => {
    await activateLocale('es');
    at('/es/apply', <LanguageSwitch />);
    const nav = screen.getByRole('navigation', { name: 'Idioma' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/apply', '/es/apply', '/ht/apply']);
    expect(within(nav).getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const creole = within(nav).getByRole('link', { name: 'Kreyòl ayisyen' });
    creole.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(creole);
    expect(localStorage.getItem('gal-locale')).toBe('ht');
  });

  it('suggests the browser’s language on a first visit, as a link (no redirect)', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-US', 'en']);
    at('/login', <LanguageSuggestion />);
    expect(await screen.findByRole('link', { name: 'Ver esta página en español' })).toHaveAttribute(
      'href',
      '/es/login',
    );
    languages.mockRestore();
  });

  it('offers the visitor’s chosen language on a page in another one', async () => {
    localStorage.setItem('gal-locale', 'ht');
    at('/apply', <LanguageSuggestion />);
    expect(
      await screen.findByRole('link', { name: 'Gade paj sa a an kreyòl ayisyen' }),
    ).toHaveAttribute('href', '/ht/apply');
  });

  it('suggests nothing on a page in the chosen language', () => {
    localStorage.setItem('gal-locale', 'en');
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-US']);
    at('/', <LanguageSuggestion />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    languages.mockRestore();
  });
});
