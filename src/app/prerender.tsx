// The public pages as static HTML, rendered at build time (scripts/lib/prerender-plugin.ts)
// as a signed-out visitor's first render: the first paint needs no JavaScript (first-load budget,
// Lighthouse). The landing is the tree start-landing.tsx hydrates; the other pages come
// from the route table, and start-app.tsx hydrates them once their route's code is in.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from '@/lib/paths';
import type { RouteHandle } from './guards';
import { SITE_NAME } from './document-title';
import { EnableControls, PRERENDER_DISABLED } from './prerendered';
import { LandingTree } from './start-landing';
import { routes } from './routes';

export interface Prerendered {
  html: string;
  /** The page's document title, as the app sets it. */
  title: string;
}

/** The pages a static host serves as files: `/` as dist/index.html, others as dist/<path>/index.html. */
export const PRERENDERED_PATHS = [paths.home, paths.login, paths.apply];

export async function prerender(pathname: string): Promise<Prerendered> {
  if (pathname === paths.home) {
    return { html: renderToString(<LandingTree navigate={() => undefined} />), title: '' };
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects: nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
      <EnableControls />
    </>,
  );
  // The app hydrates this copy once its code is in; until then its controls are disabled
  // (nobody types into or submits a form without its code). The mark tells the app which
  // ones to enable: hydration keeps attributes as they are (start-app.tsx).
  const disabled = html.replace(
    /<(input|button|select|textarea)\b(?![^>]*\sdisabled="")/g,
    `<$1 disabled="" ${PRERENDER_DISABLED}=""`,
  );
  const titles = context.matches.map((m) => (m.route.handle as RouteHandle | undefined)?.title);
  return { html: disabled, title: titles.filter(Boolean).pop() ?? SITE_NAME };
}
