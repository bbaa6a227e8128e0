// The simulated users of `npm run bench -- load`: real accounts
// signed in through the stack's GoTrue, each a supabase-js client doing what
// its role does, each checking every row it receives against what the RLS
// policies let that user see. What a user may see is read beforehand as
// postgres (no RLS), never from the API under test.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { signIn } from '../../tests/support/supabase';
import { DEMO_PASSWORD } from './bench-stats';

export type Role = 'admin' | 'contractor' | 'applicant';

export interface SimUser {
  role: Role;
  email: string;
  id: string;
  client: SupabaseClient;
  /** Cases the user administers or works (private.participant_case_ids()). */
  participantCases: Set<string>;
  participantList: string[];
  /** Their own cases that are not completed (private.loggable_case_ids()), to log time on. */
  loggableCases: string[];
}

/** 5 admin sessions, 35 contractors, 10 applicants. */
export const MIX: Record<Role, number> = { admin: 5, contractor: 35, applicant: 10 };

interface Row {
  [column: string]: unknown;
}

/** True when `row` of `table` is one the user may read; each rule cites its policy. */
export function mayRead(user: SimUser, table: string, row: Row): boolean {
  if (user.role === 'admin') return true;
  switch (table) {
    // "Admins see all cases, contractors see open cases and their own"
    case 'cases':
      return row.contractor_id === user.id || (row.status === 'open' && user.role === 'contractor');
    // "Contractors read their own entries and admins read all"
    case 'time_entries':
      return row.user_id === user.id;
    // "Case participants and admins read messages"
    case 'messages':
      return user.participantCases.has(row.case_id as string);
    // "Applicants read their own contractor applications, admins read all"
    case 'contractor_applications':
      return row.user_id === user.id;
    // "Applicants read their own application events, admins read all"
    case 'application_events':
      return row.applicant_id === user.id;
    default:
      throw new Error(`no visibility rule for ${table}`);
  }
}

export interface Tally {
  latencies: Map<string, number[]>;
  errors: Map<string, number>;
  /** A few distinct error texts, as supabase-js returned them. */
  samples: Set<string>;
  rowsChecked: number;
  wrongRows: number;
  /** Ids of rows the API answered a successful insert for, per table. */
  committed: Map<string, Set<string>>;
}

export const newTally = (): Tally => ({
  latencies: new Map(),
  errors: new Map(),
  samples: new Set(),
  rowsChecked: 0,
  wrongRows: 0,
  committed: new Map([
    ['time_entries', new Set()],
    ['messages', new Set()],
  ]),
});

type Result = { data: unknown; error: { message: string; code?: string } | null };
type Op = (
  u: SimUser,
  n: number,
) => [table: string, run: () => PromiseLike<Result>, insert?: boolean];

const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length]!;
const today = () => new Date().toISOString().slice(0, 10);
/** Dates over the last four weeks: each contractor's 24-hour day limit stays far off. */
const pastDate = (n: number) =>
  new Date(Date.now() - (n % 28) * 86_400_000).toISOString().slice(0, 10);

/** Scale cases (all ids), for admins opening any case. */
let allCases: string[] = [];
let allApplications: string[] = [];

