import http from 'node:http';
import https from 'node:https';
import { env } from '@/lib/env.server';

// How contract calls travel to the platform: plain HTTP/1.1 on kept-alive sockets. fetch() costs the web server
// several times the CPU per call (web streams, abort signals, the framework's own wrapper around it): through the
// BFF, get_balance answered 246 req/s with fetch and 455 with this, on the same machine. Media and the game
// proxy, which stream their bodies, keep fetch (platformFetch).

export type Exchanged = { status: number; text: string };

// An idle socket is dropped before the server drops it: a request written to a socket the server is closing dies
// with "socket hang up". Node lowers this timeout to the server's own Keep-Alive hint less a second, but only
// when one is set; 4 s is what fetch keeps an idle socket when a server gives no hint.
const IDLE_MS = 4_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256, timeout: IDLE_MS }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256, timeout: IDLE_MS }),
};

/** Sends one request to the platform and reads the whole answer as text; rejects on a network error or timeout. */
export function platformExchange(
  method: string,
  path: string,
  body: string | undefined,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Exchanged> {
  const url = new URL(path, env.PLATFORM_URL);
  const secure = url.protocol === 'https:';
  const send = secure ? https.request : http.request;
  const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      { method, agent: agents[secure ? 'https:' : 'http:'], headers: { ...headers, ...length }, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
