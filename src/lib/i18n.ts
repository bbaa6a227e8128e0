// The public site's languages (English, Spanish, Haitian Creole) with Lingui. English is
// the source and ships inlined (only its texts that need compiling); Spanish and Creole catalogs are their own chunks, loaded
// only on their pages, so the dashboard (English only) never fetches them. A page's
// language comes from its address (`/es/…`, `/ht/…`), never from a redirect.
import { i18n } from '@lingui/core';
import { messages as en } from '../locales/en/messages.po';

export const LOCALES = ['en', 'es', 'ht'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in that language, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  ht: 'Kreyòl ayisyen',
};

/** Where the visitor's explicit choice is kept (the switch writes it). */
export const LOCALE_STORAGE_KEY = 'gal-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language an address is in: its first segment when that is `es` or `ht`. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The address without its language prefix (`/es/login` -> `/login`, `/es` -> `/`). */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in another language; English keeps today's addresses. */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}/` : `/${locale}${bare}`;
}

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: typeof en }>> = {
  es: () => import('../locales/es/messages.po'),
  ht: () => import('../locales/ht/messages.po'),
};

const loaded = new Set<Locale>(['en']);
// A production build's English catalog holds only the texts that need compiling
// (scripts/lib/lean-source-catalog.ts): every other English text is the `message` each call
// carries, shown as written. (Development compiles any message at runtime itself.)
if (import.meta.env.PROD) i18n.setMessagesCompiler((message) => [message]);
i18n.load('en', en);
i18n.activate('en');

/** Loads a language's catalog (once) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale !== 'en' && !loaded.has(locale)) {
    const { messages } = await loaders[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
}

/** The visitor's remembered choice, if any. */
export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the address still carries the language.
  }
  // A cookie too, so a server or edge rule could read the choice.
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The browser's first preferred language we have, other than English; null for English. */
export function browserSuggestion(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en') return null;
    if (isLocale(base)) return base;
  }
  return null;
}

export { i18n };

/** The language the page is shown in now. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The public pages that have a copy in each language (the rest, dashboards, stay English). */
const LOCALIZED_PAGES = new Set([
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/apply',
  '/choose-path',
  '/apply/assistant',
]);

export function hasLocalizedCopy(pathname: string): boolean {
  return LOCALIZED_PAGES.has(stripLocale(pathname));
}

/** A link from `fromPath` to `to`, kept in `fromPath`'s language when `to` has a copy in it. */
export function localizeLink(to: string, fromPath: string): string {
  const locale = localeOfPath(fromPath);
  if (locale === DEFAULT_LOCALE || !hasLocalizedCopy(to)) return to;
  return localizedPath(to, locale);
}
