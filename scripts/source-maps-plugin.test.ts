// The production build's source maps leave the served folder: each .map moves to
// sourcemaps/ (same relative path), the served files stay, and an SSR build is left alone.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig, Rollup } from 'vite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SOURCE_MAPS_DIR, sourceMapsOutOfDist } from './lib/source-maps-plugin';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'gal-maps-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

type Hook = (this: unknown, ...args: unknown[]) => void;

it('moves every map out of dist and keeps the served files', () => {
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"version":3}');
  const plugin = sourceMapsOutOfDist();
  (plugin.configResolved as Hook).call(null, { root, build: { outDir: 'dist' } } as ResolvedConfig);
  const bundle = {
    'assets/index-abc.js': {},
    'assets/index-abc.js.map': {},
  } as unknown as Rollup.OutputBundle;
  (plugin.writeBundle as Hook).call(null, { dir: dist }, bundle);

  expect(existsSync(path.join(dist, 'assets', 'index-abc.js.map'))).toBe(false);
  expect(existsSync(path.join(dist, 'assets', 'index-abc.js'))).toBe(true);
  expect(readFileSync(path.join(root, SOURCE_MAPS_DIR, 'assets', 'index-abc.js.map'), 'utf8')).toBe(
    '{"version":3}',
  );
});

it('applies to the client build only', () => {
  const apply = sourceMapsOutOfDist().apply as (c: object, env: object) => boolean;
  expect(apply({}, { command: 'build', isSsrBuild: false })).toBe(true);
  expect(apply({}, { command: 'build', isSsrBuild: true })).toBe(false);
  expect(apply({}, { command: 'serve' })).toBe(false);
});
