// Bundle figures from a Vite build's manifest: what a first visit downloads (the
// static import graph of the entry and a route module) and its gzip size. kB means
// 1000 bytes, as Vite and the issues count them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The files the given manifest keys load before any click (dynamic imports come later). */
export function staticGraph(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

export function gzipKb(outDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(outDir, file))).length / 1000;
}

/** gzip kB of the JavaScript among `files`. */
export function gzipJsKb(outDir: string, files: Iterable<string>): number {
  return [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipKb(outDir, f), 0);
}

/** The entry plus the first manifest key containing `routeKey`, with its gzip JS size. */
export function routeGzipKb(
  outDir: string,
  manifest: Manifest,
  routeKey: string,
): { kb: number; files: Set<string> } {
  const route = Object.keys(manifest).find((k) => k.includes(routeKey));
  const files = staticGraph(manifest, route ? ['index.html', route] : ['index.html']);
  return { kb: gzipJsKb(outDir, files), files };
}
