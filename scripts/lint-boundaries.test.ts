// Proves each layer boundary in eslint.config.js fires on a planted import and lets the allowed one
// through. The planted files need not exist, but what they import must: the rule resolves paths.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleErrors(ruleId: string, file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === ruleId)
    .map((m) => m.message);
}
const boundaryErrors = (file: string, code: string) =>
  ruleErrors('import-x/no-restricted-paths', file, code);

const SHARED = 'Shared code';
const FEATURE = 'only through its index.ts';
const APP = 'Only src/main.tsx and src/test/';
const LEVEL = 'Feature levels';
const UNPLACED = 'Place every feature folder on a level';

// `blocked` names the zone that must fire; null means the import is allowed.
const cases: { file: string; imports: string; blocked: string | null }[] = [
  // Shared code never imports features or app.
  { file: 'src/lib/x.ts', imports: '@/features/auth', blocked: SHARED },
  { file: 'src/components/x.tsx', imports: '../features/auth', blocked: SHARED },
  { file: 'src/content/x.ts', imports: '@/app/navigation', blocked: SHARED },
  { file: 'src/stores/x.ts', imports: '@/features/auth/stores/auth-store', blocked: SHARED },
  { file: 'src/hooks/x.ts', imports: '@/features/cases', blocked: SHARED },
  { file: 'src/components/x.tsx', imports: '@/lib/errors', blocked: null },
  // A feature reaches another feature only through its index.ts, however the path is spelled.
  { file: 'src/features/cases/x.ts', imports: '../auth/stores/auth-store', blocked: FEATURE },
  {
    file: 'src/features/cases/routes/x.ts',
    imports: '@/features/auth/api/auth-api',
    blocked: FEATURE,
  },
  { file: 'src/features/cases/x.ts', imports: '@/features/auth', blocked: null },
  { file: 'src/features/cases/x.ts', imports: '../auth', blocked: null },
  { file: 'src/features/auth/routes/x.ts', imports: '../stores/auth-store', blocked: null },
  { file: 'src/features/cases/x.ts', imports: '@/components/button-styles', blocked: null },
  // A feature imports only features on a lower level: upward and sideways fail.
  { file: 'src/features/profile/x.ts', imports: '@/features/applications', blocked: LEVEL },
  { file: 'src/features/applications/x.ts', imports: '@/features/settings', blocked: LEVEL },
  { file: 'src/features/auth/x.ts', imports: '../profile', blocked: LEVEL },
  { file: 'src/features/cases/x.ts', imports: '@/features/dashboard', blocked: LEVEL },
  { file: 'src/features/cases/x.ts', imports: '@/features/applications', blocked: null },
  { file: 'src/features/dashboard/x.ts', imports: '@/features/cases', blocked: LEVEL },
  { file: 'src/features/compliance/x.ts', imports: '@/features/contractors', blocked: null },
  // The work record sits below cases and billing, which share a level and never import each other.
  { file: 'src/features/cases/x.ts', imports: '@/features/work-record', blocked: null },
  { file: 'src/features/billing/x.ts', imports: '@/features/work-record', blocked: null },
  { file: 'src/features/work-record/x.ts', imports: '@/features/cases', blocked: LEVEL },
  { file: 'src/features/work-record/x.ts', imports: '@/features/billing', blocked: LEVEL },
  { file: 'src/features/cases/x.ts', imports: '@/features/billing', blocked: LEVEL },
  { file: 'src/features/billing/x.ts', imports: '../cases', blocked: LEVEL },
  {
    file: 'src/features/billing/x.ts',
    imports: '@/features/work-record/stores/contacts-store',
    blocked: FEATURE,
  },
  { file: 'src/features/site/x.ts', imports: '@/features/requests', blocked: null },
  // A feature folder missing from the levels cannot import anything until it is placed.
  { file: 'src/features/unplaced/x.ts', imports: '@/lib/errors', blocked: UNPLACED },
  { file: 'src/features/unplaced/x.ts', imports: '@/features/auth', blocked: UNPLACED },
  // Nothing but main.tsx and the test seam imports app.
  { file: 'src/features/cases/x.ts', imports: '@/app/routes', blocked: APP },
  { file: 'src/x.ts', imports: './app/start-app', blocked: APP },
  { file: 'src/main.tsx', imports: './app/start-app', blocked: null },
  { file: 'src/test/x.ts', imports: '@/app/routes', blocked: null },
  { file: 'src/test/x.ts', imports: '@/features/auth/stores/auth-store', blocked: null },
  { file: 'src/app/x.ts', imports: './navigation', blocked: null },
];

describe('layer boundaries', () => {
  it.each(cases)('$file importing $imports: blocked by $blocked', async (c) => {
    const errors = await boundaryErrors(c.file, `import * as m from '${c.imports}';\nvoid m;\n`);
    if (c.blocked) expect(errors).toContainEqual(expect.stringContaining(c.blocked));
    else expect(errors).toEqual([]);
  });

  it('places every feature folder on a level', async () => {
    type Zones = [unknown, { zones: { target: string | string[]; message?: string }[] }];
    const config = (await eslint.calculateConfigForFile(
      path.join(root, 'src/features/cases/x.ts'),
    )) as { rules: Record<string, Zones | undefined> };
    const zones = config.rules['import-x/no-restricted-paths']?.[1].zones ?? [];
    const levelled = zones.filter((z) => z.message?.startsWith(LEVEL)).flatMap((z) => z.target);
    for (const feature of readdirSync(path.join(root, 'src/features')))
      expect(levelled).toContain(`src/features/${feature}`);
  });
});

