// Test users made straight in the database, with JWTs minted as our auth
// service mints them, so a suite does not depend on sign-up to get users.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import pg from 'pg';
import { JWT_SECRET } from '../../local-supabase/config';

export interface TestUser {
  id: string;
  email: string;
  jwt: string;
}

export async function mintJwt(sub: string, email: string, role = 'authenticated'): Promise<string> {
  return new SignJWT({
    role,
    email,
    aud: 'authenticated',
    session_id: randomUUID(),
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

export async function createTestUsers(
  dbUrl: string,
  count: number,
  label = 'user',
): Promise<TestUser[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const users: TestUser[] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const email = `${label}-${i}-${id.slice(0, 8)}@test.local`;
      await client.query(
        `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ($1, 'authenticated', 'authenticated', $2, '{"provider":"email","providers":["email"]}', $3, now(), now())`,
        [id, email, JSON.stringify({ full_name: `${label} ${i}` })],
      );
      users.push({ id, email, jwt: await mintJwt(id, email) });
    }
    return users;
  } finally {
    await client.end();
  }
}
