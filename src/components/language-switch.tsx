// The public pages' language switch: the same page in each language, as plain links to
// its prerendered copy (a full load, so the served HTML, <html lang> and the catalog all
// agree). A click remembers the choice. Dashboards stay English and show no switch.
import { useContext, useSyncExternalStore } from 'react';
import { useI18n } from '@/lib/use-i18n';
import {
  browserSuggestion,
  LOCALE_NAMES,
  LOCALES,
  localizedPath,
  rememberLocale,
  storedLocale,
  type Locale,
} from '@/lib/i18n';
import { SiteNavigationContext } from './site-link';

export function LanguageSwitch() {
  const i18n = useI18n();
  const { pathname } = useContext(SiteNavigationContext);
  return (
    <nav
      aria-label={i18n._({ id: 'nav.language', message: 'Language' })}
      className="flex items-center gap-1 text-sm"
    >
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={localizedPath(pathname, locale)}
          hrefLang={locale}
          lang={locale}
          // index.html's inline script remembers a click on these before the app has loaded.
          data-locale-choice=""
          aria-current={locale === i18n.locale ? 'true' : undefined}
          onClick={() => rememberLocale(locale)}
          className={`rounded px-2 py-1 ${
            locale === i18n.locale
              ? 'font-semibold text-indigo-800 underline'
              : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {LOCALE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}

/** The words of the suggestion, in the suggested language itself. */
const SUGGESTION: Record<Locale, string> = {
  en: 'View this page in English',
  es: 'Ver esta página en español',
  ht: 'Gade paj sa a an kreyòl ayisyen',
};

const noChanges = () => () => undefined;

/** The visitor's own choice, else the browser's preferred language we have. */
function browserWish(): Locale | null {
  return storedLocale() ?? browserSuggestion(navigator.languages ?? [navigator.language]);
}

/**
 * A page in another language than the visitor chose (or, before any choice, than their
 * browser prefers) offers theirs: a link, never a redirect (crawlers and shared links keep
 * the address they asked for). Shown only after hydration, so the prerendered HTML is the
 * same for everyone.
 */
export function LanguageSuggestion() {
  const i18n = useI18n();
  const { pathname } = useContext(SiteNavigationContext);
  // null on the server and while hydrating (the server snapshot), then the browser's wish.
  const wanted = useSyncExternalStore(noChanges, browserWish, () => null);
  const suggested = wanted && wanted !== i18n.locale ? wanted : null;
  if (!suggested) return null;
  return (
    <p className="bg-indigo-50 px-4 py-2 text-center text-sm" lang={suggested}>
      <a
        href={localizedPath(pathname, suggested)}
        hrefLang={suggested}
        data-locale-choice=""
        onClick={() => rememberLocale(suggested)}
        className="font-semibold text-indigo-800 underline"
      >
        {SUGGESTION[suggested]}
      </a>
    </p>
  );
}
