// supabase/config.toml as the Supabase CLI reads it: a setting comes from the
// environment as SUPABASE_<DOTTED_PATH> (dots become underscores, upper case),
// else from the file, else the CLI's default.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type TomlTable } from 'smol-toml';
import { ROOT } from './root';

export const CONFIG_FILE = path.join(ROOT, 'supabase', 'config.toml');

let cached: TomlTable | null = null;

function fileConfig(): TomlTable {
  cached ??= existsSync(CONFIG_FILE) ? parse(readFileSync(CONFIG_FILE, 'utf8')) : {};
  return cached;
}

const envName = (dotted: string) => `SUPABASE_${dotted.replace(/\./g, '_').toUpperCase()}`;

function fromFile(dotted: string): unknown {
  let node: unknown = fileConfig();
  for (const key of dotted.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as TomlTable)[key];
  }
  return node;
}

function bad(dotted: string, expected: string, value: unknown): Error {
  return new Error(
    `supabase/config.toml: ${dotted} should be ${expected}, not ${JSON.stringify(value)}`,
  );
}

export function stringSetting(dotted: string, fallback: string): string {
  const env = process.env[envName(dotted)];
  if (env) return env;
  const value = fromFile(dotted);
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw bad(dotted, 'a string', value);
  return value;
}

export function numberSetting(dotted: string, fallback: number): number {
  const env = process.env[envName(dotted)];
  const value = env ? Number(env) : fromFile(dotted);
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw bad(dotted, 'a number', value);
  return value;
}

export function booleanSetting(dotted: string, fallback: boolean): boolean {
  const env = process.env[envName(dotted)];
  if (env) {
    if (env !== 'true' && env !== 'false') throw bad(envName(dotted), 'true or false', env);
    return env === 'true';
  }
  const value = fromFile(dotted);
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw bad(dotted, 'true or false', value);
  return value;
}

export function stringListSetting(dotted: string, fallback: string[]): string[] {
  const env = process.env[envName(dotted)];
  if (env) return env.split(',').map((s) => s.trim());
  const value = fromFile(dotted);
  if (value === undefined) return fallback;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw bad(dotted, 'a list of strings', value);
  }
  return value as string[];
}

/** A Go duration as the CLI writes them ("60s", "1m", "1h30m") in seconds. */
export function durationSetting(dotted: string, fallbackSeconds: number): number {
  const raw = stringSetting(dotted, '');
  if (raw === '') return fallbackSeconds;
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  let total = 0;
  let rest = raw;
  while (rest !== '') {
    const match = /^(\d+(?:\.\d+)?)(ms|h|m|s)/.exec(rest);
    if (!match) throw bad(dotted, 'a duration such as "60s"', raw);
    total += Number(match[1]) * (units[match[2]!] ?? 0);
    rest = rest.slice(match[0].length);
  }
  return total;
}

/** The names of a setting's sub-tables (`storage.buckets` -> each `[storage.buckets.NAME]`). */
export function tableNames(dotted: string): string[] {
  const value = fromFile(dotted);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value)
    .filter(([, v]) => typeof v === 'object' && v !== null && !Array.isArray(v))
    .map(([name]) => name);
}
