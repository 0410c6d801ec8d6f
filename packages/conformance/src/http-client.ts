import { Mismatch } from './outcome';

// Plain HTTP, as any back end is reached: a JSON POST and the JSON it answers, whatever the HTTP status,
// since the contract's answer is in the body (statusCode), not in the HTTP status.

export type Answer = Record<string, unknown>;

const TIMEOUT_MS = 15_000;

export type HttpClient = {
  base: string;
  /** POSTs `body` (or raw text, for signed calls whose exact bytes matter) and reads the JSON answer. */
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Answer>;
};

export function httpClient(base: string): HttpClient {
  const root = base.replace(/\/+$/, '');
  return {
    base: root,
    async post(path, body, headers = {}) {
      let res: Response;
      try {
        res = await fetch(`${root}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new Mismatch(
          `POST ${path}`,
          'an answer',
          (error as Error).cause ? String((error as Error).cause) : String(error),
        );
      }
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new Mismatch(`POST ${path}`, 'a JSON body', `HTTP ${res.status} ${text.slice(0, 60)}`);
      }
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        throw new Mismatch(`POST ${path}`, 'a JSON object', `HTTP ${res.status} ${text.slice(0, 60)}`);
      }
      return json as Answer;
    },
  };
}
