// Serves one PGlite instance to many Postgres clients over the wire protocol.
//
// PGlite is a single backend session, so clients take turns on it. A client
// owns the session from its first message until PGlite answers ReadyForQuery
// with status idle ('I'): a whole extended-protocol batch, or a whole
// transaction, runs with no other client's messages in between, so
// transaction-local role and claims never leak across clients.
//
// Session-level state would leak, so the session is reset whenever it passes
// to another client and when its last user disconnects: back to PGlite's
// superuser (on PGlite only `SET SESSION AUTHORIZATION <superuser>` undoes a
// client's `SET SESSION AUTHORIZATION`; RESET and DISCARD ALL do not), then
// what DISCARD ALL does but for cached plans (settings incl. claims and role,
// advisory locks, temp tables, prepared statements), then the role the client
// logged in as. A client's own session settings therefore last only while no
// other client ran in between.
import { randomInt } from 'node:crypto';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import {
  CANCEL_REQUEST,
  cancelKey,
  eachMessage,
  errorResponse,
  FROM_CLIENT,
  FROM_SERVER,
  GSSENC_REQUEST,
  idleTimeoutError,
  PROTOCOL_3,
  readyForQuery,
  SSL_REQUEST,
  startupMessage,
  startupParams,
  withBackendKey,
  type BackendKey,
} from './wire-protocol';
import { holdPort, serveHeld, type HeldPort } from './held-port';
import type { AnswerTap, StartupAnswers } from './startup-answers';
import { authorize, loginRefusal, resetSession } from './wire-session';

const { query: QUERY, sync: SYNC, terminate: TERMINATE } = FROM_CLIENT;
const CANCELLED = errorResponse({
  severity: 'ERROR',
  code: '57014',
  message: 'canceling statement due to user request',
});

export interface WireServerOptions {
  /**
   * A client holding the session (open transaction or half a batch) that has
   * sent nothing for this long is cut off once another client waits.
   */
  idleSessionTimeoutMs?: number;
  /** PostgREST's start-up questions answered from the last start's answers (warm starts). */
  answers?: StartupAnswers | null;
}

interface Client {
  id: number;
  key: BackendKey;
  socket: net.Socket;
  buffer: Buffer;
  started: boolean;
  /** The role from the startup message: what the session is reset to for this client. */
  user: string;
  /** The role was found to exist and may log in. */
  verified: boolean;
  /** Messages run one after another, in the order they arrived. */
  chain: Promise<void>;
  closed: boolean;
  /** Settles once the session is cleaned up after this client left. */
  gone: Promise<void>;
  markGone: () => void;
  /** A CancelRequest named this client while its message waited for the session. */
  cancelled: boolean;
  /** After a cancelled extended-protocol message, drop messages until Sync. */
  skipUntilSync: boolean;
  /** Held the session idle past the timeout: cut off as soon as someone waits. */
  idleExpired: boolean;
  tap: AnswerTap | null; // PostgREST's, until it is ready (startup-answers.ts)
}

export class PgliteWireServer {
  private server: net.Server | null = null;
  /** The client whose messages run now, until PGlite reports an idle session. */
  private owner: Client | null = null;
  /** The client the session's state belongs to; null once reset to the superuser. */
  private holder: Client | null = null;
  private waiters = new Map<Client, () => void>();
  private clients = new Set<Client>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private closing = false;
  private greeting: Buffer = Buffer.alloc(0);
  /** PGlite's bootstrap superuser (oid 10), which its one session logs in as. */
  private superuser = 'postgres';

  constructor(
    private readonly db: PGlite,
    private readonly options: WireServerOptions = {},
  ) {}

  /** Serves on `port`, or on one holdPort bound earlier, with the connections it held. */
  async listen(port: number | HeldPort, host = '127.0.0.1'): Promise<void> {
    const { rows } = await this.db.query<{ name: string }>(
      'select rolname as name from pg_catalog.pg_roles where oid = 10',
    );
    this.superuser = rows[0]?.name ?? this.superuser;
    // PGlite's answer to a startup message is the same for everyone: ask once.
    const answer: Buffer[] = [];
    await this.run(startupMessage(this.superuser), (chunk) => answer.push(chunk));
    this.greeting = Buffer.concat(answer);
    const held = typeof port === 'number' ? await holdPort(port, host) : port;
    this.server = serveHeld(held, (socket) => this.accept(socket));
  }

