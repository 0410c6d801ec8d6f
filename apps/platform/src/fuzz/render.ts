import type { FuzzCase } from './generate';
import { jsonText, withFields } from './json-text';

// A case turned into an HTTP request, with the live player its slot names: the session's account_id and auth go
// into an authenticated call's body, the launched game's token into a wallet call's body.

export type LivePlayer = { account_id: string; auth: string; domain_name: string; gameToken: string | null };

export type Rendered = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
  /** The body as text, for the oracle (a reflected input is not a leak) and for a failure report. */
  text: string;
};

export function render(c: FuzzCase, player: LivePlayer | null, otherDomain: string): Rendered {
  const headers: Record<string, string> = {};
  if (c.contentType) headers['content-type'] = c.contentType;
  let body: string | Uint8Array | null = null;
  if (c.body?.kind === 'bytes') body = new Uint8Array(c.body.bytes);
  else if (c.body?.kind === 'text') body = c.body.text;
  else if (c.body?.kind === 'json') {
    let value = c.body.value;
    if (player && c.call.auth) value = withFields(value, { account_id: player.account_id, auth: player.auth });
    if (player?.gameToken && c.call.wallet) value = withFields(value, { token: player.gameToken });
    body = jsonText(value);
  }
  if (player && c.call.auth) headers['x-felt-domain'] = c.crossSite ? otherDomain : player.domain_name;
  const text = body instanceof Uint8Array ? new TextDecoder().decode(body) : (body ?? '');
  return { method: c.method, path: c.path, headers, body, text };
}

/** At most `max` characters of a body, escaped so control characters and bidi marks print visibly. */
export function excerpt(text: string, max = 600): string {
  const head = JSON.stringify(text.slice(0, max)).replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, (ch) => {
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return text.length > max ? `${head}… (${text.length} characters)` : head;
}
