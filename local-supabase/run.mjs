// `npm run stack` and `npm run db:reset` (and, through loadCli, `npm run dev`'s scripts/dev.mjs):
// the stack (cli.ts) from one bundled file, rebuilt by esbuild when a file in local-supabase/ is
// newer than it. Loading ~60 TypeScript
// files through tsx's loader thread cost about 2 CPU s and 20 to 50 MB of RSS on
// every start (a warm start and idle RSS must stay small). Packages stay in node_modules.
import { readdirSync, readFileSync, renameSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, '..', 'node_modules', '.cache', 'local-supabase', 'cli.mjs');

/** The newest modification time of the stack's own sources. */
function newestSource(dir = HERE) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(file));
    else if (/\.(ts|js|mjs|sql)$/.test(entry.name))
      newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

// The bundle names its sources by absolute path (below): one built in a checkout that has
// since moved points at the old place, so it says where it was built and is rebuilt elsewhere.
const STAMP = `// local-supabase bundle of ${HERE}`;

function upToDate() {
  try {
    return statSync(OUT).mtimeMs >= newestSource() && readFileSync(OUT, 'utf8').startsWith(STAMP);
  } catch {
    return false;
  }
}

async function build() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [path.join(HERE, 'cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    outfile: OUT,
    logLevel: 'warning',
    banner: { js: STAMP },
    plugins: [
      {
        // Each module keeps its own import.meta.url (config.ts finds the project by it).
        name: 'own-import-meta-url',
        setup(build) {
          build.onLoad({ filter: /\.ts$/ }, (args) => ({
            loader: 'ts',
            contents: readFileSync(args.path, 'utf8').replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
          }));
        },
      },
    ],
  });
  await esbuild.stop(); // its service process would stay beside the stack
  mkdirSync(path.dirname(OUT), { recursive: true });
  // Written whole, then renamed: a second start never runs half a file.
  const partial = `${OUT}.${process.pid}`;
  writeFileSync(partial, result.outputFiles[0].contents);
  renameSync(partial, OUT);
}

/** The stack's command module (cli.ts: main, serve, startError), bundled first if stale. */
export async function loadCli() {
  if (!upToDate()) await build();
  return import(pathToFileURL(OUT).href);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cli = await loadCli();
  await cli.main(process.argv[2]);
}
