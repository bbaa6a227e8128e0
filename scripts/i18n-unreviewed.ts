// npm run i18n:unreviewed: every Spanish and Haitian Creole string no certified translator
// has reviewed yet (flagged `#, fuzzy` in its .po catalog), with the English beside it, for
// the translator's worklist. A reviewer removes the flag once a text is approved.
import { readCatalog, TRANSLATED_LOCALES } from './lib/i18n-catalogs';

const english = new Map((await readCatalog('en')).map((e) => [e.id, e.translation]));
let total = 0;
for (const locale of TRANSLATED_LOCALES) {
  const pending = (await readCatalog(locale)).filter((e) => e.unreviewed);
  total += pending.length;
  console.log(`\n${locale}: ${pending.length} unreviewed`);
  for (const e of pending) {
    console.log(`  ${e.id}\n    en: ${english.get(e.id) ?? ''}\n    ${locale}: ${e.translation}`);
  }
}
console.log(`\n${total} unreviewed strings in all.`);
