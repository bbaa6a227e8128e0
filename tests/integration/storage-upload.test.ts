// The storage service through the real supabase-js client: uploads, limits,
// RLS on uploads, public downloads and many uploaders at once.
import { createHash, randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  bytesOf,
  createTestBuckets,
  objectRow as objectRowIn,
  png,
  PRIVATE,
  PUBLIC,
} from '../support/storage';
import { client, createUsers, type TestUser as User } from '../support/supabase';

const apiUrl = inject('apiUrl');
const serviceRoleKey = inject('serviceRoleKey');
const dbUrl = inject('dbUrl');

let db: pg.Client;
const objectRow = (bucket: string, name: string) => objectRowIn(db, bucket, name);

let alice: User;
let bob: User;
let service: SupabaseClient;

beforeAll(async () => {
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await createTestBuckets(db);
  [alice, bob] = (await createUsers(2)) as [User, User];
  service = client({ key: serviceRoleKey });
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
    const forged = client({ jwt: `${alice.jwt.slice(0, -4)}AAAA` });
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
