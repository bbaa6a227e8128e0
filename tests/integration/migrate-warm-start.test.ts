// What a warm start of the stack skips: the bootstrap while its files
// are those that last ran, the migrations' check while their files are those that
// last ran, and the text of applied migrations (compared by hash).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { migrate, migrationsUpToDate } from '../../local-supabase';

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

  it('asks the database nothing while the migration files are those it last ran, and migrates once they differ', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'warm-start-'));
    const migrationsDir = path.join(dir, 'migrations');
    mkdirSync(migrationsDir);
    const version = `2997${String(Date.now()).slice(-10)}`;
    writeFileSync(path.join(migrationsDir, `${version}_first.sql`), 'select 1;\n');
    const markers = {
      bootstrapMarker: path.join(dir, 'bootstrap.sha256'),
      migrationsMarker: path.join(dir, 'migrations.sha256'),
    };
    const opts = { seed: false, migrationsDir, ...markers };
    expect(migrationsUpToDate(opts)).toBe(false);
    expect((await migrate(adminDbUrl, opts)).applied).toEqual([version]);
    expect(migrationsUpToDate(opts)).toBe(true);

    // Nothing listens here: only a run that asks the database nothing gets through.
    const nowhere = 'postgres://supabase_admin:postgres@127.0.0.1:1/postgres';
    await expect(migrate(nowhere, opts)).resolves.toEqual({ applied: [], seeded: false });

    const next = `2997${String(Date.now() + 1).slice(-10)}`;
    writeFileSync(path.join(migrationsDir, `${next}_second.sql`), 'select 2;\n');
    expect(migrationsUpToDate(opts)).toBe(false);
    await expect(migrate(nowhere, opts)).rejects.toThrow();
    expect((await migrate(adminDbUrl, opts)).applied).toEqual([next]);
    expect(migrationsUpToDate(opts)).toBe(true);
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
