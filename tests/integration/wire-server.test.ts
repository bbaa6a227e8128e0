// A client that vanishes mid-transaction or mid-batch must not leave the
// shared PGlite session locked, or its half-done work visible to others.
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { freePort, holdPort, insertEmailUser, PgliteWireServer } from '../../local-supabase';

const dbUrl = inject('dbUrl');

function startupPacket(): Buffer {
  const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + params.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, params]);
}

/** Flush: asks the server for what it has so far, without ending the batch as Sync would. */
const FLUSH = Buffer.from([0x48, 0, 0, 0, 4]);
/** ParseComplete, the server's answer to a Parse. */
const PARSE_COMPLETE = Buffer.from([0x31, 0, 0, 0, 4]);

function parseMessage(sql: string): Buffer {
  const body = Buffer.concat([Buffer.from('\0'), Buffer.from(`${sql}\0`), Buffer.from([0, 0])]);
  const head = Buffer.alloc(5);
  head.write('P', 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: dbUrl });
  client.on('error', () => {});
  await client.connect();
  return client;
}

describe('database wire server', () => {
  it('rolls back and frees the session when a client disconnects inside a transaction', async () => {
    const id = randomUUID();
    const a = await connect();
    await a.query('begin');
    await insertEmailUser(a, {
      id,
      email: `${id}@vanished.test`,
      passwordHash: null,
      confirmed: true,
    });
    await a.query(`select set_config('role', 'anon', true)`);
    // Vanish without commit, rollback or Terminate.
    (a as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();

    const b = await connect();
    try {
      const seen = await b.query('select count(*)::int as n from auth.users where id = $1', [id]);
      expect(seen.rows[0]).toEqual({ n: 0 });
      const who = await b.query<{ role: string }>('select current_user as role');
      expect(who.rows[0]).toEqual({ role: 'postgres' });
    } finally {
      await b.end();
    }
  });

  it('keeps each bare parameterised query of many connections with its own portal', async () => {
    // Storage once wrapped every read in a transaction because a socket server
    // interleaved one connection's Parse/Bind with another's ('portal "" does not exist').
    const pool = new pg.Pool({ connectionString: dbUrl, max: 8 });
    try {
      const results = await Promise.all(
        Array.from({ length: 400 }, (_, i) =>
          pool.query<{ n: number; s: string }>('select $1::int as n, $2::text as s', [i, `#${i}`]),
        ),
      );
      results.forEach((result, i) => expect(result.rows).toEqual([{ n: i, s: `#${i}` }]));
    } finally {
      await pool.end();
    }
  });

  it('keeps serving others after a client leaves half an extended-protocol batch', async () => {
    const url = new URL(dbUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('error', reject);
    });
    socket.on('error', () => {});
    socket.write(startupPacket());
    let seen = Buffer.alloc(0);
    const received = (answer: Buffer) =>
      new Promise<void>((resolve) => {
        const check = () => seen.includes(answer) && resolve();
        socket.on('data', (chunk: Buffer) => {
          seen = Buffer.concat([seen, chunk]);
          check();
        });
        check();
      });
    // ReadyForQuery after the startup handshake.
    await received(Buffer.from([0x5a, 0, 0, 0, 5]));
    // Half a batch: the server has parsed it (its ParseComplete came back), no Sync follows.
    socket.write(Buffer.concat([parseMessage('select 1'), FLUSH]));
    await received(PARSE_COMPLETE);
    socket.destroy();

    const b = await connect();
    try {
      const result = await b.query<{ n: number }>('select $1::int as n', [42]);
      expect(result.rows[0]).toEqual({ n: 42 });
    } finally {
      await b.end();
    }
  });
});

/** A PGlite of its own behind a wire server, to tune its timeout and stop it mid-use. */
async function privateServer(idleSessionTimeoutMs: number) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  const server = new PgliteWireServer(db, { idleSessionTimeoutMs });
  const port = await freePort();
  await server.listen(port);
  return {
    db,
    server,
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.close();
      await db.close();
    },
  };
}

/** What the server keeps about each connection and who waits for the session: what it does, seen. */
interface ServerState {
  clients: Set<{ idleExpired: boolean }>;
  waiters: Map<unknown, unknown>;
}
const sessionsOf = (server: PgliteWireServer) => [...(server as unknown as ServerState).clients];
const waitersOf = (server: PgliteWireServer) => (server as unknown as ServerState).waiters.size;

