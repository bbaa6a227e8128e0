// Components read Lingui's one i18n instance and re-render when its language changes.
// A subscription rather than @lingui/react's provider: the public pieces render in three
// roots (the landing, the app, the prerender) and alone in tests, and need no context.
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

/** The i18n instance, in the language now active (`i18n._({ id, message })`). */
export function useI18n(): typeof i18n {
  useSyncExternalStore(subscribe, locale, locale);
  return i18n;
}
