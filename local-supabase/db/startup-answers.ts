// PostgREST asks the same catalog questions on every start: about 300 ms of PGlite's one
// session, while Vite starts beside it (keeps a warm start fast). A start whose catalogs have not
// changed since the answers were learned gets them byte for byte, without PGlite.
//
// Kept: each extended-protocol batch (Parse to Sync) of a plain SELECT, unnamed, that PostgREST
// (it logs in as authenticator) sends before it is ready, keyed by its bytes and the
// transaction status it was sent in, with PGlite's whole answer when that held no error and no
// notice. Everything else (BEGIN, COMMIT, settings, every request after ready) runs as ever.
//
// Valid while every catalog's files (each pg_catalog relation, its toast and indexes, where
// pg_relation_filepath puts them, and the relation maps) have the sizes and modification times
// they had when the answers were learned. A catalog change writes one of them before the next
// start looks: at a checkpoint, at the clean stop, or in crash recovery while PGlite opens. A
// write that changed nothing PostgREST reads (hint bits) costs one start's learning, never a
// stale answer. Hosted PostgREST and PostgreSQL 15 never use this.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { eachMessage, FROM_CLIENT, FROM_SERVER } from './wire-protocol';

export interface StartupAnswers {
  /** For a client that logged in as `user`: its tap, or null (not PostgREST, or after ready). */
  tap(user: string): AnswerTap | null;
  /**
   * After migrations changed the catalogs, before PostgREST starts: vacuums and checkpoints
   * them, so that no later read rewrites their pages (hint bits, pruning) and costs the next
   * start its answers; the answers learned from here on are this state's.
   */
  settle(adminUrl: string): Promise<void>;
  /** PostgREST is ready: no more taps; this start's answers are saved if any were new. */
  close(): AnswerCounts;
}

/** Of PostgREST's start-up questions: how many were answered from the last start, how many ran. */
export interface AnswerCounts {
  answered: number;
  learned: number;
}

export interface AnswerTap {
  /** The messages to run now, in order: none while a batch is held or once it was answered. */
  incoming(message: Buffer, answer: (bytes: Buffer) => void): Buffer[];
  /** What PGlite answered to a message that ran. */
  outgoing(chunk: Buffer): void;
}

export const ANSWERS_FILE = 'local-supabase-postgrest-answers.json';
const POSTGREST_ROLE = 'authenticator';
const { parse: PARSE, bind: BIND, describe: DESCRIBE, execute: EXECUTE, sync: SYNC } = FROM_CLIENT;
const { readyForQuery: READY, error: ERROR, notice: NOTICE } = FROM_SERVER;

interface Saved {
  fingerprint: string;
  /** The catalogs' files, relative to the data directory. */
  files: string[];
  /** Key (hex) to PGlite's answer (base64). */
  answers: Record<string, string>;
}

