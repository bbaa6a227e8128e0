// The database port bound before the database is open, so a warm start need not wait. PostgREST
// and the rest of the stack start while PGlite opens; the connections they make meanwhile
// wait, paused and unread, until the wire server takes the port over and serves them.
import net from 'node:net';

export interface HeldPort {
  server: net.Server;
  /** Connections accepted before the database was open, paused and unread. */
  held: net.Socket[];
}

/**
 * Binds `port` now and holds its connections until a PgliteWireServer listens on it:
 * clients (PostgREST) can start while PGlite is still opening.
 */
export async function holdPort(port: number, host = '127.0.0.1'): Promise<HeldPort> {
  const held: net.Socket[] = [];
  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    held.push(socket);
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { server, held };
}

/** Hands the held connections, and every later one (paused too), to `accept`. */
export function serveHeld({ server, held }: HeldPort, accept: (s: net.Socket) => void): net.Server {
  server.removeAllListeners('connection');
  server.on('connection', accept);
  for (const socket of held.splice(0)) if (!socket.destroyed) accept(socket);
  return server;
}
