// What every answer to a hostile body must be: JSON; below 500 unless it is a proper Failure (statusCode ≤ 0 and
// a message key of letters only); and free of stack traces, SQL and server file paths. Text the request itself
// carried is not a leak: a validation failure may name an unknown key it was sent.

export type Exchange = {
  method: string;
  path: string;
  /** The request body as text. */
  sent: string;
  status: number;
  contentType: string | null;
  text: string;
};

const LEAKS: [string, RegExp][] = [
  ['stack trace', /\bat .*\(.*:\d+:\d+\)/g],
  ['stack trace', /\n\s+at \S/g],
  ['error text', /\w*Error:/g],
  ['SQL', /select /gi],
  ['SQL', /insert into/gi],
  ['SQL', /syntax error at/gi],
  ['SQL', /relation "/gi],
  ['SQL', /violates/gi],
  ['SQL', /duplicate key/gi],
  ['database driver', /pglite/gi],
  ['database driver', /drizzle/gi],
  ['file path', /\/work\//g],
  ['file path', /node_modules/g],
];

/** Answers that are not JSON by design: images of the media route, "not modified", and redirects (a web server
 * normalising a path such as /api/media/%2e%2e answers with where to go instead). */
function mayBeOpaque(x: Exchange): boolean {
  if (x.status >= 300 && x.status < 400) return true;
  return x.status === 200 && x.path.startsWith('/api/media/') && /^image\//.test(x.contentType ?? '');
}

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isFailure(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { statusCode, message } = value as { statusCode?: unknown; message?: unknown };
  return (
    typeof statusCode === 'number' && statusCode <= 0 && typeof message === 'string' && /^[A-Za-z]+$/.test(message)
  );
}

/** Leaks in the answer that the request did not carry itself. */
export function leaksOf(answer: string, sent: string): string[] {
  const request = sent.toLowerCase();
  const found: string[] = [];
  for (const [kind, pattern] of LEAKS) {
    for (const match of answer.matchAll(pattern)) {
      if (request.includes(match[0].toLowerCase())) continue;
      const at = match.index ?? 0;
      found.push(`${kind}: …${answer.slice(Math.max(0, at - 40), at + 80)}…`);
      break;
    }
  }
  return found;
}

/** /healthz names its database kind by design (documented in the OpenAPI document): not a leak. */
function scanned(x: Exchange, body: { ok: true; value: unknown } | { ok: false }): string {
  if (!x.path.startsWith('/healthz') || !body.ok || typeof body.value !== 'object' || body.value === null)
    return x.text;
  const { database: _documented, ...rest } = body.value as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** Every rule the answer breaks; empty when it is sound. */
export function problemsOf(x: Exchange): string[] {
  const problems: string[] = [];
  const body = parsed(x.text);
  if (!body.ok && !mayBeOpaque(x))
    problems.push(`answer is not JSON (HTTP ${x.status}, ${x.contentType ?? 'no type'})`);
  if (x.status >= 500 && !(body.ok && isFailure(body.value))) {
    problems.push(`HTTP ${x.status} without a JSON Failure`);
  }
  problems.push(...leaksOf(scanned(x, body), x.sent));
  return problems;
}

/** A 5xx that is a proper Failure: sound by the rules above, but still a handler that threw. */
export const isServerFailure = (x: Exchange) => x.status >= 500 && x.status !== 503;
