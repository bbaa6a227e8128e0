// The translation catalogs as data, read with Lingui's own .po reader: what is missing
// in a language (empty, or still the English text) and what no certified translator has
// reviewed yet (flagged `fuzzy`). Used by the catalogue check (i18n-catalogs.test.ts)
// and `npm run i18n:unreviewed`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

export const TRANSLATED_LOCALES = ['es', 'ht'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export interface Entry {
  id: string;
  translation: string;
  /** Not reviewed by a certified translator. */
  unreviewed: boolean;
}

/**
 * Ids whose text is the same in every language: names that are not translated.
 * Anything else equal to its English text counts as untranslated.
 */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
  // A US law degree's name, as Florida's Spanish and Creole texts leave it.
  'application.juris-doctor-jd',
]);

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The catalogs each language has: the public pages', and the application forms'. */
export const CATALOGS = ['messages', 'applications'] as const;

export function catalogPath(locale: string, catalog: string = 'messages'): string {
  return path.join(ROOT, 'src', 'locales', locale, `${catalog}.po`);
}

/** Parses one catalog's text. */
export async function parseCatalog(text: string, locale: string): Promise<Entry[]> {
  const po = formatter();
  const catalog = await po.parse(text, {
    locale,
    sourceLocale: 'en',
    filename: `${locale}/messages.po`,
  });
  return Object.entries(catalog ?? {}).map(([id, m]) => ({
    id,
    translation: m.translation ?? '',
    unreviewed: (m.extra as { flags?: string[] } | undefined)?.flags?.includes('fuzzy') ?? false,
  }));
}

/** Every catalog of a language, as one list of entries. */
export async function readCatalog(locale: string): Promise<Entry[]> {
  const parts = await Promise.all(
    CATALOGS.map((c) => parseCatalog(readFileSync(catalogPath(locale, c), 'utf8'), locale)),
  );
  return parts.flat();
}

/** Letters outside ICU placeholders: a text with none (a number, a symbol) needs no translation. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^}]*\}/g, ''));

/**
 * The ids a visitor would read in English on a Spanish or Creole page: missing from the
 * catalog, empty, or left as the English text.
 */
export function untranslated(english: Entry[], target: Entry[]): string[] {
  const byId = new Map(target.map((e) => [e.id, e.translation]));
  return english
    .filter(({ id, translation: source }) => {
      const text = byId.get(id)?.trim() ?? '';
      if (!text) return true;
      return text === source.trim() && hasWords(source) && !SAME_IN_EVERY_LANGUAGE.has(id);
    })
    .map((e) => e.id);
}