/** Loads the last start's answers from PGlite's data directory, valid or not, before clients come. */
export async function startupAnswers(db: PGlite, dataDir: string): Promise<StartupAnswers> {
  const file = path.join(dataDir, ANSWERS_FILE);
  const saved = readSaved(file);
  const reuse = saved !== null && fingerprint(dataDir, saved.files) === saved.fingerprint;
  let valid = reuse;
  let files = reuse ? saved.files : await catalogFiles((sql) => db.query<{ file: string }>(sql));
  let now = reuse ? saved.fingerprint : fingerprint(dataDir, files);
  const known = new Map(reuse ? Object.entries(saved.answers) : []);
  const learned = new Map<string, string>();
  let open = true;
  const counts: AnswerCounts = { answered: 0, learned: 0 };

  return {
    tap(user) {
      if (!open || user !== POSTGREST_ROLE) return null;
      let status = 'I';
      let rest: Buffer = Buffer.alloc(0);
      let held: Buffer[] | null = null;
      let learning: { key: string; chunks: Buffer[]; clean: boolean } | null = null;
      const scan = (bytes: Buffer) => {
        rest = eachMessage(Buffer.concat([rest, bytes]), (type, m) => {
          if (type === READY) status = String.fromCharCode(m[5]!);
          if (!learning) return;
          if (type === ERROR || type === NOTICE) learning.clean = false;
          if (type !== READY) return;
          if (learning.clean && open) {
            learned.set(learning.key, Buffer.concat(learning.chunks).toString('base64'));
            counts.learned += 1;
          }
          learning = null;
        });
      };
      return {
        incoming(message, answer) {
          const type = message[0];
          if (held === null) {
            if (type !== PARSE || !open || !plainSelect(message)) return [message];
            held = [message];
            return [];
          }
          const batch = [...held, message];
          if (type === BIND || type === DESCRIBE || type === EXECUTE) {
            held = batch;
            return [];
          }
          held = null;
          // Anything but Sync (a Flush waits for answers): run what was held, learn nothing.
          if (type !== SYNC) return batch;
          const key = createHash('sha256')
            .update(status)
            .update(Buffer.concat(batch))
            .digest('hex');
          const hit = known.get(key);
          if (hit !== undefined) {
            learned.set(key, hit);
            counts.answered += 1;
            const bytes = Buffer.from(hit, 'base64');
            scan(bytes);
            answer(bytes);
            return [];
          }
          learning = { key, chunks: [], clean: true };
          return batch;
        },
        outgoing(chunk) {
          learning?.chunks.push(chunk);
          scan(chunk);
        },
      };
    },
    async settle(adminUrl) {
      // As a client of the wire server, which keeps the one session's state apart.
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string }>(
          `select format('%I.%I', n.nspname, c.relname) as name
             from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'pg_catalog' and c.relkind = 'r'`,
        );
        await client.query(`vacuum ${rows.map((r) => r.name).join(', ')}`);
        await client.query('checkpoint');
        files = await catalogFiles((sql) => client.query<{ file: string }>(sql));
      } finally {
        await client.end();
      }
      valid = false;
      known.clear();
      now = fingerprint(dataDir, files);
    },
    close() {
      if (!open) return counts;
      open = false;
      if (counts.learned > 0 || !valid) {
        const next: Saved = { fingerprint: now, files, answers: Object.fromEntries(learned) };
        writeFileSync(`${file}.tmp`, JSON.stringify(next));
        renameSync(`${file}.tmp`, file);
      }
      return counts;
    },
  };
}

/** An unnamed statement's text is a plain read: SELECT or WITH, setting nothing. */
function plainSelect(parse: Buffer): boolean {
  if (parse[5] !== 0) return false; // a named statement outlives its batch
  const end = parse.indexOf(0, 6);
  const sql = parse
    .subarray(6, end)
    .toString('utf8')
    .replace(/^(\s|--[^\n]*\n)+/, '')
    .toLowerCase();
  return /^(select|with)\b/.test(sql) && !sql.includes('set_config');
}

/** Every file of the system catalogs, relative to the data directory. */
async function catalogFiles(
  query: (sql: string) => Promise<{ rows: { file: string }[] }>,
): Promise<string[]> {
  const { rows } = await query(
    `select pg_catalog.pg_relation_filepath(c.oid) as file from pg_catalog.pg_class c
      where c.oid < 16384 and c.relkind in ('r', 'i', 't')
        and pg_catalog.pg_relation_filepath(c.oid) is not null`,
  );
  const dirs = new Set(rows.map((r) => path.posix.dirname(r.file)));
  const maps = [...dirs].map((dir) => `${dir}/pg_filenode.map`);
  const forks = rows.flatMap((r) => [r.file, `${r.file}_fsm`, `${r.file}_vm`]);
  return [...maps, ...forks].sort();
}

function fingerprint(dataDir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const stat = statSync(path.join(dataDir, file), { throwIfNoEntry: false });
    hash.update(`${file} ${stat ? `${stat.size} ${stat.mtimeMs}` : '-'}\n`);
  }
  return hash.digest('hex');
}

function readSaved(file: string): Saved | null {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Saved;
    const whole =
      Array.isArray(saved.files) &&
      typeof saved.fingerprint === 'string' &&
      typeof saved.answers === 'object';
    return whole ? saved : null;
  } catch {
    return null;
  }
}
