// The storage service through the real supabase-js client: uploads, limits,
// RLS on storage.objects, downloads, removal and signed URLs.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { JWT_SECRET } from '../../local-supabase/config';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');
const dbUrl = inject('dbUrl');

const PUBLIC = 'test-public';
const PRIVATE = 'test-private';
const secret = new TextEncoder().encode(JWT_SECRET);

interface User {
  id: string;
  jwt: string;
  client: SupabaseClient;
}

// Realtime is never used here; Node 20 has no global WebSocket for it to find.
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by this suite');
  }
}

function client(key: string, accessToken?: string): SupabaseClient {
  return createClient(apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
    ...(accessToken ? { accessToken: async () => accessToken } : {}),
  });
}

function mintUserJwt(sub: string, expiresIn = '1h'): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated', email: `${sub}@test.local` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(secret);
}

let db: pg.Client;

async function createUsers(count: number): Promise<User[]> {
  const users: User[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await db.query(
      `insert into auth.users (id, aud, role, email, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
      [id, `${id}@test.local`],
    );
    const jwt = await mintUserJwt(id);
    users.push({ id, jwt, client: client(anonKey, jwt) });
  }
  return users;
}

function png(size: number): Blob {
  return new Blob([randomBytes(size)], { type: 'image/png' });
}

async function bytesOf(data: Blob | Response): Promise<Buffer> {
  return Buffer.from(await data.arrayBuffer());
}

async function objectRow(bucket: string, name: string) {
  const { rows } = await db.query<{
    id: string;
    owner: string | null;
    owner_id: string | null;
    metadata: Record<string, unknown>;
  }>(
    'select id, owner, owner_id, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0];
}

let alice: User;
let bob: User;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ($1, $1, true, 1024, array['image/*']), ($2, $2, false, null, null)
     on conflict (id) do nothing`,
    [PUBLIC, PRIVATE],
  );
  // Policies as a project would write them for hosted Supabase.
  await db.query(`
    drop policy if exists "test public: insert own folder" on storage.objects;
    create policy "test public: insert own folder" on storage.objects for insert to authenticated
      with check (bucket_id = '${PUBLIC}' and (storage.foldername(name))[1] = (select auth.uid())::text);
    drop policy if exists "test public: select own folder" on storage.objects;
    create policy "test public: select own folder" on storage.objects for select to authenticated
      using (bucket_id = '${PUBLIC}' and (storage.foldername(name))[1] = (select auth.uid())::text);
    drop policy if exists "test public: update own folder" on storage.objects;
    create policy "test public: update own folder" on storage.objects for update to authenticated
      using (bucket_id = '${PUBLIC}' and (storage.foldername(name))[1] = (select auth.uid())::text);
    drop policy if exists "test public: delete own" on storage.objects;
    create policy "test public: delete own" on storage.objects for delete to authenticated
      using (bucket_id = '${PUBLIC}' and owner_id = (select auth.uid())::text);

    drop policy if exists "test private: insert own folder" on storage.objects;
    create policy "test private: insert own folder" on storage.objects for insert to authenticated
      with check (bucket_id = '${PRIVATE}' and (storage.foldername(name))[1] = (select auth.uid())::text);
    drop policy if exists "test private: owner reads" on storage.objects;
    create policy "test private: owner reads" on storage.objects for select to authenticated
      using (bucket_id = '${PRIVATE}' and owner_id = (select auth.uid())::text);
    drop policy if exists "test private: owner deletes" on storage.objects;
    create policy "test private: owner deletes" on storage.objects for delete to authenticated
      using (bucket_id = '${PRIVATE}' and owner_id = (select auth.uid())::text);
  `);
  [alice, bob] = (await createUsers(2)) as [User, User];
  anon = client(anonKey);
  service = client(serviceRoleKey);
});

afterAll(async () => {
  await db?.end();
});

