// supabase/config.toml as today's Supabase CLI reads it (the `supabase` devDependency, so
// `npx supabase` in docs/deploy.md is this one): `supabase services` loads the config
// first and prints every warning and error about it (a removed section, a deprecated or
// unknown key), without Docker or a linked project. The file must load with none.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'node_modules', '.bin', 'supabase');
const CONFIG_FILE = path.join(ROOT, 'supabase', 'config.toml');
const dirs: string[] = [];

/** What the CLI says loading `toml` as a project's supabase/config.toml. */
function loadWithCli(toml: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'supabase-cli-config-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'supabase'));
  writeFileSync(path.join(dir, 'supabase', 'config.toml'), toml);
  const run = spawnSync(CLI, ['services', '--workdir', dir], {
    encoding: 'utf8',
    timeout: 60_000,
    // No telemetry, no update check, no login prompt.
    env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', CI: '1' },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.trim() };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('supabase/config.toml with the current Supabase CLI', () => {
  it('loads with no warning and no error', () => {
    const own = loadWithCli(readFileSync(CONFIG_FILE, 'utf8'));
    expect(own.stderr).toBe('');
    expect(own.status).toBe(0);
    expect(own.stdout).toContain('supabase/postgres');
  });

  it('would name what it refuses: the 2.x mail catcher section, an unknown key', () => {
    const old = readFileSync(CONFIG_FILE, 'utf8').replace(/^\[local_smtp\]$/m, '[inbucket]');
    expect(loadWithCli(old).stderr).toContain('[inbucket] in supabase/config.toml is no longer');
    const unknown = readFileSync(CONFIG_FILE, 'utf8').replace(
      /^\[api\]$/m,
      '[api]\nlegacy_keys = false',
    );
    expect(loadWithCli(unknown).stderr).toContain('api.legacy_keys');
  });
});