describe('roles are compared only in capabilities.ts', () => {
  const user = 'declare const user: { id: string; role: string } | null;\n';
  const planted = [
    "export const admin = user?.role === 'admin';",
    "export const free = (user?.role ?? 'free') !== 'free';",
    "const role = user?.role; export const c = 'contractor' == role;",
    "const userRole = 'x'; export const d = userRole === 'admin';",
    "export function e() { switch (user?.role) { case 'admin': return 1; } return 0; }",
  ];
  it.each(planted)('fails on %s', async (code) => {
    const errors = await ruleErrors('no-restricted-syntax', 'src/features/cases/x.ts', user + code);
    expect(errors).toContainEqual(expect.stringContaining('Ask can('));
  });

  it('lets capabilities.ts compare roles, and pages ask can()', async () => {
    const compare = `${user}export const admin = user?.role === 'admin';`;
    expect(await ruleErrors('no-restricted-syntax', 'src/lib/capabilities.ts', compare)).toEqual(
      [],
    );
    const ask = `import { can } from '@/lib/capabilities';\n${user}export const e = can(user, 'enroll');`;
    expect(await ruleErrors('no-restricted-syntax', 'src/features/cases/x.ts', ask)).toEqual([]);
  });
});

describe('production code never imports test code', () => {
  const PROD = 'src/features/requests/components/x.tsx';
  const planted = [
    "import { vi } from 'vitest';\nexport const f = vi.fn;",
    "import { render } from '@testing-library/react';\nexport const r = render;",
    "import { validGalValues } from '@/features/applications/lib/application-values.fixtures';\nexport const v = validGalValues;",
    "import { installFakeMicrophone } from '@/test/microphone.fixtures';\nexport const m = installFakeMicrophone;",
    "import { server } from '../../../test/backend';\nexport const s = server;",
  ];
  it.each(planted)('fails on %s', async (code) => {
    expect(await ruleErrors('no-restricted-imports', PROD, code)).toContainEqual(
      expect.stringContaining('Production code never'),
    );
  });

  it('fails on the test runner globals', async () => {
    const errors = await ruleErrors('no-restricted-globals', PROD, 'export const f = vi.fn();');
    expect(errors).toContainEqual(expect.stringContaining('Production code never'));
  });

  it.each([
    'src/features/requests/components/x.test.tsx',
    'src/features/applications/lib/x.fixtures.ts',
    'src/test/x.ts',
  ])('lets %s import vitest, fixtures and the seam', async (file) => {
    const code = [
      "import { vi } from 'vitest';",
      "import { validGalValues } from '@/features/applications/lib/application-values.fixtures';",
      "import { server } from '@/test/backend';",
      'export const all = [vi.fn(), validGalValues, server];',
    ].join('\n');
    expect(await ruleErrors('no-restricted-imports', file, code)).toEqual([]);
    expect(await ruleErrors('no-restricted-globals', file, code)).toEqual([]);
  });
});

describe('the local stack is reached only through its front door', () => {
  const FRONT_DOOR = 'only through its front door';
  const planted: { file: string; imports: string }[] = [
    { file: 'tests/integration/x.test.ts', imports: '../../local-supabase/config' },
    { file: 'tests/support/x.ts', imports: '../../local-supabase/auth/users' },
    { file: 'e2e/support/x.ts', imports: '../../local-supabase/stack' },
    { file: 'e2e/x.test.ts', imports: '../local-supabase/db/migrate' },
    { file: 'scripts/lib/x.ts', imports: '../../local-supabase/free-port' },
    { file: 'scripts/x.ts', imports: '../local-supabase/auth/rate-limits' },
  ];
  it.each(planted)('fails on $file importing $imports', async ({ file, imports }) => {
    const errors = await boundaryErrors(file, `import * as m from '${imports}';\nvoid m;\n`);
    expect(errors).toContainEqual(expect.stringContaining(FRONT_DOOR));
  });

  it('fails on a dynamic import behind the front door', async () => {
    const code = "export const m = await import('../../local-supabase/db/wire-server');\n";
    expect(await boundaryErrors('tests/integration/x.test.ts', code)).toContainEqual(
      expect.stringContaining(FRONT_DOOR),
    );
  });

  it.each([
    { file: 'tests/integration/x.test.ts', imports: '../../local-supabase' },
    { file: 'e2e/x.test.ts', imports: '../local-supabase/index' },
    { file: 'scripts/x.ts', imports: '../local-supabase' },
    { file: 'local-supabase/x.ts', imports: './auth/users' },
  ])('lets $file import $imports', async ({ file, imports }) => {
    const errors = await boundaryErrors(file, `import * as m from '${imports}';\nvoid m;\n`);
    expect(errors).toEqual([]);
  });
});
