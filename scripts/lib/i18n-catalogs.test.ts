// The catalogue check `npm test` runs: every public string has a Spanish and a Creole
// text, and a string left in English is caught (the planted case proves the check fires).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  catalogPath,
  parseCatalog,
  readCatalog,
  TRANSLATED_LOCALES,
  untranslated,
} from './i18n-catalogs';

describe('the translation catalogs', () => {
  it.each(TRANSLATED_LOCALES)('leave no public string untranslated in %s', async (locale) => {
    const english = await readCatalog('en');
    expect(english.length).toBeGreaterThan(50);
    // The application forms' catalog is read too.
    expect(english.some((e) => e.id.startsWith('application.'))).toBe(true);
    expect(untranslated(english, await readCatalog(locale))).toEqual([]);
  });

  it('catches a string planted in English in a translated catalog', async () => {
    const english = await parseCatalog(readFileSync(catalogPath('en'), 'utf8'), 'en');
    const spanish = readFileSync(catalogPath('es'), 'utf8');
    const planted = spanish.replace(
      /(msgid "request\.thanks"\nmsgstr )"[^"]*"/,
      '$1"Thank you for your request. We will contact you shortly."',
    );
    expect(planted).not.toBe(spanish);
    expect(untranslated(english, await parseCatalog(planted, 'es'))).toEqual(['request.thanks']);
  });

  it('catches a string missing from a translated catalog', async () => {
    const english = await parseCatalog(readFileSync(catalogPath('en'), 'utf8'), 'en');
    const spanish = readFileSync(catalogPath('es'), 'utf8');
    const emptied = spanish.replace(/(msgid "nav\.home"\nmsgstr )"[^"]*"/, '$1""');
    expect(untranslated(english, await parseCatalog(emptied, 'es'))).toEqual(['nav.home']);
  });

  it('does not count a text without words (a placeholder alone) as English', () => {
    const english = [{ id: 'x', translation: '{count}', unreviewed: false }];
    expect(untranslated(english, [{ id: 'x', translation: '{count}', unreviewed: false }])).toEqual(
      [],
    );
  });
});
