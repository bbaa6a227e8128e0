// Lingui's catalogs: one .po file per language that a translator can edit. Only the
// public site's strings are extracted (signed-in dashboards stay English), so the
// catalogs hold exactly what a visitor or applicant meets before signing in.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ht'],
  // A missing translation shows the English source rather than an id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.ts',
        '**/*.test.tsx',
        '<rootDir>/src/test/**',
        '<rootDir>/src/features/applications/**',
      ],
    },
    // The application forms' words: a catalog of their own, loaded with the forms
    // (src/features/applications/lib/application-catalog.ts), so the public pages' first
    // load carries only the catalog they show.
    {
      path: '<rootDir>/src/locales/{locale}/applications',
      include: ['<rootDir>/src/features/applications'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  // Origins and line numbers would churn on every edit; the id says where a string lives.
  format: formatter({ origins: false, lineNumbers: false }),
});
