// Compliance over supabase-js against the real local stack: the standing and eligibility
// gates answer the app's own calls with their messages (and HTTP 400, not 500); a
// certificate upload is held to its bucket's type and size; an export read in keyset
// pages returns exactly the rows the database holds for the filters.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
const run = randomUUID().slice(0, 8);
const year = new Date().getUTCFullYear();

let admin: TestUser;
let short: TestUser;

async function openCase(title: string, abuse = false): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, status, county, abuse_allegation)
     values ($1, 'For compliance-http.test', $2, 'open', 'Leon', $3) returning id`,
    [`${title} ${run}`, admin.id, abuse],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: `Compliance Admin ${run}` });
  short = await createUser('contractor', { name: `Short Contractor ${run}` });
  // Approved in 2020, with 4.5 of this year's 12 in-service hours.
  await db.query(`update public.users set contractor_since = '2020-01-15' where id = $1`, [
    short.id,
  ]);
  await db.query(
    `insert into public.training_records (user_id, title, provider, completed_on, hours, kind, status)
     values ($1, 'Annual update', 'GAL', current_date, 4.5, 'in_service', 'approved')`,
    [short.id],
  );
});
afterAll(() => db.end());

describe('the gates over HTTP', () => {
  it('refuses accept_case to a contractor short of hours with what is missing', async () => {
    const id = await openCase('Gate');
    const result = await short.client.rpc('accept_case', { case_id: id });
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({
      code: 'GC101',
      message: `You are not in good standing: 7.5 in-service hours still needed for ${year}`,
    });
    const listed = await short.client.from('cases').select('id, accept_blocker').eq('id', id);
    expect(listed.data).toEqual([{ id, accept_blocker: result.error!.message }]);
  });

  it('names the contractor to the admin who assigns them', async () => {
    const id = await openCase('Assign');
    const result = await admin.client.rpc('assign_case', { case_id: id, contractor_id: short.id });
    expect(result.error?.message).toBe(
      `Short Contractor ${run} is not in good standing: 7.5 in-service hours still needed for ${year}`,
    );
  });

  it('refuses an abuse-allegation case to a contractor without certification', async () => {
    const other = await createUser('contractor');
    const id = await openCase('Abuse', true);
    const result = await other.client.rpc('accept_case', { case_id: id });
    expect(result.error?.message).toContain('§61.402(2), Fla. Stat.');
    await db.query(
      `insert into public.contractor_eligibility (user_id, path, credential, verified_on)
       values ($1, 'florida_bar_member', '0123456', current_date)`,
      [other.id],
    );
    const again = await other.client.rpc('accept_case', { case_id: id });
    expect(again.error).toBeNull();
    expect(again.data?.[0]?.contractor_id).toBe(other.id);
  });
});

describe('certificates', () => {
  // A PDF's first bytes ('%PDF-'): the local Storage checks them (storage/signatures.ts).
  const pdf = (bytes: number) =>
    new Blob(
      [new Uint8Array(bytes).fill(0x25).map((b, i) => (i < 5 ? '%PDF-'.charCodeAt(i) : b))],
      { type: 'application/pdf' },
    );

  it('takes a PDF into the owner’s folder and gives the owner and admins a link', async () => {
    const path = `${short.id}/${randomUUID()}.pdf`;
    const up = await short.client.storage.from('certificates').upload(path, pdf(2048));
    expect(up.error).toBeNull();
    expect(
      (await short.client.storage.from('certificates').createSignedUrl(path, 60)).error,
    ).toBeNull();
    expect(
      (await admin.client.storage.from('certificates').createSignedUrl(path, 60)).error,
    ).toBeNull();
    const stranger = await createUser('contractor');
    expect(
      (await stranger.client.storage.from('certificates').createSignedUrl(path, 60)).error,
    ).not.toBeNull();
  });

  it('refuses an SVG and a file over 5 MB', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    const typed = await short.client.storage
      .from('certificates')
      .upload(`${short.id}/${randomUUID()}.png`, svg, { contentType: 'image/svg+xml' });
    expect(typed.error).not.toBeNull();
    const big = await short.client.storage
      .from('certificates')
      .upload(`${short.id}/${randomUUID()}.pdf`, pdf(5 * 1024 * 1024 + 1));
    expect(big.error).not.toBeNull();
  });
});

describe('export pages', () => {
  it('reads every time entry of a county in a date range, once, in keyset pages', async () => {
    const worker = await createUser('contractor');
    const { rows: cases } = await db.query<{ id: string; county: string }>(
      `insert into public.cases (title, description, admin_id, contractor_id, status, county, created_at)
       values ('Export A ${run}', 'x', $1, $2, 'assigned', 'Duval', now() - interval '60 days'),
              ('Export B ${run}', 'x', $1, $2, 'assigned', 'Leon', now() - interval '60 days')
       returning id, county`,
      [admin.id, worker.id],
    );
    // 7 entries a day for 5 days on each case: ties on date are the keyset's hard part.
    await db.query(
      `insert into public.time_entries (case_id, user_id, description, hours, date)
       select c.id, $2, 'Entry ' || d || '-' || n, 0.25, current_date - d
         from unnest($1::uuid[]) as c(id), generate_series(1, 5) d, generate_series(1, 7) n`,
      [cases.map((c) => c.id), worker.id],
    );
    const duval = cases.find((c) => c.county === 'Duval')!.id;
    const from = new Date(Date.now() - 4 * 864e5).toISOString().slice(0, 10);
    const seen: string[] = [];
    let cursor: { at: string; id: string } | null = null;
    // The same query the Exports page sends, with a page of 4 rows.
    do {
      let q = worker.client
        .from('time_entries')
        .select('id, date, case:cases!inner(county)')
        .gte('date', from)
        .eq('case.county', 'Duval');
      if (cursor) q = q.or(`date.gt."${cursor.at}",and(date.eq."${cursor.at}",id.gt.${cursor.id})`);
      const { data, error } = await q.order('date').order('id').limit(4);
      expect(error).toBeNull();
      seen.push(...data!.map((r) => r.id));
      const last = data!.at(-1);
      cursor = data!.length === 4 && last ? { at: last.date, id: last.id } : null;
    } while (cursor);
    const { rows: expected } = await db.query<{ id: string }>(
      `select id from public.time_entries where case_id = $1 and date >= $2 order by date, id`,
      [duval, from],
    );
    expect(seen).toEqual(expected.map((r) => r.id));
    expect(seen).toHaveLength(28);
  });
});
