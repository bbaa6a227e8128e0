// `can()` (src/lib/capabilities.ts) decides which case controls the app offers; RLS,
// triggers and functions decide what happens. For every case action, role and case
// state this asks both: the action is tried for real through supabase-js as that user
// on a case of its own, and the answers must agree, so the UI neither offers what the
// database refuses nor hides what it allows.
// workOnCase is left out: it names the case page a contractor works from (its
// controls are the other actions here), not one thing the database allows.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { can, type CaseRef } from '../../src/lib/capabilities';
import { createUser, type TestUser } from '../support/supabase';

type Status = 'open' | 'assigned' | 'in_progress' | 'completed';
type Whose = 'nobody' | 'theirs' | 'another';
type Probe = (user: TestUser, caseId: string) => Promise<boolean>;

const db = new pg.Client({ connectionString: inject('dbUrl') });
let poster: TestUser;
let other: TestUser;
const users: Partial<Record<'admin' | 'contractor' | 'free', TestUser>> = {};

beforeAll(async () => {
  await db.connect();
  poster = await createUser('admin', { name: 'Poster' });
  other = await createUser('contractor', { name: 'Other' });
  users.admin = await createUser('admin', { name: 'Caps Admin' });
  users.contractor = await createUser('contractor', { name: 'Caps Contractor' });
  users.free = await createUser('free', { name: 'Caps Free' });
});
afterAll(() => db.end());

/** A case of its own for one probe, posted two days ago (so today's work may be dated). */
async function newCase(status: Status, contractorId: string | null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status, county, created_at)
     values ('Capabilities', 'Agreement check', $1, $2, $3, 'Leon', now() - interval '2 days')
     returning id`,
    [poster.id, contractorId, status],
  );
  return rows[0]!.id;
}

const PROBES: Record<
  'acceptCase' | 'logTime' | 'logContact' | 'manageCourtDates' | 'setReportStatus',
  Probe
> = {
  // Taking the case: afterwards it is theirs, and it was not before.
  async acceptCase(user, caseId) {
    const before = await db.query('select contractor_id from public.cases where id = $1', [caseId]);
    await user.client.rpc('accept_case', { case_id: caseId });
    const after = await db.query('select contractor_id from public.cases where id = $1', [caseId]);
    return before.rows[0].contractor_id !== user.id && after.rows[0].contractor_id === user.id;
  },
  async logTime(user, caseId) {
    const { error } = await user.client
      .from('time_entries')
      .insert({ case_id: caseId, description: 'Agreement check', hours: 1, date: today() });
    return error === null;
  },
  async logContact(user, caseId) {
    const { error } = await user.client.from('case_contacts').insert({ case_id: caseId });
    return error === null;
  },
  async manageCourtDates(user, caseId) {
    const { error } = await user.client.from('court_dates').insert({
      case_id: caseId,
      hearing_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      hearing_type: 'status',
    });
    return error === null;
  },
  async setReportStatus(user, caseId) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.court_dates (case_id, hearing_at, hearing_type)
       values ($1, now() + interval '30 days', 'status') returning id`,
      [caseId],
    );
    const { data, error } = await user.client
      .from('court_dates')
      .update({ report_status: 'drafting' })
      .eq('id', rows[0]!.id)
      .select('id');
    return error === null && (data ?? []).length === 1;
  },
};

const today = () => new Date().toISOString().slice(0, 10);
const ROLE_NAMES = { admin: 'an admin', contractor: 'a contractor', free: 'a free user' } as const;

const STATES: [Status, Whose][] = [
  ['open', 'nobody'],
  ['assigned', 'theirs'],
  ['assigned', 'another'],
  ['in_progress', 'theirs'],
  ['in_progress', 'another'],
  ['completed', 'theirs'],
  ['completed', 'another'],
];

describe('can() and the database agree', () => {
  for (const role of ['admin', 'contractor', 'free'] as const) {
    it(`for ${ROLE_NAMES[role]}, on every case action and state`, async () => {
      const user = users[role]!;
      const disagreements: string[] = [];
      for (const [action, probe] of Object.entries(PROBES)) {
        for (const [status, whose] of STATES) {
          // Only a contractor can hold a case (the database refuses anyone else).
          if (whose === 'theirs' && role !== 'contractor') continue;
          const contractorId = whose === 'theirs' ? user.id : whose === 'another' ? other.id : null;
          const item: CaseRef = { status, contractor_id: contractorId };
          const offered = can(user, action as keyof typeof PROBES, item);
          const allowed = await probe(user, await newCase(status, contractorId));
          if (offered !== allowed)
            disagreements.push(
              `${action} on a case ${status} (${whose === 'nobody' ? 'unassigned' : whose}): can() says ${offered}, the database ${allowed}`,
            );
        }
      }
      expect(disagreements).toEqual([]);
    }, 120_000);
  }
});
