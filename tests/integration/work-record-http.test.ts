// The work record over HTTP with supabase-js on the real local stack: receipts in their
// private bucket (type, size, who reads), invoice numbers under concurrent submits
// (in order, no gaps), and the lock refusal as the app receives it.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Work Admin' });
});
afterAll(() => db.end());

/** A contractor with a billing rate, a case of theirs and one submitted contact on it. */
async function contractor(label: string) {
  const user = await createUser('contractor', { name: label });
  await db.query('update public.users set billing_rate = 45 where id = $1', [user.id]);
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status, county, created_at)
     values ('Work case', 'For work-record-http.test', $1, $2, 'assigned', 'Leon', now() - interval '7 days')
     returning id`,
    [admin.id, user.id],
  );
  const caseId = rows[0]!.id;
  const contactId = randomUUID();
  const saved = await user.client.rpc('save_contact', {
    contact_id: contactId,
    case_id: caseId,
    contact_type: 'in_person',
    contact_with: ['child'],
    minutes: 42,
    miles: 42,
    submit: true,
  });
  expect(saved.error).toBeNull();
  return { user, caseId, contactId };
}

const pdf = (bytes: number) =>
  new Blob([new Uint8Array(bytes).fill(0x20).map((b, i) => (i < 5 ? '%PDF-'.charCodeAt(i) : b))], {
    type: 'application/pdf',
  });

describe('receipts', () => {
  it('takes a PDF or image up to 5 MB into the contact’s folder, readable by its owner and admins only', async () => {
    const carla = await contractor('Receipt Carla');
    const other = await contractor('Receipt Otto');
    const path = `${carla.user.id}/${carla.contactId}/parking.pdf`;
    const bucket = carla.user.client.storage.from('receipts');

    expect((await bucket.upload(path, pdf(2048))).error).toBeNull();
    const big = await bucket.upload(
      `${carla.user.id}/${carla.contactId}/big.pdf`,
      pdf(5 * 1024 * 1024 + 1),
    );
    expect(big.error?.message).toMatch(/exceeded the maximum allowed size|too large/i);
    const html = await bucket.upload(
      `${carla.user.id}/${carla.contactId}/page.html`,
      new Blob(['<script>alert(1)</script>'], { type: 'text/html' }),
    );
    expect(html.error?.message).toMatch(/mime type .* is not supported/i);
    const elsewhere = await bucket.upload(`${carla.user.id}/${other.contactId}/mine.pdf`, pdf(10));
    expect(elsewhere.error).not.toBeNull();

    expect((await bucket.download(path)).data?.size).toBe(2048);
    expect((await admin.client.storage.from('receipts').download(path)).data?.size).toBe(2048);
    expect((await other.user.client.storage.from('receipts').download(path)).error).not.toBeNull();
  });

  it('gives an admin reviewing an invoice a signed link to any receipt, and another contractor none', async () => {
    const carla = await contractor('Signed Carla');
    const other = await contractor('Signed Otto');
    const path = `${carla.user.id}/${carla.contactId}/tolls.pdf`;
    expect(
      (await carla.user.client.storage.from('receipts').upload(path, pdf(300))).error,
    ).toBeNull();

    const signed = await admin.client.storage.from('receipts').createSignedUrls([path], 900);
    expect(signed.error).toBeNull();
    const url = signed.data?.[0]?.signedUrl;
    expect(url).toBeTruthy();
    const fetched = await fetch(url!);
    expect(fetched.status).toBe(200);
    expect((await fetched.arrayBuffer()).byteLength).toBe(300);
    const download = await fetch(`${url!}&download=tolls.pdf`);
    expect(download.headers.get('content-disposition')).toMatch(/attachment.*tolls\.pdf/);

    const refused = await other.user.client.storage.from('receipts').createSignedUrls([path], 900);
    expect(refused.data?.[0]?.signedUrl ?? null).toBeNull();
  });
});

describe('receipt files', () => {
  it('must be what their type says, under one canonical name, never into an invoiced contact', async () => {
    const rita = await contractor('Receipt Rita');
    const bucket = rita.user.client.storage.from('receipts');
    const folder = `${rita.user.id}/${rita.contactId}`;

    // A page dressed as a PDF: the declared type is allowed, the bytes are not a PDF.
    const page = new Blob(['<html><script>alert(document.cookie)</script>'], {
      type: 'application/pdf',
    });
    const disguised = await bucket.upload(`${folder}/parking.pdf`, page);
    expect(disguised.error?.message).toMatch(/not supported/);
    // Real PDF bytes under a name a browser would open as a page.
    const html = await bucket.upload(`${folder}/Parking-receipt.html`, pdf(64), {
      contentType: 'application/pdf',
    });
    expect(html.error).not.toBeNull();
    // An extra folder ('..' never arrives: the URL parser resolves it; the database test
    // storage/receipt-paths.test.sql sends it straight to the policy).
    expect((await bucket.upload(`${folder}/more/parking.pdf`, pdf(64))).error).not.toBeNull();
    expect((await bucket.upload(`${folder}/parking.pdf`, pdf(64))).error).toBeNull();

    // The contact goes on a submitted invoice: its folder takes nothing more.
    const made = await rita.user.client.rpc('create_invoice', {
      period_start: '2026-01-01',
      period_end: '2099-12-31',
    });
    expect(made.error).toBeNull();
    expect(
      (await rita.user.client.rpc('submit_invoice', { invoice_id: made.data![0]!.id })).error,
    ).toBeNull();
    const late = await bucket.upload(`${folder}/late.pdf`, pdf(64));
    expect(late.error).not.toBeNull();

    // The admin's download is an attachment under the checked name.
    const signed = await admin.client.storage
      .from('receipts')
      .createSignedUrl(`${folder}/parking.pdf`, 60, { download: 'parking.pdf' });
    const res = await fetch(signed.data!.signedUrl);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*parking\.pdf/);
  });
});

describe('invoice numbers', () => {
  it('are given in order and without gaps when many contractors submit at once', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) => contractor(`Number ${i}`)),
    );
    const drafts = await Promise.all(
      people.map(async ({ user }) => {
        const made = await user.client.rpc('create_invoice', {
          period_start: '2026-01-01',
          period_end: '2099-12-31',
        });
        expect(made.error).toBeNull();
        return { user, id: made.data![0]!.id };
      }),
    );
    const submitted = await Promise.all(
      drafts.map(({ user, id }) => user.client.rpc('submit_invoice', { invoice_id: id })),
    );
    const numbers = submitted.map((r) => {
      expect(r.error).toBeNull();
      return r.data![0]!.number!;
    });
    const year = numbers[0]!.split('-')[1];
    const sequence = numbers.map((n) => Number(n.split('-')[2])).sort((a, b) => a - b);
    expect(new Set(numbers.map((n) => n.split('-')[1]))).toEqual(new Set([year]));
    expect(sequence).toEqual(sequence.map((_, i) => sequence[0]! + i));
    const { rows } = await db.query<{ last_number: number }>(
      'select last_number from private.invoice_counters where year = $1',
      [Number(year)],
    );
    expect(rows[0]!.last_number).toBe(sequence.at(-1));
  });
});

describe('locks', () => {
  it('refuse an edit of invoiced work with a 400 and a message naming the invoice', async () => {
    const { user, contactId } = await contractor('Locked Lee');
    const made = await user.client.rpc('create_invoice', {
      period_start: '2026-01-01',
      period_end: '2099-12-31',
    });
    const submitted = await user.client.rpc('submit_invoice', { invoice_id: made.data![0]!.id });
    const number = submitted.data![0]!.number;

    const edit = await user.client
      .from('case_contacts')
      .update({ minutes: 90 })
      .eq('id', contactId)
      .select('id');
    expect(edit.status).toBe(400);
    expect(edit.error?.code).toBe('GC210');
    expect(edit.error?.message).toBe(
      `This is on invoice ${number}, which is submitted: it cannot be changed or deleted until the invoice is returned or voided`,
    );
    const unbilled = await user.client.from('time_entries').select('id, invoice_lines(released)');
    expect(unbilled.data?.map((e) => e.invoice_lines)).toEqual([[{ released: false }]]);
  });
});
