// The public pages as static HTML, rendered at build time (scripts/lib/prerender-plugin.ts)
// as a signed-out visitor's first render: the first paint needs no JavaScript (first-load budget,
// Lighthouse). Each is the tree start-landing.tsx hydrates without the router (the first
// load's budget); the route table gives each page's component and title.
import { renderToString } from 'react-dom/server';
import { createStaticHandler } from 'react-router';
import {
  activateLocale,
  i18n,
  LOCALES,
  localeOfPath,
  localizedPath,
  stripLocale,
  type Locale,
} from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { RouteHandle } from './guards';
import { SITE_NAME } from './document-title';
import { PRERENDER_DISABLED } from './prerendered';
import { LandingPage } from '@/features/site';
import { PublicTree } from './start-landing';
import { routes } from './routes';

export interface Prerendered {
  html: string;
  /** The page's document title, as the app sets it. */
  title: string;
  /** The page's meta description, in its language. */
  description: string;
  /** The page's language, for `<html lang>`. */
  lang: Locale;
  /** The same page in each language (paths), for `hreflang` links; `x-default` is English. */
  alternates: Record<Locale, string>;
}

/** The English pages a static host serves as files: `/` as dist/index.html, others as dist/<path>/index.html. */
const ENGLISH_PATHS = [paths.home, paths.login, paths.apply];

/** Every prerendered page: the English ones and their Spanish and Creole copies. */
export const PRERENDERED_PATHS = LOCALES.flatMap((locale) =>
  ENGLISH_PATHS.map((p) => localizedPath(p, locale)),
);

export async function prerender(pathname: string): Promise<Prerendered> {
  const lang = localeOfPath(pathname);
  await activateLocale(lang);
  const bare = stripLocale(pathname);
  const description = i18n._({
    id: 'site.description',
    message:
      'GAL Connect recruits, trains and manages guardian ad litem professionals for Florida family courts, and matches families in divorce, custody and relocation cases with a qualified guardian ad litem.',
  });
  const alternates = Object.fromEntries(LOCALES.map((l) => [l, localizedPath(bare, l)])) as Record<
    Locale,
    string
  >;
  if (bare === paths.home) {
    return {
      html: renderToString(
        <PublicTree navigate={() => undefined} pathname={pathname}>
          <LandingPage />
        </PublicTree>,
      ),
      title: i18n._({
        id: 'site.title',
        message: 'GAL Connect · Guardian ad Litem Services for Florida Family Courts',
      }),
      description,
      lang,
      alternates,
    };
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects: nothing to prerender`);
  const Page = context.matches.at(-1)?.route.Component;
  if (!Page) throw new Error(`${pathname} has no page component to prerender`);
  const html = renderToString(
    <PublicTree navigate={() => undefined} pathname={pathname}>
      <Page />
    </PublicTree>,
  );
  // The page hydrates this copy once its code is in; until then its controls are disabled
  // (nobody types into or submits a form without its code). The mark tells the app which
  // ones to enable: hydration keeps attributes as they are (start-app.tsx).
  const disabled = html.replace(
    /<(input|button|select|textarea)\b(?![^>]*\sdisabled="")/g,
    `<$1 disabled="" ${PRERENDER_DISABLED}=""`,
  );
  const titles = context.matches.map((m) => (m.route.handle as RouteHandle | undefined)?.title);
  return {
    html: disabled,
    title: titles.filter(Boolean).pop() ?? SITE_NAME,
    description,
    lang,
    alternates,
  };
}
