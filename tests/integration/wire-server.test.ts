// A client that vanishes mid-transaction or mid-batch must not leave the
// shared PGlite session locked, or its half-done work visible to others.
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

const dbUrl = inject('dbUrl');

function startupPacket(): Buffer {
  const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + params.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, params]);
}

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
    await a.query(
      `insert into auth.users (id, aud, role, email, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), now())`,
      [id, `${id}@vanished.test`],
    );
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

  it('keeps serving others after a client leaves half an extended-protocol batch', async () => {
    const url = new URL(dbUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('error', reject);
    });
    socket.on('error', () => {});
    socket.write(startupPacket());
    // Wait for ReadyForQuery after the startup handshake.
    await new Promise<void>((resolve) => {
      let seen = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        seen = Buffer.concat([seen, chunk]);
        if (seen.includes(Buffer.from([0x5a, 0, 0, 0, 5]))) resolve();
      });
    });
    socket.write(parseMessage('select 1'));
    await new Promise((r) => setTimeout(r, 50));
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
