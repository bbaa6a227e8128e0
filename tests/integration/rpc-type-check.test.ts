// The check rpc-types.test.ts relies on: returnMismatches finds each way an answer
// can differ from the generated Returns type.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { returnMismatches } from '../support/generated-types';
import { insertCase } from '../support/typed-rpc';
import { createUser, type TestUser } from '../support/supabase';

const db = new pg.Client({ connectionString: inject('dbUrl') });
let admin: TestUser;
let contractor: TestUser;

beforeAll(async () => {
  await db.connect();
  admin = await createUser('admin', { name: 'Type Check Admin' });
  contractor = await createUser('contractor', { name: 'Type Check Contractor' });
});
afterAll(() => db.end());

const newCase = (status: 'open') => insertCase(db, admin.id, status);

describe('the type check', () => {
  it('finds a missing key, an extra key, a wrong kind and a null the type does not allow', async () => {
    const id = await newCase('open');
    const { data } = await contractor.client.rpc('accept_case', { case_id: id });
    const row = data![0]!;
    expect(returnMismatches('accept_case', data)).toEqual([]);
    const { title: _, ...untitled } = row;
    expect(returnMismatches('accept_case', [untitled])).toEqual([
      'accept_case[0].title: missing from the result',
    ]);
    expect(returnMismatches('accept_case', [{ ...row, extra: 1 }])).toEqual([
      'accept_case[0].extra: not in the type',
    ]);
    expect(returnMismatches('accept_case', [{ ...row, title: 7 }])).toHaveLength(1);
    expect(returnMismatches('accept_case', [{ ...row, status: 'closed' }])).toHaveLength(1);
    expect(returnMismatches('accept_case', [{ ...row, id: null }])).toHaveLength(1);
    expect(returnMismatches('accept_case', [{ ...row, contractor_id: null }])).toEqual([]);
    expect(returnMismatches('set_billing_rate', '55.50')).toHaveLength(1);
  });
});
