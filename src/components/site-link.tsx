// Links of the public frame (top bar, landing page) that work with or without React
// Router: the landing's first load renders without the router (its data router
// is a third of the framework's JS), so these links ask the nearest SiteNavigation to
// navigate. The app's root layout passes the router's navigate; the landing's own entry
// passes one that loads the app first.
import { createContext, useCallback, useContext, type MouseEvent, type ReactNode } from 'react';
import { localizeLink } from '@/lib/i18n';

export interface SiteNavigateOptions {
  /** Replaces the current history entry (after signing in: Back does not return to the form). */
  replace?: boolean;
}

export interface SiteNavigation {
  pathname: string;
  navigate(to: string, options?: SiteNavigateOptions): void;
  /** The page's navigation state (React Router's `location.state`): e.g. where sign-in returns. */
  state?: unknown;
  /**
   * False on a public page's first load, rendered without the router (start-landing.tsx):
   * parts that need the router (the signed-in top bar) wait for the app.
   */
  routed?: boolean;
}

export const SiteNavigationContext = createContext<SiteNavigation>({
  pathname: '/',
  navigate: (to, options) =>
    options?.replace ? window.location.replace(to) : window.location.assign(to),
});

/** Navigates with the router when there is one, else by loading the app (public pages). */
export function useSiteNavigate(): SiteNavigation['navigate'] {
  return useContext(SiteNavigationContext).navigate;
}

/** The page's navigation state, with or without the router. */
export function useSiteState(): unknown {
  return useContext(SiteNavigationContext).state;
}

export const SiteNavigationProvider = SiteNavigationContext.Provider;

interface Props {
  to: string;
  children: ReactNode;
  /** A string, or a function of whether the link is the current page (as NavLink's). */
  className?: string | ((state: { isActive: boolean }) => string);
  /** Marks the current page with aria-current (NavLink's behaviour); `end`: exact match only. */
  nav?: 'end' | boolean;
  'aria-label'?: string;
  /** Runs on every click, before navigating (e.g. to remember where to come back to). */
  onClick?(): void;
}

/** A plain left click navigates in the page; a modified click (new tab, etc.) stays the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export function SiteLink({
  to: target,
  children,
  className,
  nav = false,
  onClick,
  ...rest
}: Props) {
  const { pathname, navigate } = useContext(SiteNavigationContext);
  // A public page links to its neighbours in the language it is shown in.
  const to = localizeLink(target, pathname);
  const isActive =
    nav !== false && (pathname === to || (nav !== 'end' && pathname.startsWith(`${to}/`)));
  return (
    <a
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      onClick={(event) => {
        onClick?.();
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

/** Builds links that stay in the current page's language (for React Router's `Link`). */
export function useLocalizedLink(): (to: string) => string {
  const { pathname } = useContext(SiteNavigationContext);
  return useCallback((to: string) => localizeLink(to, pathname), [pathname]);
}
