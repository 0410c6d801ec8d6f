import { Mismatch } from './outcome';

// Plain HTTP, as any back end is reached: a JSON POST (or a GET, for the calls that take no body) and the JSON it
// answers, whatever the HTTP status, since the contract's answer is in the body (statusCode), not in the HTTP status.

export type Answer = Record<string, unknown>;

/** What came back, before it is read as JSON: the request it answers, the HTTP status and the body's text. */
export type Reply = { request: string; status: number; text: string };

const TIMEOUT_MS = 15_000;

export type HttpClient = {
  base: string;
  /** Sends one request and gives back what came, whatever the HTTP status; a POST body may be raw text. */
  send: (method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) => Promise<Reply>;
  /** POSTs `body` (or raw text, for signed calls whose exact bytes matter) and reads the JSON answer. */
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Answer>;
};

export function httpClient(base: string): HttpClient {
  const root = base.replace(/\/+$/, '');
  const send: HttpClient['send'] = async (method, path, body, headers = {}) => {
    const request = `${method} ${path}`;
    let res: Response;
    try {
      res = await fetch(`${root}${path}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json', ...headers } : headers,
        body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new Mismatch(request, 'an answer', (error as Error).cause ? String((error as Error).cause) : String(error));
    }
    return { request, status: res.status, text: await res.text() };
  };
  return { base: root, send, post: async (path, body, headers) => answerOf(await send('POST', path, body, headers)) };
}

/** The JSON object a reply carries, or a Mismatch saying what came instead. */
export function answerOf(reply: Reply): Answer {
  let json: unknown;
  try {
    json = JSON.parse(reply.text);
  } catch {
    throw new Mismatch(reply.request, 'a JSON body', `HTTP ${reply.status} ${reply.text.slice(0, 60)}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Mismatch(reply.request, 'a JSON object', `HTTP ${reply.status} ${reply.text.slice(0, 60)}`);
  }
  return json as Answer;
}