const OPS: Record<string, Op> = {
  'browse cases': (u) => [
    'cases',
    () =>
      u.client
        .from('cases')
        .select('id, title, status, county, contractor_id, created_at', { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id')
        .range(0, 19),
  ],
  'open case': (u, n) => [
    'cases',
    () =>
      u.client
        .from('cases')
        .select('id, title, description, status, contractor_id, admin_id, county, urgency')
        .eq('id', u.role === 'admin' ? pick(allCases, n * 7919) : pick(u.participantList, n))
        .maybeSingle(),
  ],
  'read messages': (u, n) => [
    'messages',
    () => {
      const q = u.client.from('messages').select('id, case_id, sender_id, body, created_at');
      // Half the reads open a thread, half list everything the user may read.
      const cases = u.participantList;
      return (n % 2 && cases.length ? q.eq('case_id', pick(cases, n)) : q)
        .order('created_at', { ascending: false })
        .limit(50);
    },
  ],
  'read time entries': (u) => [
    'time_entries',
    () =>
      u.client
        .from('time_entries')
        .select('id, user_id, case_id, hours, date')
        .order('date', { ascending: false })
        .limit(50),
  ],
  'log time': (u, n) => [
    'time_entries',
    () =>
      u.client
        .from('time_entries')
        .insert({
          case_id: pick(u.loggableCases, n),
          hours: 0.25,
          date: pastDate(n),
          description: `Load test: case review ${today()}`,
        })
        .select('id, user_id, case_id, hours, date')
        .single(),
    true,
  ],
  'send message': (u, n) => [
    'messages',
    () =>
      u.client
        .from('messages')
        .insert({ case_id: pick(u.participantList, n), body: `Load test message ${n}` })
        .select('id, case_id, sender_id, body, created_at')
        .single(),
    true,
  ],
  'review applications': (u) => [
    'contractor_applications',
    () =>
      u.client
        .from('contractor_applications')
        .select('id, user_id, full_name, status, created_at', { count: 'exact' })
        .order('created_at', { ascending: false })
        .range(0, 19),
  ],
  'open application': (u, n) => [
    'application_events',
    () => {
      const q = u.client
        .from('application_events')
        .select('id, application_id, applicant_id, to_status, created_at');
      return (u.role === 'admin' ? q.eq('application_id', pick(allApplications, n * 104729)) : q)
        .order('created_at')
        .limit(50);
    },
  ],
};

/** What each role does, in proportion (an op listed twice runs twice as often). */
const PLAN: Record<Role, string[]> = {
  admin: [
    'browse cases',
    'open case',
    'read messages',
    'send message',
    'review applications',
    'open application',
    'review applications',
  ],
  contractor: [
    'browse cases',
    'open case',
    'read messages',
    'send message',
    'read time entries',
    'log time',
    'log time',
  ],
  applicant: [
    'browse cases',
    'review applications',
    'open application',
    'read time entries',
    'read messages',
  ],
};

export const OPERATIONS = Object.keys(OPS);

/** Runs one user's next operation; false when it failed (the caller backs off). */
export async function step(u: SimUser, n: number, tally: Tally, now: number) {
  const name = pick(PLAN[u.role], n + u.id.charCodeAt(0));
  const [table, run, insert] = OPS[name]!(u, Math.floor(n / PLAN[u.role].length));
  const { data, error } = await run();
  const ms = performance.now() - now;
  if (error) {
    tally.errors.set(name, (tally.errors.get(name) ?? 0) + 1);
    // supabase-js puts a network failure's cause in details ("connect ECONNREFUSED ...").
    const cause = /Caused by: (.*)/.exec((error as { details?: string }).details ?? '')?.[1];
    const text = `${error.message}${error.code ? ` (${error.code})` : ''}${cause ? `; ${cause}` : ''}`;
    if (tally.samples.size < 8) tally.samples.add(`${name}: ${text.replace(/:\d+/g, ':<port>')}`);
    return false;
  }
  const rows = (Array.isArray(data) ? data : data ? [data] : []) as Row[];
  for (const row of rows) {
    tally.rowsChecked += 1;
    if (!mayRead(u, table, row)) tally.wrongRows += 1;
  }
  if (insert) tally.committed.get(table)!.add(rows[0]!.id as string);
  const list = tally.latencies.get(name) ?? [];
  list.push(ms);
  tally.latencies.set(name, list);
  return true;
}

/** Picks the accounts, reads what each may see (as postgres), and signs each in. */
export async function signInUsers(apiUrl: string, dbUrl: string): Promise<SimUser[]> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const accounts = async (sql: string, n: number) =>
      (await db.query<{ id: string; email: string }>(sql, [n])).rows;
    const admin = await accounts(
      `select id, email from public.users where role = 'admin' order by email limit $1`,
      1,
    );
    // Contractors with work still open, so each has a case to log time on.
    const contractors = await accounts(
      `select u.id, u.email from public.users u where u.email like 'contractor%@scale.demo.test'
          and exists (select 1 from public.cases c where c.contractor_id = u.id and c.status <> 'completed')
        order by u.email limit $1`,
      MIX.contractor,
    );
    const applicants = await accounts(
      `select u.id, u.email from public.users u where u.email like 'applicant%@scale.demo.test'
          and exists (select 1 from public.contractor_applications a where a.user_id = u.id)
        order by u.email limit $1`,
      MIX.applicant,
    );
    allCases = (await db.query<{ id: string }>(`select id from public.cases order by id`)).rows.map(
      (r) => r.id,
    );
    allApplications = (
      await db.query<{ id: string }>(`select id from public.contractor_applications order by id`)
    ).rows.map((r) => r.id);
    const people: [Role, { id: string; email: string }][] = [
      ...Array.from(
        { length: MIX.admin },
        () => ['admin', admin[0]!] as [Role, (typeof admin)[0] & {}],
      ),
      ...contractors.map((a) => ['contractor', a] as [Role, typeof a]),
      ...applicants.map((a) => ['applicant', a] as [Role, typeof a]),
    ];
    const users: SimUser[] = [];
    for (const [role, { id, email }] of people) {
      const { rows } = await db.query<{ id: string; status: string }>(
        `select id, status from public.cases where admin_id = $1 or contractor_id = $1`,
        [id],
      );
      const { client } = await signIn(email, DEMO_PASSWORD, { apiUrl });
      users.push({
        role,
        email,
        id,
        client,
        participantCases: new Set(rows.map((r) => r.id)),
        participantList: rows.map((r) => r.id),
        loggableCases: rows.filter((r) => r.status !== 'completed').map((r) => r.id),
      });
    }
    return users;
  } finally {
    await db.end();
  }
}