  /** Stops accepting, ends every client and waits until each one's cleanup ran. */
  async close(): Promise<void> {
    this.closing = true;
    const stopped = new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    const clients = [...this.clients];
    for (const client of clients) client.socket.destroy();
    for (const wake of this.waiters.values()) wake();
    await Promise.all(clients.map((client) => client.gone));
    this.clearIdleTimer();
    await stopped;
  }

  private accept(socket: net.Socket) {
    socket.setNoDelay(true);
    let markGone = () => {};
    const gone = new Promise<void>((resolve) => (markGone = resolve));
    const client: Client = {
      id: this.nextId++,
      key: { pid: 0, secret: randomInt(1, 2 ** 31 - 1) },
      socket,
      buffer: Buffer.alloc(0),
      started: false,
      user: this.superuser,
      verified: false,
      chain: Promise.resolve(),
      closed: false,
      gone,
      markGone,
      cancelled: false,
      skipUntilSync: false,
      idleExpired: false,
      tap: null,
    };
    client.key.pid = client.id;
    this.clients.add(client);
    socket.on('data', (data) => this.receive(client, data));
    socket.resume(); // held (holdPort) connections arrive paused
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      client.closed = true;
      this.clients.delete(client);
      this.waiters.get(client)?.();
      client.chain = client.chain
        .then(() => this.abandon(client))
        .catch(() => {})
        .finally(() => client.markGone());
    });
  }

  private receive(client: Client, data: Buffer) {
    client.buffer = Buffer.concat([client.buffer, data]);
    for (;;) {
      const message = this.takeMessage(client);
      if (!message) return;
      client.chain = client.chain
        .then(() => this.handle(client, message))
        .catch(() => {
          client.socket.destroy();
        });
    }
  }

  /** Cuts one complete message off the client's buffer. */
  private takeMessage(client: Client): Buffer | null {
    const buf = client.buffer;
    let length: number;
    if (!client.started) {
      if (buf.length < 8) return null;
      length = buf.readInt32BE(0);
    } else {
      if (buf.length < 5) return null;
      length = 1 + buf.readInt32BE(1);
    }
    if (buf.length < length) return null;
    client.buffer = buf.subarray(length);
    return Buffer.from(buf.subarray(0, length));
  }

  private write(client: Client, data: Buffer) {
    if (!client.closed && client.socket.writable) client.socket.write(data);
  }

  private async handle(client: Client, message: Buffer): Promise<void> {
    if (client.closed || this.closing) return;
    if (!client.started) return this.startup(client, message);
    const type = message[0];
    if (type === TERMINATE) {
      client.socket.end();
      return;
    }
    if (!client.tap) return this.runOne(client, message);
    const answer = (bytes: Buffer) => this.write(client, bytes);
    for (const m of client.tap.incoming(message, answer)) await this.runOne(client, m);
  }

  private async runOne(client: Client, message: Buffer): Promise<void> {
    const type = message[0];
    if (client.skipUntilSync) {
      if (type === SYNC) {
        client.skipUntilSync = false;
        this.write(client, readyForQuery());
      }
      return;
    }
    if (!(await this.acquire(client))) {
      if (client.closed || this.closing) return;
      // Cancelled while waiting: the client is in no transaction, as it did not own the session.
      this.write(client, CANCELLED);
      if (type === QUERY || type === SYNC) this.write(client, readyForQuery());
      else client.skipUntilSync = true;
      return;
    }
    if (this.holder !== client) {
      this.holder = null;
      await resetSession(this.db, this.superuser);
      if (!(await this.admitLogin(client))) {
        this.release(client);
        return;
      }
      if (client.user !== this.superuser) await authorize(this.db, client.user);
      this.holder = client;
    }
    const status = await this.run(message, (chunk) => {
      this.write(client, chunk);
      client.tap?.outgoing(chunk);
    });
    // No ReadyForQuery yet (mid-batch) or a transaction still open: keep the session.
    if (status === 'I') this.release(client);
    else this.armIdleTimer(client);
  }

  private async startup(client: Client, message: Buffer): Promise<void> {
    const code = message.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      client.socket.write('N');
      return;
    }
    if (code === CANCEL_REQUEST) {
      this.cancel(cancelKey(message));
      client.socket.end();
      return;
    }
    if (code !== PROTOCOL_3) {
      client.socket.destroy();
      return;
    }
    client.started = true;
    client.user = startupParams(message).user || this.superuser;
    client.tap = this.options.answers?.tap(client.user) ?? null;
    // As a real server, refuse a role that cannot log in before greeting. Connecting
    // never waits for another client's transaction, though: while the session is
    // busy the check waits until this client first gets it.
    if (!this.owner) {
      this.owner = client;
      try {
        if (!(await this.admitLogin(client))) return;
      } finally {
        this.release(client);
      }
    }
    this.write(client, withBackendKey(this.greeting, client.key));
  }

  /** Checks the client's role once; false (and the client told why) when it may not log in. */
  private async admitLogin(client: Client): Promise<boolean> {
    if (client.verified) return true;
    const refusal = await loginRefusal(this.db, client.user);
    if (refusal) {
      this.write(client, errorResponse({ severity: 'FATAL', code: '28000', message: refusal }));
      client.socket.end();
      return false;
    }
    client.verified = true;
    return true;
  }

  /** Runs one message; returns the last ReadyForQuery status seen, if any. */
  private async run(message: Buffer, sink: (chunk: Buffer) => void): Promise<string | null> {
    let status: string | null = null;
    let pending: Buffer = Buffer.alloc(0);
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(new Uint8Array(message), {
        onRawData: (raw: Uint8Array) => {
          if (raw.length === 0) return;
          const chunk = Buffer.from(raw);
          sink(chunk);
          // Track ReadyForQuery ('Z', status byte) across chunk borders.
          pending = eachMessage(Buffer.concat([pending, chunk]), (type, m) => {
            if (type === FROM_SERVER.readyForQuery) status = String.fromCharCode(m[5]!);
          });
        },
      }),
    );
    return status;
  }

  /** Waits for the session; false when the wait was cancelled or the client left. */
  private async acquire(client: Client): Promise<boolean> {
    if (this.owner === client) {
      this.clearIdleTimer();
      client.idleExpired = false;
      return true;
    }
    while (this.owner) {
      if (this.owner.idleExpired) this.terminateIdle(this.owner);
      await new Promise<void>((resolve) => this.waiters.set(client, resolve));
      this.waiters.delete(client);
      if (client.closed || this.closing) return false;
      if (client.cancelled) {
        client.cancelled = false;
        return false;
      }
    }
    this.owner = client;
    return true;
  }

  private release(client: Client) {
    if (this.owner !== client) return;
    this.owner = null;
    this.clearIdleTimer();
    const waiters = [...this.waiters.values()];
    this.waiters.clear();
    for (const wake of waiters) wake();
  }

  /**
   * A CancelRequest: PGlite runs a statement synchronously on this thread, so
   * a running one cannot be interrupted; a message still waiting for the
   * session is answered with the usual 57014 error instead of running.
   */
  private cancel(key: BackendKey) {
    for (const client of this.clients) {
      if (client.key.pid !== key.pid || client.key.secret !== key.secret) continue;
      const wake = this.waiters.get(client);
      if (wake) {
        client.cancelled = true;
        wake();
      }
    }
  }

  private armIdleTimer(client: Client) {
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => {
      if (this.owner !== client) return;
      if (this.waiters.size > 0) this.terminateIdle(client);
      else client.idleExpired = true;
    }, this.options.idleSessionTimeoutMs ?? 30_000);
    this.idleTimer.unref();
  }

  private clearIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** As Postgres' idle_in_transaction_session_timeout: FATAL 25P03, then the connection ends. */
  private terminateIdle(client: Client) {
    this.write(client, idleTimeoutError((this.options.idleSessionTimeoutMs ?? 30_000) / 1000));
    client.socket.end(() => client.socket.destroy());
    this.clearIdleTimer();
  }

  /** A client went away: roll back what it left open and reset the session it last shaped. */
  private async abandon(client: Client) {
    this.waiters.delete(client);
    if (this.owner === null && this.holder === client) this.owner = client;
    if (this.owner !== client) return;
    try {
      // During shutdown the database may be closed already; nothing is left to clean.
      if (this.db.closed) return;
      if (this.db.isInTransaction()) await this.db.exec('rollback');
      // A half-sent extended-protocol batch is discarded by a Sync.
      await this.run(Buffer.from([SYNC, 0, 0, 0, 4]), () => {});
      await resetSession(this.db, this.superuser);
      this.holder = null;
    } finally {
      this.release(client);
    }
  }
}
