// A sibling group's visit, logged once with supabase-js against the real stack: one
// contact covering two sibling cases with its hour split between them, two named
// children and a caseworker seen; each child's last seen in person updates, the
// caseworker's never counts as a child visit; another contractor reads none of these
// people. The family's functions are held against their generated types too.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectTyped, FAMILY_RPCS, typedAnswers } from '../support/typed-rpc';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let gal: TestUser;
let other: TestUser;

async function assignedCase(title: string, contractor: TestUser): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status, county, created_at)
     values ($1, 'For siblings.test', $2, $3, 'assigned', 'Leon', now() - interval '40 days') returning id`,
    [title, admin.id, contractor.id],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Siblings Admin' });
  gal = await createUser('contractor', { name: 'Siblings GAL' });
  other = await createUser('contractor', { name: 'Siblings Other' });
});
afterAll(() => db.end());

const { answers, tested } = typedAnswers();

describe('one visit for a sibling group', () => {
  it('logs one contact on two sibling cases, updates each child seen and nobody else reads them', async () => {
    const maya = await assignedCase('Maya', gal);
    const leo = await assignedCase('Leo', gal);
    expect((await gal.client.rpc('link_siblings', { case_ids: [maya, leo] })).error?.code).toBe(
      '42501',
    );
    expect((await admin.client.rpc('link_siblings', { case_ids: [maya, leo] })).error).toBeNull();

    const children = await gal.client
      .from('case_children')
      .insert([
        { case_id: maya, full_name: 'Maya Rivera', placement_type: 'relative', school: 'Sealey' },
        { case_id: leo, full_name: 'Leo Rivera', placement_type: 'relative', school: 'Sealey' },
      ])
      .select('id, full_name');
    expect(children.error).toBeNull();
    const party = await gal.client
      .from('case_parties')
      .insert({ case_id: maya, kind: 'caseworker', full_name: 'Dana Brooks', organisation: 'DCF' })
      .select('id')
      .single();
    expect(party.error).toBeNull();

    const contactId = randomUUID();
    const saved = await gal.client.rpc('save_contact', {
      contact_id: contactId,
      case_id: maya,
      contact_type: 'in_person',
      contact_with: [],
      minutes: 60,
      submit: true,
      shares: [{ case_id: maya }, { case_id: leo }],
      people: [...(children.data ?? []).map((c) => c.id), party.data!.id],
    });
    expect(saved.error).toBeNull();
    expect(saved.data?.[0]?.contact_with).toEqual(['child', 'caseworker']);

    const entries = await gal.client
      .from('time_entries')
      .select('case_id, hours')
      .eq('contact_id', contactId);
    expect(entries.data?.map((e) => [e.case_id, e.hours]).sort()).toEqual(
      [
        [maya, 0.5],
        [leo, 0.5],
      ].sort(),
    );

    for (const id of [maya, leo]) {
      const people = await gal.client.rpc('case_people', { case_id: id });
      const kids = (people.data as { children: { last_seen_on: string | null }[] }).children;
      expect(kids).toHaveLength(1);
      expect(kids[0]!.last_seen_on).not.toBeNull();
    }
    const due = await gal.client.rpc('child_visits_due');
    expect(due.data?.filter((d) => d.case_id === maya || d.case_id === leo)).toEqual([]);
    // The caseworker was seen, but is a party: never a child's visit.
    const seen = await gal.client.from('contact_people').select('child_id, party_id');
    expect(seen.data?.filter((p) => p.party_id === party.data!.id && p.child_id)).toEqual([]);
    expect((await gal.client.rpc('case_people', { case_id: maya })).data).toMatchObject({
      parties: [{ full_name: 'Dana Brooks' }],
    });

    // Each sibling case's contact list (contacts-api's read) finds the one shared contact.
    for (const id of [maya, leo]) {
      const listed = await gal.client
        .from('case_contacts')
        .select(
          '*, time_entries(invoice_lines(released)), contact_cases(case_id, quarters), on_case:contact_cases!inner(case_id)',
        )
        .eq('on_case.case_id', id);
      expect(listed.error).toBeNull();
      expect(
        listed.data?.map((k) => [k.id, k.contact_cases.length, k.time_entries.length]),
      ).toEqual([[contactId, 2, 2]]);
    }

    for (const table of ['case_children', 'case_parties', 'contact_people'] as const) {
      const read = await other.client.from(table).select('id');
      expect(read.error).toBeNull();
      expect(read.data).toEqual([]);
    }
    expect((await other.client.rpc('case_people', { case_id: maya })).data).toEqual({
      children: [],
      parties: [],
    });
    expect((await other.client.rpc('case_siblings', { case_id: maya })).data).toEqual([]);
  });
});

describe('the family functions the app calls', () => {
  answers('case_siblings', async () => {
    const a = await assignedCase('Typed A', gal);
    const b = await assignedCase('Typed B', gal);
    await admin.client.rpc('link_siblings', { case_ids: [a, b] });
    const result = await gal.client.rpc('case_siblings', { case_id: a });
    expect(result.data?.map((s) => s.title)).toEqual(['Typed B']);
    expectTyped('case_siblings', result);
  });

  answers('link_siblings', async () => {
    const a = await assignedCase('Typed C', gal);
    const b = await assignedCase('Typed D', gal);
    const result = await admin.client.rpc('link_siblings', { case_ids: [a, b] });
    expect(result.data).toHaveLength(2);
    expectTyped('link_siblings', result);
  });

  answers('unlink_sibling', async () => {
    const a = await assignedCase('Typed E', gal);
    const b = await assignedCase('Typed F', gal);
    await admin.client.rpc('link_siblings', { case_ids: [a, b] });
    const result = await admin.client.rpc('unlink_sibling', { case_id: a });
    expect(result.error).toBeNull();
    expectTyped('unlink_sibling', result);
  });

  answers('case_people', async () => {
    const a = await assignedCase('Typed G', gal);
    await gal.client.from('case_children').insert({ case_id: a, full_name: 'Ava Rivera' });
    const result = await gal.client.rpc('case_people', { case_id: a });
    expect(result.data).toMatchObject({ children: [{ full_name: 'Ava Rivera' }], parties: [] });
    expectTyped('case_people', result);
  });

  it('covers every family function', () => {
    expect([...tested].sort()).toEqual(FAMILY_RPCS);
  });
});
