// What the auth and storage services read off an incoming request besides its body.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';

/** The User-Agent and IP GoTrue records on each session. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

/** The TCP peer: unlike X-Forwarded-For, a caller cannot choose it (rate limits use it). */
export function remoteAddress(c: Context): string {
  return nodeRequest(c)?.socket?.remoteAddress ?? 'unknown';
}

/** The Node request under Hono's (absent when an app is called without @hono/node-server). */
function nodeRequest(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** How long a refused body may keep its connection open while the rest of it arrives. */
const LINGER_MS = 10_000;
const lingering = new WeakSet<object>();

/**
 * Answer first, then close. A refused body may still be on its way: closing the
 * socket under it resets the connection (the client's write fails with EPIPE,
 * often before it reads the answer). So the answer says `Connection: close`,
 * the rest of the body is read and dropped, and the socket closes once the
 * body has arrived, or after LINGER_MS for a client that never stops.
 */
export function closeAfterBody(c: Context): void {
  c.header('Connection', 'close');
  const incoming = nodeRequest(c);
  const socket = incoming?.socket;
  if (!incoming || !socket || lingering.has(socket)) return;
  lingering.add(socket);
  // Whoever was reading the body has given up: drop the rest, as Node's own dump does.
  incoming.removeAllListeners('data');
  incoming.resume();
  const destroySoon = socket.destroySoon.bind(socket);
  let bodyDone = incoming.complete;
  let answered = false;
  const close = () => {
    clearTimeout(timer);
    destroySoon();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  incoming.once('end', () => {
    bodyDone = true;
    if (answered) close();
  });
  // Node (and Hono's drain) call this once the answer is flushed.
  socket.destroySoon = () => {
    answered = true;
    if (bodyDone) close();
  };
}

export function clientInfo(c: Context): ClientInfo {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || remoteAddress(c);
  return { userAgent: c.req.header('user-agent') ?? null, ip: isIP(ip) !== 0 ? ip : null };
}

/** Largest JSON body any auth or storage route reads (uploads stream to disk instead). */
export const MAX_JSON_BYTES = 1 << 20;

/**
 * The whole body, refused with `tooLarge()` as soon as it passes `limit` bytes
 * (by Content-Length up front, or while counting a chunked body), so a huge
 * body never sits in memory.
 */
export async function readBody(c: Context, limit: number, tooLarge: () => Error): Promise<Buffer> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Stop reading but leave the socket open, so the answer still reaches the client.
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
