// What the typed-answer tests (tests/integration/rpc-types*.test.ts) share: the check
// that an answer has the generated Returns type, and a case to call functions on.
import type pg from 'pg';
import { expect, it } from 'vitest';
import { returnMismatches } from './generated-types';

/** The functions that fold a page's first load into one call: rpc-types-composite.test.ts. */
export const COMPOSITE_RPCS = ['case_page', 'dashboard_home', 'my_shell'];
/** The functions siblings.test.ts covers (a case's sibling group and people), sorted. */
export const FAMILY_RPCS = ['case_people', 'case_siblings', 'link_siblings', 'unlink_sibling'];
/** The functions rpc-types-work.test.ts covers, sorted. */
export const WORK_RPCS = [
  'approve_invoice',
  'close_reopened_period',
  'create_invoice',
  'mark_invoice_paid',
  'refresh_invoice',
  'reopen_period',
  'return_invoice',
  'save_contact',
  'submit_invoice',
  'void_invoice',
];
/** The functions rpc-types-records.test.ts covers, sorted. */
export const RECORD_RPCS = [
  'activate_report_template',
  'activity_entries',
  'court_report_data',
  'history_actors',
  'record_case_view',
  'record_export',
  'record_signed_link',
  'reset_user_factors',
];

/** The case file's functions (closing, credentials), rpc-types-case-file.test.ts covers, sorted. */
export const CASE_FILE_RPCS = ['case_closing_check', 'close_case', 'credential_expiries'];

export function expectTyped(fn: string, result: { data: unknown; error: unknown }) {
  expect(result.error).toBeNull();
  expect(returnMismatches(fn, result.data)).toEqual([]);
}

export async function insertCase(
  db: pg.Client,
  adminId: string,
  status: 'open' | 'assigned',
  contractorId: string | null = null,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cases (title, description, admin_id, contractor_id, status, county)
     values ('Typed case', 'For the typed-answer tests', $1, $2, $3, 'Leon') returning id`,
    [adminId, contractorId, status],
  );
  return rows[0]!.id;
}

/** One test per function (its answer has the generated type), and the names tested. */
export function typedAnswers() {
  const tested = new Set<string>();
  const answers = (fn: string, body: () => Promise<void>) => {
    tested.add(fn);
    it(`${fn} answers with its generated type`, body);
  };
  return { answers, tested };
}
