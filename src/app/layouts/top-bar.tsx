import { lazy, Suspense, useContext } from 'react';
import { LogIn } from 'lucide-react';
import { useI18n } from '@/lib/use-i18n';
import { Brand } from '@/components/brand';
import { buttonClass } from '@/components/button-styles';
import { SiteLink, SiteNavigationContext } from '@/components/site-link';
import { useCurrentUser } from '@/features/profile';
import { paths } from '@/lib/paths';

const SignedInControls = lazy(() =>
  import('./signed-in-controls').then((m) => ({ default: m.SignedInControls })),
);

const publicLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-2 py-2 text-sm font-medium sm:px-3 ${
    isActive ? 'text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

export function TopBar() {
  const user = useCurrentUser();
  const i18n = useI18n();
  // The signed-in controls need the router: a page shown without it (signing in on a public
  // page's first load) leaves their place empty until the app takes over, a moment later.
  const { routed } = useContext(SiteNavigationContext);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <SiteLink
          to={paths.home}
          aria-label={i18n._({ id: 'nav.homeLink', message: 'GAL Connect home' })}
          className="rounded-lg"
        >
          <Brand hideNameOnMobile={user !== null} />
        </SiteLink>

        {user ? (
          routed === false ? null : (
            <Suspense fallback={null}>
              <SignedInControls user={user} />
            </Suspense>
          )
        ) : (
          <nav
            aria-label={i18n._({ id: 'nav.main', message: 'Main' })}
            className="flex items-center sm:gap-1"
          >
            <SiteLink to={paths.home} nav="end" className={publicLinkClass}>
              {i18n._({ id: 'nav.home', message: 'Home' })}
            </SiteLink>
            <SiteLink to={paths.apply} nav className={publicLinkClass}>
              {i18n._({ id: 'nav.apply', message: 'Apply' })}
            </SiteLink>
            <SiteLink to={paths.login} className={buttonClass('primary', 'ml-1 px-3 sm:px-4')}>
              <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
              {i18n._({ id: 'nav.signIn', message: 'Sign In' })}
            </SiteLink>
          </nav>
        )}
      </div>
    </header>
  );
}
