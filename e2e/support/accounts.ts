// An account an e2e test signs in as: made by the auth service's insertEmailUser (the
// one way accounts are made), with a role and, for a contractor, the approved training
// hours that put them in good standing (issue 21) unless the test says otherwise.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { hashPassword, insertEmailUser } from '../../local-supabase';
import type { Role } from '../../src/lib/capabilities';

export const E2E_PASSWORD = 'e2e-password';

export interface Account {
  id: string;
  email: string;
  name: string;
  password: string;
}

export async function createAccount(
  db: pg.ClientBase,
  role: Role,
  name: string,
  { trained = true }: { trained?: boolean } = {},
): Promise<Account> {
  const id = randomUUID();
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${id.slice(0, 6)}@e2e.test`;
  await insertEmailUser(db, {
    id,
    email,
    passwordHash: await hashPassword(E2E_PASSWORD, 4),
    data: { full_name: name },
    confirmed: true,
  });
  if (role !== 'free')
    await db.query('update public.users set role = $2 where id = $1', [id, role]);
  if (role === 'contractor' && trained) await giveTrainingHours(db, id);
  return { id, email, name, password: E2E_PASSWORD };
}

/** Approved pre-service hours, enough for good standing whatever the program threshold. */
export async function giveTrainingHours(db: pg.ClientBase, userId: string): Promise<void> {
  await db.query(
    `insert into public.training_records (user_id, title, provider, completed_on, hours, kind, status)
     values ($1, 'Pre-service training', 'E2E program', current_date, 100, 'pre_service', 'approved')`,
    [userId],
  );
}
