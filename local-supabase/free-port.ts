import net from 'node:net';

/**
 * A free port held open until `release`: a caller that binds it only after a minute's
 * work (a build, a stack) keeps another process on a shared machine from taking it.
 */
export function holdFreePort(): Promise<{ port: number; release(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        release: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** A port that was free a moment ago, so parallel test runs never collide. */
export async function freePort(): Promise<number> {
  const { port, release } = await holdFreePort();
  await release();
  return port;
}

/** True when nothing listens on `port` of 127.0.0.1 right now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
