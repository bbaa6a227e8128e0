// Serves one PGlite instance to many Postgres clients over the wire protocol.
//
// PGlite is a single backend session. pglite-socket interleaves clients
// message by message, which breaks extended-protocol batches (one client's
// Bind lands between another's Parse and Sync) as soon as PostgREST runs a
// few connections. Here a client owns the session from its first message
// until PGlite answers ReadyForQuery with status idle ('I'): a whole batch,
// or a whole transaction, runs with no other client's messages in between,
// so transaction-local role and claims can never leak across clients.
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

interface Client {
  id: number;
  socket: net.Socket;
  buffer: Buffer;
  started: boolean;
  /** Messages run one after another, in the order they arrived. */
  chain: Promise<void>;
  closed: boolean;
}

export class PgliteWireServer {
  private server: net.Server | null = null;
  private owner: Client | null = null;
  private waiters: (() => void)[] = [];
  private clients = new Set<Client>();
  private nextId = 1;

  constructor(private readonly db: PGlite) {}

  async listen(port: number, host = '127.0.0.1'): Promise<void> {
    this.server = net.createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, host, () => resolve());
    });
  }

  async close(): Promise<void> {
    for (const client of this.clients) client.socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private accept(socket: net.Socket) {
    socket.setNoDelay(true);
    const client: Client = {
      id: this.nextId++,
      socket,
      buffer: Buffer.alloc(0),
      started: false,
      chain: Promise.resolve(),
      closed: false,
    };
    this.clients.add(client);
    socket.on('data', (data) => this.receive(client, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      client.closed = true;
      this.clients.delete(client);
      client.chain = client.chain.then(() => this.abandon(client));
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

  private async handle(client: Client, message: Buffer): Promise<void> {
    if (client.closed) return;
    if (!client.started) {
      const code = message.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        client.socket.write('N');
        return;
      }
      if (code === CANCEL_REQUEST) {
        client.socket.end();
        return;
      }
      if (code !== PROTOCOL_3) {
        client.socket.destroy();
        return;
      }
      client.started = true;
    } else if (message[0] === 0x58 /* Terminate */) {
      client.socket.end();
      return;
    }
    await this.acquire(client);
    const status = await this.run(client, message);
    // No ReadyForQuery yet (mid-batch) or a transaction still open: keep the session.
    if (status === 'I') this.release(client);
  }

  /** Runs one message; returns the last ReadyForQuery status seen, if any. */
  private async run(client: Client, message: Buffer): Promise<string | null> {
    let status: string | null = null;
    let pending = Buffer.alloc(0);
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(new Uint8Array(message), {
        onRawData: (chunk: Uint8Array) => {
          if (chunk.length === 0) return;
          if (!client.closed && client.socket.writable) client.socket.write(Buffer.from(chunk));
          // Track ReadyForQuery ('Z', length 5, status byte) across chunk borders.
          pending = Buffer.concat([pending, Buffer.from(chunk)]);
          while (pending.length >= 5) {
            const len = 1 + pending.readInt32BE(1);
            if (pending.length < len) break;
            if (pending[0] === 0x5a) status = String.fromCharCode(pending[5]!);
            pending = pending.subarray(len);
          }
        },
      }),
    );
    return status;
  }

  private async acquire(client: Client) {
    while (this.owner && this.owner !== client) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    this.owner = client;
  }

  private release(client: Client) {
    if (this.owner !== client) return;
    this.owner = null;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** A client went away: roll back whatever it left open and free the session. */
  private async abandon(client: Client) {
    if (this.owner !== client) return;
    try {
      if (this.db.isInTransaction()) await this.db.exec('rollback');
      // A half-sent extended-protocol batch is discarded by a Sync.
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(new Uint8Array([0x53, 0, 0, 0, 4]), { onRawData: () => {} }),
      );
    } finally {
      this.release(client);
    }
  }
}
