import { useContext, type ReactNode } from 'react';
import { LanguageSuggestion, LanguageSwitch } from '@/components/language-switch';
import { SiteNavigationContext } from '@/components/site-link';
import { hasLocalizedCopy } from '@/lib/i18n';
import { useI18n } from '@/lib/use-i18n';
import { TopBar } from './top-bar';

/** Skip link, top bar and main landmark of every public page (the app's and the landing's entry). */
export function PublicFrame({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const { pathname } = useContext(SiteNavigationContext);
  // Only pages with a copy in each language offer the switch; dashboards stay English.
  const localized = hasLocalizedCopy(pathname);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {i18n._({ id: 'nav.skip', message: 'Skip to main content' })}
      </a>
      {localized ? <LanguageSuggestion /> : null}
      {localized ? (
        <div className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl justify-end px-4 sm:px-6">
            <LanguageSwitch />
          </div>
        </div>
      ) : null}
      <TopBar />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
    </div>
  );
}
