// The storage service through the real supabase-js client: RLS on reading
// private objects, signed URLs, removal, listing and exists.
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  bytesOf,
  createTestBuckets,
  objectRow as objectRowIn,
  png,
  PRIVATE,
  PUBLIC,
  secret,
} from '../support/storage';
import { client, createUsers, type TestUser as User } from '../support/supabase';

const apiUrl = inject('apiUrl');
const dbUrl = inject('dbUrl');

let db: pg.Client;
const objectRow = (bucket: string, name: string) => objectRowIn(db, bucket, name);

let alice: User;
let bob: User;
let anon: SupabaseClient;

beforeAll(async () => {
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await createTestBuckets(db);
  [alice, bob] = (await createUsers(2)) as [User, User];
  anon = client();
});

afterAll(async () => {
  await db?.end();
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

  it('serves objects so a browser neither sniffs nor runs them (public, authenticated, signed)', async () => {
    const picture = `${alice.id}/page.png`;
    // A "picture" that is really HTML: what a browser must not render as a page.
    const html = new Blob(['<html><script>alert(document.cookie)</script></html>'], {
      type: 'image/png',
    });
    const uploaded = await alice.client.storage.from(PUBLIC).upload(picture, html);
    expect(uploaded.error).toBeNull();
    const signed = await alice.client.storage.from(PRIVATE).createSignedUrl(path, 60);
    const served = await Promise.all([
      fetch(alice.client.storage.from(PUBLIC).getPublicUrl(picture).data.publicUrl),
      fetch(`${apiUrl}/storage/v1/object/authenticated/${PRIVATE}/${path}`, {
        headers: { authorization: `Bearer ${alice.jwt}` },
      }),
      fetch(`${apiUrl}/storage/v1/object/${PRIVATE}/${path}`, {
        headers: { authorization: `Bearer ${alice.jwt}` },
      }),
      fetch(signed.data?.signedUrl ?? ''),
    ]);
    for (const res of served) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      await res.arrayBuffer();
    }
  });

  it('stops serving a signed URL once expiresIn has passed', async () => {
    // exp is whole seconds (as storage-api's): a 1 s URL may live anything up to 1 s, so
    // the test reads its exp rather than racing it, and a long-lived twin shows the
    // refusal is the expiry's.
    const storage = alice.client.storage.from(PRIVATE);
    const short = (await storage.createSignedUrl(path, 1)).data?.signedUrl ?? '';
    const long = (await storage.createSignedUrl(path, 600)).data?.signedUrl ?? '';
    const token = new URL(short).searchParams.get('token') ?? '';
    const { exp, iat } = decodeJwt(token);
    expect(exp! - iat!).toBeLessThanOrEqual(1);
    await new Promise((r) => setTimeout(r, Math.max(0, exp! * 1000 - Date.now()) + 100));
    expect((await fetch(short)).status).toBe(400);
    expect((await fetch(long)).status).toBe(200);
  });

  it('refuses expiresIn over a week', async () => {
    const storage = alice.client.storage.from(PRIVATE);
    const tooLong = await storage.createSignedUrl(path, 7 * 24 * 3600 + 1);
    expect(tooLong.error).toMatchObject({
      statusCode: '400',
      message: expect.stringMatching(/one week/),
    });
    const week = await storage.createSignedUrl(path, 7 * 24 * 3600);
    expect(week.error).toBeNull();
  });

  it('stops serving a signed URL once its object was deleted and uploaded again', async () => {
    const storage = alice.client.storage.from(PRIVATE);
    const replaced = `${alice.id}/replaced.webm`;
    const first = await storage.upload(replaced, new Blob(['first'], { type: 'audio/webm' }));
    expect(first.error).toBeNull();
    const { data } = await storage.createSignedUrl(replaced, 600);
    const url = data?.signedUrl ?? '';
    expect(await (await fetch(url)).text()).toBe('first');

    expect((await storage.remove([replaced])).error).toBeNull();
    const second = await storage.upload(replaced, new Blob(['second'], { type: 'audio/webm' }));
    expect(second.error).toBeNull();
    const res = await fetch(url);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
    // A URL signed now serves the new object.
    const fresh = await storage.createSignedUrl(replaced, 600);
    expect(await (await fetch(fresh.data?.signedUrl ?? '')).text()).toBe('second');
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
    // exists() reads the object's info, under the same select policies.
    const info = await bucket.info(`${alice.id}/listing/a.png`);
    expect(info.data).toMatchObject({ name: `${alice.id}/listing/a.png`, size: 5 });
    expect((await bob.client.storage.from(PUBLIC).exists(`${alice.id}/listing/a.png`)).data).toBe(
      false,
    );
  });
});
