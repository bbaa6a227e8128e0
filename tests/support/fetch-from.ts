// A fetch whose requests leave from a chosen local address (on Linux every
// 127.x.y.z is loopback), so a test can be "another client" to the gateway.
// node:http rather than undici: an undici install changes what the unit
// suite's fetch interception sees.
import { request } from 'node:http';

export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const body = init?.body == null ? undefined : String(init.body);
    if (body !== undefined) headers.set('content-length', String(Buffer.byteLength(body)));
    const outgoing: Record<string, string> = {};
    headers.forEach((value, name) => {
      outgoing[name] = value;
    });
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        url,
        { method: init?.method ?? 'GET', headers: outgoing, localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined) responseHeaders.set(name, String(value));
            }
            const status = res.statusCode ?? 500;
            const empty = status === 204 || status === 304;
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                headers: responseHeaders,
              }),
            );
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
}
