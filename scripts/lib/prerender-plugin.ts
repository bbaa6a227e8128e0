// Vite plugin: after the client build, renders the public pages to static HTML (
// the first paint needs no JavaScript). src/app/prerender.tsx is built for Node into a
// temporary folder and run once per page; its HTML goes into the build's index.html:
// `/` as dist/index.html itself (also every static host's fallback for the app's other
// paths, so an inline script empties it there before the first paint), the others as
// dist/<path>/index.html with their title and their page's chunks preloaded (a signed-out
// visitor's first load renders them without the router, as the landing).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { BOOT_DATA_ID, LOADER_SCRIPT, ONLY_ON_LANDING_SCRIPT } from './inline-scripts';

const ENTRY = 'src/app/prerender.tsx';
/** The module every page but the landing loads before its route (the router). */
const APP_MODULE = 'src/app/start-app.tsx';
const ROOT = '<div id="root"></div>';
/** The prerendered pages and the page module each renders first (its own chunk). */
const PAGE_MODULES: Record<string, string> = {
  '/': 'src/features/site/routes/landing-page.tsx',
  '/login': 'src/features/auth/routes/login-page.tsx',
  '/apply': 'src/features/site/routes/apply-page.tsx',
};
/** The page's path without its language prefix (`/es/login` -> `/login`). */
const bare = (pathname: string) => pathname.replace(/^\/(es|ht)(?=\/|$)/, '') || '/';

interface PrerenderModule {
  PRERENDERED_PATHS: string[];
  prerender(pathname: string): Promise<{
    html: string;
    title: string;
    description: string;
    lang: string;
    alternates: Record<string, string>;
  }>;
}

/** The landing's addresses in each language: they load without the router. */
const LANDINGS = ['/', '/es', '/es/', '/ht', '/ht/'];

/**
 * Where the site is served, for absolute `hreflang` URLs (search engines and Lighthouse
 * refuse relative ones). Production builds set VITE_SITE_URL (docs/deploy.md); a local
 * build names the preview server's address.
 */
function siteUrl(): string {
  return (process.env.VITE_SITE_URL ?? 'http://localhost:4173').replace(/\/$/, '');
}

