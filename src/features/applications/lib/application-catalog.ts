// The application forms' catalog (src/locales/{locale}/applications.po), loaded with the
// forms rather than with the public pages, whose first load carries only their own words.
// English too: it holds the English texts that need compiling (placeholders, plurals); the
// code carries the others (scripts/lib/lean-source-catalog.ts).
import { currentLocale, i18n, type Locale } from '@/lib/i18n';

const loaders: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../../locales/en/applications.po'),
  es: () => import('../../../locales/es/applications.po'),
  ht: () => import('../../../locales/ht/applications.po'),
};

const loads = new Map<Locale, Promise<void>>();

/**
 * Adds the forms' words in the page's language to the catalog in use, once per language:
 * the same promise each time (React's `use` waits on it).
 */
export function loadApplicationCatalog(): Promise<void> {
  const locale = currentLocale();
  let load = loads.get(locale);
  if (!load) {
    load = loaders[locale]().then(({ messages }) => {
      // load() merges into the language's messages; the active language stays as it is.
      i18n.load(locale, messages as Parameters<typeof i18n.load>[1]);
    });
    loads.set(locale, load);
  }
  return load;
}
