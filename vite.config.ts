import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { leanSourceCatalog } from './scripts/lib/lean-source-catalog';
import { prerenderPublicPages } from './scripts/lib/prerender-plugin';
import { sourceMapsOutOfDist } from './scripts/lib/source-maps-plugin';

/** A production build without the project's address would only fail later, in the browser. */
function requireBackendEnv(mode: string): void {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  if (!env.VITE_SUPABASE_URL) {
    throw new Error(
      'VITE_SUPABASE_URL is not set: the production build needs it (docs/deploy.md).',
    );
  }
  // The publishable key; a build set up before the move may still name the legacy anon key.
  if (!env.VITE_SUPABASE_PUBLISHABLE_KEY && !env.VITE_SUPABASE_ANON_KEY) {
    throw new Error(
      'VITE_SUPABASE_PUBLISHABLE_KEY is not set: the production build needs it (docs/deploy.md).',
    );
  }
}

/** Dashboard colours: the light theme's brand indigo, the dark theme's page (theme-dark.css). */
export const THEME_LIGHT = '#312e81';
export const THEME_DARK = '#0f172a';

/**
 * The installable app: its manifest and a Workbox service worker. The worker precaches the
 * built app (its shell, the routes and their chunks) so a reload with no network still opens
 * the dashboard; it has no runtime caching at all, so no API answer (case details, notes) is
 * ever kept by it: the API is another origin and passes straight to the network. The app
 * registers it itself after its first render (src/app/service-worker.ts), never the landing,
 * so the public pages' first load is unchanged. A new build waits ('prompt') until the user
 * chooses Reload.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/dashboard',
      name: 'GAL Connect',
      short_name: 'GAL Connect',
      description: 'Log contacts, time and mileage on your guardian ad litem cases, online or not.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_LIGHT,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // What only an admin's invoices or a court report needs (jsPDF, docxtemplater) is
      // fetched when used; a contractor logs contacts without it.
      globIgnores: ['**/jspdf*', '**/html2canvas*', '**/docx*', '**/pizzip*', '**/purify*'],
      // A dashboard page opened offline is the app's HTML; the public pages are their own files.
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/dashboard(\/|$)/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [],
    },
  });
}

const config = {
  // lingui(): `.po` catalogs import as compiled messages (docs/decisions/i18n.md).
  plugins: [
    react(),
    lingui(),
    leanSourceCatalog(),
    tailwindcss(),
    prerenderPublicPages(),
    sourceMapsOutOfDist(),
    installableApp(),
  ],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    host: 'localhost',
    port: 5173,
    strictPort: true,
    // The app's sources only. The local database's files (.local-supabase, written on every
    // query) and the stack, migrations and tests would each be scanned at start and watched
    // for nothing: about 1,300 more files than the app has (a warm start must stay fast).
    watch: {
      ignored: [
        '.local-supabase',
        'local-supabase',
        'supabase',
        'tests',
        'e2e',
        'docs',
        'coverage',
        'dist',
      ].map((dir) => `**/${dir}/**`),
    },
  },
  build: {
    // Maps for reading reported errors' stacks: 'hidden' leaves no sourceMappingURL in the
    // served files, and sourceMapsOutOfDist() moves the maps out of dist into sourcemaps/.
    sourcemap: 'hidden',
    // The HTML preloads the first load's chunks in parallel; lazy routes carry no
    // dependency lists (a few hundred bytes each on the first load) and fetch their
    // shared chunks when opened. No polyfill: current browsers preload modules natively.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // Our own modules only do work when used, so a feature index's unused
      // re-exports (an UnreadBadge, a settings store, and the supabase-js behind
      // them) stay out of the public pages' first load. Packages keep their own
      // sideEffects declarations.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/].*\.tsx?$/, sideEffects: false }],
      },
      output: {
        // Every page needs React: one cacheable chunk instead of several small ones, each
        // of which would cost a request and gzip overhead on the first visit. The router is
        // its own chunk: a signed-out visitor's landing renders without it (start-landing).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/](react-router|@remix-run[\\/]route-pattern|cookie-es)[\\/]/,
            },
            {
              // The shell's small shared modules (the session store, errors, env, the
              // icon factory): one chunk rather than a request each.
              name: 'shell',
              test: /([\\/]src[\\/](features[\\/]auth[\\/]stores[\\/]auth-store|lib[\\/](errors|env|supabase-lazy))\.ts$)|([\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/]src[\\/]utils)[^\\/]*\.mjs$)/,
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') requireBackendEnv(mode);
  return config;
});