/** The page's language and its copies in the others, with English as the default. */
function languageHead(
  html: string,
  {
    lang,
    alternates,
    description,
  }: { lang: string; alternates: Record<string, string>; description: string },
): string {
  const origin = siteUrl();
  const links = [
    ...Object.entries(alternates).map(
      ([l, p]) => `<link rel="alternate" hreflang="${l}" href="${origin}${p}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${origin}${alternates.en ?? '/'}">`,
  ];
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(description).replace(/"/g, '&quot;')}" />`,
    )
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** The files a chunk loads before it runs: itself and its static imports. */
function staticFiles(bundle: Rollup.OutputBundle, file: string, seen = new Set<string>()) {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  chunk.imports.forEach((f) => staticFiles(bundle, f, seen));
  return seen;
}

/**
 * The page's JavaScript is fetched and run once the prerendered HTML has painted, not with
 * the HTML: on a fast connection the modules would otherwise run before the first paint,
 * and on a slow one they would share the wire with the stylesheet. "Painted" is the
 * browser's own first-contentful-paint entry: a frame (requestAnimationFrame) is not
 * enough, because a busy device can present that frame much later than it ran, and the
 * scripts then compete with it. Without paint timing, or on a path whose copy the fallback
 * emptied (nothing contentful will paint), it is the next frame, then a task.
 * Until then the page reads as it will, and its links are plain links to prerendered pages.
 * `app`: the chunks the page needs next, fetched with the entry's own: the page's own on a
 * prerendered page; in index.html the app's (the router) on every path but the landing's,
 * which fetches `landing` (index.html is also the fallback for the app's other paths).
 */
function loadAfterFirstPaint(
  html: string,
  app: string[],
  catalog: string[] = [],
  landing: string[] = [],
): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const src = entry.exec(html)?.[1];
  if (!src) throw new Error('index.html has no entry script');
  // A Spanish or Creole page's catalog comes with the entry: the page hydrates with it.
  const own = [src, ...[...html.matchAll(preload)].map((m) => m[1]!), ...catalog];
  const appOnly = app.filter((f) => !own.includes(f));
  const landingOnly = landing.filter((f) => !own.includes(f));
  const data = JSON.stringify({
    src,
    own,
    app: appOnly,
    landing: landingOnly,
    landings: LANDINGS,
  }).replace(/</g, '\\u003c');
  const loader =
    `<script type="application/json" id="${BOOT_DATA_ID}">${data}</script>` +
    `<script>${LOADER_SCRIPT}</script>`;
  return html.replace(entry, '').replace(preload, '').replace('</head>', `  ${loader}\n  </head>`);
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  let appFiles: string[] = [];
  const pageFiles: Record<string, string[]> = {};
  const catalogFiles: Record<string, string[]> = {};
  return {
    name: 'gal-prerender-public-pages',
    apply: (_config, env) => (env.command === 'build' ? !env.isSsrBuild : env.isPreview === true),
    configResolved(resolved) {
      config = resolved;
    },
    // vite preview serves dist/login/index.html for /login/ only; static hosts (docs/deploy.md)
    // serve it for /login too, and so does the preview the tests and benches use.
    configurePreviewServer(server) {
      const outDir = path.resolve(config.root, config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const [pathname = '', query] = (req.url ?? '').split('?');
        if (
          /^(\/[a-z-]+)+$/.test(pathname) &&
          existsSync(path.join(outDir, pathname, 'index.html'))
        )
          req.url = `${pathname}/index.html${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
    generateBundle(_options, bundle) {
      const app = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(APP_MODULE),
      );
      if (!app) return;
      const base = config.base;
      appFiles = [...staticFiles(bundle, app.fileName)].map((f) => `${base}${f}`);
      for (const [page, module] of Object.entries(PAGE_MODULES)) {
        // The chunk that holds the page (its facade, or a shared chunk it was put in).
        const chunk = Object.values(bundle).find(
          (c) =>
            c.type === 'chunk' &&
            (c.facadeModuleId?.endsWith(module) || c.moduleIds.some((id) => id.endsWith(module))),
        );
        if (chunk)
          pageFiles[page] = [...staticFiles(bundle, chunk.fileName)].map((f) => `${base}${f}`);
      }
      for (const chunk of Object.values(bundle)) {
        const locale =
          chunk.type === 'chunk' &&
          /locales[\\/](\w+)[\\/]messages\.po$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (locale) catalogFiles[locale] = [`${base}${chunk.fileName}`];
      }
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so Node resolves the externalised packages from node_modules.
      const cache = path.join(config.root, 'node_modules', '.cache');
      mkdirSync(cache, { recursive: true });
      const ssrDir = mkdtempSync(path.join(cache, 'gal-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            minify: false,
            copyPublicDir: false,
          },
        });
        const entry = pathToFileURL(path.join(ssrDir, 'prerender.js')).href;
        const { PRERENDERED_PATHS, prerender } = (await import(entry)) as PrerenderModule;
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
        for (const pathname of PRERENDERED_PATHS) {
          const { html, title, ...head } = await prerender(pathname);
          const localized = languageHead(template, head);
          const { lang } = head;
          if (pathname === '/') {
            const onlyHere = `<script>${ONLY_ON_LANDING_SCRIPT}</script>`;
            const page = loadAfterFirstPaint(
              localized.replace(ROOT, `<div id="root">${html}</div>${onlyHere}`),
              appFiles,
              [],
              pageFiles['/'] ?? [],
            );
            writeFileSync(path.join(outDir, 'index.html'), page);
            continue;
          }
          // The page's own chunks, whichever list the loader takes (`/es/` is a landing).
          const next = pageFiles[bare(pathname)] ?? [];
          const page = loadAfterFirstPaint(
            localized
              .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
              .replace(ROOT, `<div id="root">${html}</div>`),
            next,
            catalogFiles[lang] ?? [],
            next,
          );
          mkdirSync(path.join(outDir, pathname), { recursive: true });
          writeFileSync(path.join(outDir, pathname, 'index.html'), page);
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