describe('upload and public download', () => {
  it('uploads a Blob and serves the same bytes at the public URL', async () => {
    const blob = png(600);
    const path = `${alice.id}/avatar.png`;
    const { data, error } = await alice.client.storage.from(PUBLIC).upload(path, blob);
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`${PUBLIC}/${path}`);
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const url = alice.client.storage.from(PUBLIC).getPublicUrl(path).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const body = await bytesOf(res);
    expect(body.equals(await bytesOf(blob))).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe('600');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    const md5 = createHash('md5').update(body).digest('hex');
    expect(res.headers.get('etag')).toBe(`"${md5}"`);

    const row = await objectRow(PUBLIC, path);
    expect(row?.id).toBe(data?.id);
    expect(row?.owner).toBe(alice.id);
    expect(row?.owner_id).toBe(alice.id);
    expect(row?.metadata).toMatchObject({
      eTag: `"${md5}"`,
      size: 600,
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
      contentLength: 600,
      httpStatusCode: 200,
    });
    expect(typeof row?.metadata.lastModified).toBe('string');
  });

  it('uploads a raw body with its content type', async () => {
    const bytes = randomBytes(300);
    const path = `${alice.id}/raw.jpg`;
    const { error } = await alice.client.storage
      .from(PUBLIC)
      .upload(path, bytes, { contentType: 'image/jpeg', cacheControl: '60' });
    expect(error).toBeNull();
    const res = await fetch(`${apiUrl}/storage/v1/object/public/${PUBLIC}/${path}`);
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).equals(bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
  });

  it("refuses an upload outside the caller's folder with storage-api's RLS error", async () => {
    const path = `${bob.id}/not-mine.png`;
    const { data, error } = await alice.client.storage.from(PUBLIC).upload(path, png(10));
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(await objectRow(PUBLIC, path)).toBeUndefined();
    const res = await fetch(`${apiUrl}/storage/v1/object/public/${PUBLIC}/${path}`);
    expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('refuses an object over the bucket size limit (413)', async () => {
    const bucket = alice.client.storage.from(PUBLIC);
    const blob = await bucket.upload(`${alice.id}/big.png`, png(2048));
    expect(blob.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await bucket.upload(`${alice.id}/big-raw.png`, randomBytes(1025), {
      contentType: 'image/png',
    });
    expect(raw.error).toMatchObject({ statusCode: '413' });
    expect(await objectRow(PUBLIC, `${alice.id}/big.png`)).toBeUndefined();
  });

  it('refuses a mime type the bucket does not allow (415)', async () => {
    const { error } = await alice.client.storage
      .from(PUBLIC)
      .upload(`${alice.id}/notes.txt`, new Blob(['hello'], { type: 'text/plain' }));
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
  });

  it('answers 409 for an existing key without upsert and overwrites with it', async () => {
    const bucket = alice.client.storage.from(PUBLIC);
    const path = `${alice.id}/dup.png`;
    const first = await bucket.upload(path, png(100));
    expect(first.error).toBeNull();

    const again = await bucket.upload(path, png(100));
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });

    const replacement = png(200);
    const upserted = await bucket.upload(path, replacement, { upsert: true });
    expect(upserted.error).toBeNull();
    expect(upserted.data?.id).toBe(first.data?.id);
    const res = await fetch(bucket.getPublicUrl(path).data.publicUrl);
    expect((await bytesOf(res)).equals(await bytesOf(replacement))).toBe(true);

    const updated = png(50);
    expect((await bucket.update(path, updated)).error).toBeNull();
    const res2 = await fetch(bucket.getPublicUrl(path).data.publicUrl);
    expect((await bytesOf(res2)).equals(await bytesOf(updated))).toBe(true);
  });

  it('answers Bucket not found for a missing bucket and for a private bucket via /public', async () => {
    const missing = await alice.client.storage
      .from('no-such-bucket')
      .upload(`${alice.id}/x.png`, png(1));
    expect(missing.error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    });
    const res = await fetch(`${apiUrl}/storage/v1/object/public/${PRIVATE}/${alice.id}/x`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('rejects an invalid JWT and keys that would leave the bucket folder', async () => {
    const forged = client(anonKey, `${alice.jwt.slice(0, -4)}AAAA`);
    const { error } = await forged.storage.from(PUBLIC).upload(`${alice.id}/f.png`, png(1));
    expect(error).toMatchObject({ status: 400, statusCode: '403' });

    for (const key of [`${alice.id}%2F..%2F..%2Fescape.png`, `%2F${alice.id}%2Fabs.png`]) {
      const res = await fetch(`${apiUrl}/storage/v1/object/${PUBLIC}/${key}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'image/png' },
        body: randomBytes(4),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
  });

  it('lets service_role bypass RLS', async () => {
    const path = `shared/by-service.png`;
    const { error } = await service.storage.from(PUBLIC).upload(path, png(10));
    expect(error).toBeNull();
    const row = await objectRow(PUBLIC, path);
    expect(row?.owner).toBeNull();
    const { data } = await service.storage.getBucket(PUBLIC);
    expect(data).toMatchObject({ id: PUBLIC, public: true, file_size_limit: 1024 });
  });
});

describe('private objects', () => {
  const voice = randomBytes(4000);
  let path: string;

  beforeAll(async () => {
    path = `${alice.id}/voice-note.webm`;
    const { error } = await alice.client.storage
      .from(PRIVATE)
      .upload(path, new Blob([voice], { type: 'audio/webm' }));
    expect(error).toBeNull();
  });

  it('lets the owner download and refuses another user and anon', async () => {
    const own = await alice.client.storage.from(PRIVATE).download(path);
    expect(own.error).toBeNull();
    expect((await bytesOf(own.data as Blob)).equals(voice)).toBe(true);

    const other = await bob.client.storage.from(PRIVATE).download(path);
    expect(other.data).toBeNull();
    expect(other.error).toMatchObject({ status: 400 });

    const res = await fetch(`${apiUrl}/storage/v1/object/authenticated/${PRIVATE}/${path}`, {
      headers: { authorization: `Bearer ${bob.jwt}` },
    });
    expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });

    const byAnon = await anon.storage.from(PRIVATE).download(path);
    expect(byAnon.data).toBeNull();
    const noAuth = await fetch(`${apiUrl}/storage/v1/object/${PRIVATE}/${path}`);
    expect(await noAuth.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('serves a signed URL, honours Range, and refuses bad or expired tokens', async () => {
    const storage = alice.client.storage.from(PRIVATE);
    const { data, error } = await storage.createSignedUrl(path, 60);
    expect(error).toBeNull();
    const signedUrl = data?.signedUrl ?? '';
    const res = await fetch(signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/webm');
    expect((await bytesOf(res)).equals(voice)).toBe(true);

    const part = await fetch(signedUrl, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${voice.length}`);
    expect((await bytesOf(part)).equals(voice.subarray(10, 20))).toBe(true);

    // Bob may not sign what he may not read.
    const bobs = await bob.client.storage.from(PRIVATE).createSignedUrl(path, 60);
    expect(bobs.error).toMatchObject({ statusCode: '404', message: 'Object not found' });

    const base = `${apiUrl}/storage/v1/object/sign/${PRIVATE}/${path}`;
    const token = new URL(signedUrl).searchParams.get('token') ?? '';
    const tampered = await fetch(`${base}?token=${token.slice(0, -4)}AAAA`);
    expect(tampered.status).toBe(400);
    // A token signed for one object opens no other, and an access token opens none.
    const otherPath = await fetch(
      `${apiUrl}/storage/v1/object/sign/${PRIVATE}/${alice.id}/other.webm?token=${token}`,
    );
    expect(await otherPath.json()).toMatchObject({
      statusCode: '400',
      message: 'Invalid signature',
    });
    const accessToken = await fetch(`${base}?token=${alice.jwt}`);
    expect(accessToken.status).toBe(400);

    const expired = await new SignJWT({ url: `${PRIVATE}/${path}`, scope: 'download' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const old = await fetch(`${base}?token=${expired}`);
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
  });

  it('stops serving a signed URL once expiresIn has passed', async () => {
    const { data } = await alice.client.storage.from(PRIVATE).createSignedUrl(path, 1);
    const url = data?.signedUrl ?? '';
    expect((await fetch(url)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await fetch(url)).status).toBe(400);
  });
});

describe('remove', () => {
  it('deletes only what delete policies allow and the bytes go with the row', async () => {
    const bucket = alice.client.storage.from(PUBLIC);
    const path = `${alice.id}/to-remove.png`;
    expect((await bucket.upload(path, png(20))).error).toBeNull();

    const byBob = await bob.client.storage.from(PUBLIC).remove([path]);
    expect(byBob.error).toBeNull();
    expect(byBob.data).toEqual([]);
    expect((await fetch(bucket.getPublicUrl(path).data.publicUrl)).status).toBe(200);

    const byAlice = await bucket.remove([path, `${alice.id}/never-existed.png`]);
    expect(byAlice.error).toBeNull();
    expect(byAlice.data?.map((o) => o.name)).toEqual([path]);
    const gone = await fetch(bucket.getPublicUrl(path).data.publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect(await objectRow(PUBLIC, path)).toBeUndefined();

    // The key is free again.
    expect((await bucket.upload(path, png(20))).error).toBeNull();
  });
});

describe('list and exists', () => {
  it('lists one folder level of what the caller may select', async () => {
    const bucket = alice.client.storage.from(PUBLIC);
    expect((await bucket.upload(`${alice.id}/listing/a.png`, png(5))).error).toBeNull();
    expect((await bucket.upload(`${alice.id}/listing/sub/b.png`, png(5))).error).toBeNull();

    const { data, error } = await bucket.list(`${alice.id}/listing`);
    expect(error).toBeNull();
    expect(data?.map((e) => [e.name, e.id === null])).toEqual([
      ['a.png', false],
      ['sub', true],
    ]);
    expect(data?.[0]?.metadata).toMatchObject({ mimetype: 'image/png', size: 5 });

    // Bob's select policy shows him only his own folder.
    const bobs = await bob.client.storage.from(PUBLIC).list(`${alice.id}/listing`);
    expect(bobs.data).toEqual([]);

    expect((await bucket.exists(`${alice.id}/listing/a.png`)).data).toBe(true);
    expect((await bucket.exists(`${alice.id}/listing/none.png`)).data).toBe(false);
  });
});

describe('concurrency', () => {
  it('gives 20 parallel uploaders each their own owner and bytes', async () => {
    const users = await createUsers(20);
    const blobs = users.map(() => png(256));
    const results = await Promise.all(
      users.map((user, i) =>
        user.client.storage.from(PUBLIC).upload(`${user.id}/parallel.png`, blobs[i] as Blob),
      ),
    );
    for (const result of results) expect(result.error).toBeNull();
    for (const [i, user] of users.entries()) {
      const row = await objectRow(PUBLIC, `${user.id}/parallel.png`);
      expect(row?.owner).toBe(user.id);
      expect(row?.owner_id).toBe(user.id);
      const res = await fetch(
        `${apiUrl}/storage/v1/object/public/${PUBLIC}/${user.id}/parallel.png`,
      );
      expect((await bytesOf(res)).equals(await bytesOf(blobs[i] as Blob))).toBe(true);
    }
  });
});
