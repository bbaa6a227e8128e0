// What the auth and storage services read off an incoming request besides its body.
import { isIP } from 'node:net';
import type { Context } from 'hono';

/** The User-Agent and IP GoTrue records on each session. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

/** The TCP peer: unlike X-Forwarded-For, a caller cannot choose it (rate limits use it). */
export function remoteAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
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
