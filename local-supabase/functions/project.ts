// A project's Edge Functions as the Supabase CLI reads them: the code in
// supabase/functions/<name>/index.ts, `[functions.<name>]` in supabase/config.toml,
// and secrets in supabase/functions/.env (what `supabase functions serve` reads).
// Both files are read again when they change, so an edit needs no restart.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { parse } from 'smol-toml';

/** The CLI's function name pattern; other folders (`_shared`) are not functions. */
const SLUG = /^[A-Za-z][A-Za-z0-9_-]*$/;

export interface FunctionConfig {
  /** Hosted's default: a request needs a valid JWT unless the function says otherwise. */
  verifyJwt: boolean;
  enabled: boolean;
}

type TomlFunctions = Record<string, { verify_jwt?: unknown; enabled?: unknown }>;

/** A file's parsed content, parsed again only when its modification time changes. */
function cachedFile<T>(file: string, read: (text: string) => T, empty: T) {
  let mtime = -1;
  let value = empty;
  return (): T => {
    const now = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (now !== mtime) {
      mtime = now;
      value = now ? read(readFileSync(file, 'utf8')) : empty;
    }
    return value;
  };
}

export class FunctionsProject {
  private readonly functions: () => TomlFunctions;
  private readonly env: () => Record<string, string>;

  constructor(
    /** supabase/functions */
    readonly dir: string,
    configFile: string,
    warn: (line: string) => void = console.warn,
  ) {
    this.functions = cachedFile(
      configFile,
      (text) => (parse(text) as { functions?: TomlFunctions }).functions ?? {},
      {},
    );
    this.env = cachedFile(
      path.join(dir, '.env'),
      (text) => {
        const secrets: Record<string, string> = {};
        for (const [name, value] of Object.entries(parseEnv(text))) {
          // As `supabase secrets set`: the platform's own names are not the project's to set.
          if (name.startsWith('SUPABASE_'))
            warn(`Env name cannot start with SUPABASE_, skipping: ${name}`);
          else if (value !== undefined) secrets[name] = value;
        }
        return secrets;
      },
      {},
    );
  }

  config(name: string): FunctionConfig {
    const entry = this.functions()[name] ?? {};
    return { verifyJwt: entry.verify_jwt !== false, enabled: entry.enabled !== false };
  }

  /** The function's index.ts, or null when there is no such (enabled) function. */
  entrypoint(name: string): string | null {
    if (!SLUG.test(name) || !this.config(name).enabled) return null;
    const entry = path.join(this.dir, name, 'index.ts');
    return existsSync(entry) ? entry : null;
  }

  /** Secrets from supabase/functions/.env. */
  secrets(): Record<string, string> {
    return this.env();
  }
}
