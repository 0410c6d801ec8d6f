import type { CappedBody } from '@/lib/http/read-capped';

// The BFF's POST handler (and its media GET), handed to the web server (server/direct-api.mjs) when Next first loads the API route,
// so later calls are answered without Next's routing around them: one process, one global key both sides name.

export type DirectApi = {
  /** The most bytes of a body the handler takes: the web server reads no more than this and one byte. */
  bodyLimit: number;
  post: (request: Request, path: string, read: () => Promise<CappedBody>) => Promise<Response>;
  /** A GET or HEAD of /api/media/ (the request's URL names the file). */
  media?: (request: Request) => Promise<Response>;
};

const KEY = Symbol.for('felt.direct-api');

export function offerDirectApi(api: DirectApi): void {
  (globalThis as typeof globalThis & { [KEY]?: DirectApi })[KEY] = api;
}
