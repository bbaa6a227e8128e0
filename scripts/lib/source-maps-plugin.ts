// Vite plugin: the production build writes source maps ('hidden': no sourceMappingURL
// comment in the served files) and this moves them out of the served folder into
// sourcemaps/ beside it, so a user never downloads them and whoever reads a reported
// error's stack (its release names the build) can map it back with them.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const SOURCE_MAPS_DIR = 'sourcemaps';

export function sourceMapsOutOfDist(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gal:source-maps-out-of-dist',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      const maps = Object.keys(bundle).filter((fileName) => fileName.endsWith('.map'));
      // A build without maps (the test and bench builds) leaves the last release's maps be.
      if (!maps.length) return;
      const target = path.resolve(config.root, SOURCE_MAPS_DIR);
      rmSync(target, { recursive: true, force: true });
      for (const fileName of maps) {
        const to = path.join(target, fileName);
        mkdirSync(path.dirname(to), { recursive: true });
        renameSync(path.join(outDir, fileName), to);
      }
    },
  };
}
