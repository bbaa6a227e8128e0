// auth.users and auth.identities: SQL and GoTrue's user JSON.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/pool';
import { factorJson, listFactors } from './mfa';

export const AUDIENCE = 'authenticated';
export const DEFAULT_ROLE = 'authenticated';
/** GoTrue keeps instance_id for history; it is always the nil UUID. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

type Meta = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Meta | null;
  raw_user_meta_data: Meta | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  confirmation_token: string | null;
  recovery_token: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Meta;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, phone,
  phone_confirmed_at, confirmation_sent_at, confirmed_at, recovery_sent_at, email_change,
  email_change_sent_at, phone_change, phone_change_sent_at, reauthentication_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, deleted_at, is_anonymous,
  confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
  email_change_confirm_status`;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
     where lower(email) = lower($1) and aud = $2 and is_sso_user = false`,
    [email, AUDIENCE],
  );
  return rows[0] ?? null;
}

export async function findUserById(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export interface NewEmailUser {
  email: string;
  /** A bcrypt hash (see hashPassword), or null for a user who has none yet. */
  passwordHash: string | null;
  data?: Meta;
  /** Confirmed now (GoTrue with autoconfirm, seeded and test users), or waiting for the link. */
  confirmed: boolean;
  id?: string;
}

/**
 * An email user plus its 'email' identity, as GoTrue's sign-up leaves them. The
 * one way every account is made outside SQL (the auth service, test support,
 * e2e, scripts): token and change columns are '' rather than NULL, because real
 * GoTrue reads them as Go strings and answers 500 on NULL (supabase/auth#1940).
 */
export async function insertEmailUser(db: Queryable, input: NewEmailUser): Promise<UserRow> {
  const id = input.id ?? randomUUID();
  const email = input.email.toLowerCase();
  const data = input.data ?? {};
  // GoTrue's Confirm() adds email_verified to the user's metadata.
  const userMeta = input.confirmed ? { ...data, email_verified: true } : data;
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at, is_anonymous,
       confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
       email_change, phone_change, phone_change_token, reauthentication_token, email_change_confirm_status)
     values ($1, $2, $3, $4, $5, $6, case when $9 then now() end, $7, $8, now(), now(), null, false,
       '', '', '', '', '', '', '', '', 0)
     returning ${USER_COLUMNS}`,
    [
      NIL_UUID,
      id,
      AUDIENCE,
      DEFAULT_ROLE,
      email,
      input.passwordHash ?? '',
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify(userMeta),
      input.confirmed,
    ],
  );
  // The identity keeps what the provider knew at sign-up; user data never overrides its own keys.
  const identityData: Meta = {
    sub: id,
    email,
    email_verified: false,
    phone_verified: false,
  };
  for (const [key, value] of Object.entries(data)) {
    if (!(key in identityData)) identityData[key] = value;
  }
  await db.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at,
       created_at, updated_at)
     values ($1, $2, $3, $4, 'email', now(), now(), now())`,
    [randomUUID(), id, id, JSON.stringify(identityData)],
  );
  return rows[0] as UserRow;
}

/**
 * An anonymous user as GoTrue's anonymous sign-in makes one: no email, no
 * identity, the 'anonymous' provider, is_anonymous; '' in the token columns.
 */
export async function insertAnonymousUser(db: Queryable, data: Meta): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at, is_anonymous,
       confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
       email_change, phone_change, phone_change_token, reauthentication_token, email_change_confirm_status)
     values ($1, $2, $3, $4, '', $5, $6, now(), now(), true, '', '', '', '', '', '', '', '', 0)
     returning ${USER_COLUMNS}`,
    [
      NIL_UUID,
      randomUUID(),
      AUDIENCE,
      DEFAULT_ROLE,
      JSON.stringify({ provider: 'anonymous', providers: ['anonymous'] }),
      JSON.stringify(data),
    ],
  );
  return rows[0] as UserRow;
}

/** GoTrue's Confirm(): the email is verified, pending codes and links die. */
export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set confirmation_token = '', email_confirmed_at = now(), updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}'
     where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'
       and lower(identity_data ->> 'email') = (select lower(email) from auth.users where id = $1)`,
    [userId],
  );
  await db.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
}

export type TokenColumn =
  'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

const SENT_AT: Record<TokenColumn, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
  email_change_token_current: 'email_change_sent_at',
};

/** Stores the hash a mail just carried and when it went. */
export async function setEmailToken(
  db: Queryable,
  userId: string,
  column: TokenColumn,
  hash: string,
): Promise<void> {
  await db.query(
    `update auth.users set ${column} = $2, ${SENT_AT[column]} = now(), updated_at = now() where id = $1`,
    [userId, hash],
  );
}

/** A user's token column emptied (the link was used); other kinds stay. */
export async function clearEmailToken(
  db: Queryable,
  userId: string,
  column: TokenColumn,
): Promise<void> {
  await db.query(`update auth.users set ${column} = '', updated_at = now() where id = $1`, [
    userId,
  ]);
}

/** A pending email change: the new address, waiting for its link(s). */
export async function setEmailChange(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now()
     where id = $1`,
    [userId, email],
  );
}

/** GoTrue's ConfirmEmailChange(): the pending address becomes the email; returns the new row. */
export async function applyEmailChange(db: Queryable, userId: string): Promise<void> {
  const { rows } = await db.query<{ email: string; confirmed: boolean }>(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
       email_change_token_current = '', email_change_confirm_status = 0, updated_at = now()
     where id = $1 returning email, email_confirmed_at is not null as confirmed`,
    [userId],
  );
  await db.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
  const row = rows[0];
  if (!row) return;
  if (!row.confirmed) await confirmEmail(db, userId);
  await db.query(
    `update auth.identities
     set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, row.email],
  );
}

export async function touchLastSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
}

/** Applies the changes of PUT /user to a user locked `for update`; returns the new row. */
export async function updateUser(
  db: Queryable,
  userId: string,
  changes: { userMetadata?: Meta; passwordHash?: string; email?: string },
): Promise<UserRow> {
  const sets: string[] = ['updated_at = now()'];
  const values: unknown[] = [userId];
  const add = (sql: string, value: unknown) => {
    values.push(value);
    sets.push(sql.replace('?', `$${values.length}`));
  };
  if (changes.userMetadata) add('raw_user_meta_data = ?', JSON.stringify(changes.userMetadata));
  if (changes.passwordHash !== undefined) {
    add('encrypted_password = ?', changes.passwordHash);
    // A new password voids every pending one-time token, as in GoTrue.
    sets.push(
      `confirmation_token = '', recovery_token = '', email_change_token_current = '',
       email_change_token_new = '', phone_change_token = '', reauthentication_token = '',
       confirmation_sent_at = null, recovery_sent_at = null, email_change_sent_at = null,
       phone_change_sent_at = null, reauthentication_sent_at = null`,
    );
  }
  if (changes.email !== undefined) add('email = ?', changes.email);
  const { rows } = await db.query<UserRow>(
    `update auth.users set ${sets.join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    values,
  );
  if (changes.passwordHash !== undefined) {
    await db.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
  }
  if (changes.email !== undefined) {
    await db.query(
      `update auth.identities
       set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [userId, changes.email],
    );
  }
  return rows[0] as UserRow;
}

async function loadIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

/** GoTrue's user JSON (omitempty fields left out when empty). */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = (await loadIdentities(db, user.id)).map((i) => ({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email || undefined,
  }));
  const factors = await listFactors(db, user.id);
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}
