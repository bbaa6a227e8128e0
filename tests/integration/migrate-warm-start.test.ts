// What a warm start of the stack skips (issue 22): the bootstrap while its files
// are those that last ran, and the text of applied migrations (compared by hash).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { migrate } from '../../local-supabase/db/migrate';

const adminDbUrl = inject('adminDbUrl');
const dbUrl = inject('dbUrl');

let dir = '';
afterEach(() => {
  vi.restoreAllMocks();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('warm start', () => {
  it('skips the bootstrap while its files are unchanged, and runs it again once they differ', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'warm-start-'));
    const marker = path.join(dir, 'bootstrap.sha256');
    const opts = { seed: false, migrationsDir: dir, bootstrapMarker: marker };
    await migrate(adminDbUrl, opts);
    expect(readFileSync(marker, 'utf8')).toMatch(/^[0-9a-f]{64}$/);

    // Logged in as postgres the bootstrap refuses to run, so getting through proves it was skipped.
    await expect(migrate(dbUrl, opts)).resolves.toEqual({ applied: [], seeded: false });
    writeFileSync(marker, 'from an older bootstrap');
    await expect(migrate(dbUrl, opts)).rejects.toThrow(/superuser other than postgres/);
  });

  it('warns about an applied migration edited afterwards, and only then', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'warm-start-'));
    const version = `2998${String(Date.now()).slice(-10)}`;
    const file = path.join(dir, `${version}_edited_later.sql`);
    writeFileSync(file, 'select 1;\n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await migrate(adminDbUrl, { seed: false, migrationsDir: dir })).applied).toEqual([
      version,
    ]);
    await migrate(adminDbUrl, { seed: false, migrationsDir: dir });
    expect(warn).not.toHaveBeenCalled();

    writeFileSync(file, 'select 2;\n');
    await migrate(adminDbUrl, { seed: false, migrationsDir: dir });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('changed after it was applied'));
  });
});