async function connectTo(url: string): Promise<pg.Client & { errors: Error[]; ended: boolean }> {
  const client = Object.assign(new pg.Client({ connectionString: url }), {
    errors: [] as Error[],
    ended: false,
  });
  client.on('error', (error) => client.errors.push(error));
  client.on('end', () => (client.ended = true));
  await client.connect();
  return client;
}

/** Sends a CancelRequest for `client`, as psql does on Ctrl-C. */
async function cancel(url: string, client: pg.Client) {
  const { processID, secretKey } = client as unknown as { processID: number; secretKey: number };
  const message = Buffer.alloc(16);
  message.writeInt32BE(16, 0);
  message.writeInt32BE(80877102, 4);
  message.writeInt32BE(processID, 8);
  message.writeInt32BE(secretKey, 12);
  const { port, hostname } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.end(message);
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
}

describe('database wire server: stalls and shutdown', () => {
  it('cuts off a client idle in a transaction once another one waits', async () => {
    const pglite = await privateServer(300);
    try {
      const idle = await connectTo(pglite.url);
      await idle.query('begin');
      await idle.query('create table t (x int)');
      const waiting = await connectTo(pglite.url);
      const result = await waiting.query<{ t: string | null }>(
        `select to_regclass('t')::text as t`,
      );
      // The idle transaction was rolled back, and its client told why.
      expect(result.rows[0]).toEqual({ t: null });
      await expect.poll(() => (idle.errors[0] as pg.DatabaseError | undefined)?.code).toBe('25P03');
      await waiting.end();
    } finally {
      await pglite.stop();
    }
  });

  it('lets a lone client stay in its transaction past the timeout', async () => {
    const pglite = await privateServer(100);
    try {
      const alone = await connectTo(pglite.url);
      await alone.query('begin');
      // Until the server's idle timer has run out on it: past the timeout, with no one waiting.
      await expect.poll(() => sessionsOf(pglite.server).some((c) => c.idleExpired)).toBe(true);
      await alone.query('commit');
      expect(alone.errors).toEqual([]);
      await alone.end();
    } finally {
      await pglite.stop();
    }
  });

  it('answers a CancelRequest for a query waiting on the session with 57014', async () => {
    const pglite = await privateServer(60_000);
    try {
      const holder = await connectTo(pglite.url);
      await holder.query('begin');
      const waiter = await connectTo(pglite.url);
      const stuck = waiter.query('select 1 as n').catch((error: pg.DatabaseError) => error);
      // Cancelled once its query waits for the session, as a user's Ctrl-C on a stuck query.
      await expect.poll(() => waitersOf(pglite.server)).toBe(1);
      await cancel(pglite.url, waiter);
      expect(await stuck).toMatchObject({ code: '57014' });
      // The cancelled client carries on once the session is free.
      await holder.query('commit');
      const after = await waiter.query<{ n: number }>('select 2 as n');
      expect(after.rows[0]).toEqual({ n: 2 });
      await Promise.all([holder.end(), waiter.end()]);
    } finally {
      await pglite.stop();
    }
  });

  it('stops cleanly while clients are mid-transaction and mid-batch', async () => {
    const pglite = await privateServer(60_000);
    const a = await connectTo(pglite.url);
    await a.query('begin');
    await a.query('create table t (x int)');
    const b = await connectTo(pglite.url);
    const waiting = b.query('select 1').catch((error: Error) => error);
    // Stopping must end the clients before PGlite closes; nothing may throw afterwards.
    await pglite.stop();
    expect(await waiting).toBeInstanceOf(Error);
    expect(pglite.db.closed).toBe(true);
    // Both connections ended: nothing more can arrive to throw (vitest fails on a late error).
    await expect.poll(() => a.ended && b.ended).toBe(true);
  });

  it('serves a client that connected while PGlite was still opening, once it is open', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const port = await freePort();
    const held = await holdPort(port);
    const early = connectTo(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
    // Connected at TCP level and waiting for the greeting: held, not refused.
    await expect.poll(() => held.held.length).toBe(1);
    const db = await PGlite.create();
    const server = new PgliteWireServer(db, {});
    await server.listen(held);
    try {
      const client = await early;
      const result = await client.query<{ n: number }>('select $1::int as n', [7]);
      expect(result.rows[0]).toEqual({ n: 7 });
      await client.end();
    } finally {
      await server.close();
      await db.close();
    }
  });
});
