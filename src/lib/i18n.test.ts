import {
  browserSuggestion,
  localeOfPath,
  localizedPath,
  localizeLink,
  rememberLocale,
  storedLocale,
  stripLocale,
} from './i18n';

describe('the public site’s languages', () => {
  it('reads a page’s language from its address, English without a prefix', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/login')).toBe('en');
    expect(localeOfPath('/es/')).toBe('es');
    expect(localeOfPath('/ht/apply')).toBe('ht');
    expect(localeOfPath('/estates')).toBe('en');
    expect(localeOfPath('/en/login')).toBe('en');
  });

  it('gives the same page in another language', () => {
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/es/login', 'ht')).toBe('/ht/login');
    expect(localizedPath('/ht/apply', 'en')).toBe('/apply');
    expect(stripLocale('/es')).toBe('/');
  });

  it('keeps links in the page’s language, except to English-only pages', () => {
    expect(localizeLink('/apply', '/es/')).toBe('/es/apply');
    expect(localizeLink('/dashboard', '/es/')).toBe('/dashboard');
    expect(localizeLink('/apply', '/login')).toBe('/apply');
  });

  it('remembers the visitor’s choice', () => {
    localStorage.removeItem('gal-locale');
    expect(storedLocale()).toBeNull();
    rememberLocale('ht');
    expect(storedLocale()).toBe('ht');
    expect(document.cookie).toContain('gal-locale=ht');
    localStorage.removeItem('gal-locale');
  });

  it('suggests the browser’s first language we have, none when English comes first', () => {
    expect(browserSuggestion(['es-MX', 'en-US'])).toBe('es');
    expect(browserSuggestion(['fr-FR', 'ht'])).toBe('ht');
    expect(browserSuggestion(['en-US', 'es'])).toBeNull();
    expect(browserSuggestion(['de'])).toBeNull();
  });
});
