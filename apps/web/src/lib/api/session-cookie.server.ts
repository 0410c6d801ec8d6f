import { SESSION_COOKIE, SESSION_RULES } from '@felt/contract/tables';

// The session cookie of DESIGN.md 3: `<account_id>.<token>`, httpOnly so page scripts (operators' analytics
// included) never read it, Secure and SameSite=Lax. Account ids have no dots, so the first dot splits it.
// Its `__Host-` name makes the browser refuse it unless it is Secure, Path=/ and without Domain, so a sibling
// subdomain cannot plant one for the whole site: the attributes below must stay exactly these.

export type Session = { account_id: string; auth: string };

const MAX_AGE_S = Math.floor(SESSION_RULES.absoluteMs / 1000);
const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Lax';

/** Every value the Cookie header carries under `name`, in order. */
function cookieValues(header: string | null, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * 'absent' when there is no cookie, 'garbled' when there is one that is not `<account_id>.<token>`, or more than
 * one: a second one was planted (for a parent domain or a deeper path, say) and the BFF cannot tell which is ours.
 */
export function readSession(request: Request): Session | 'absent' | 'garbled' {
  const values = cookieValues(request.headers.get('cookie'), SESSION_COOKIE);
  if (values.length > 1) return 'garbled';
  const raw = values[0];
  if (raw === undefined || raw === '') return 'absent';
  const value = decoded(raw);
  const dot = value?.indexOf('.') ?? -1;
  if (!value || dot < 1 || dot === value.length - 1) return 'garbled';
  return { account_id: value.slice(0, dot), auth: value.slice(dot + 1) };
}

/** The Set-Cookie value that opens a session for the rest of SESSION_RULES.absoluteMs. */
export function sessionCookie(session: Session): string {
  const value = `${encodeURIComponent(session.account_id)}.${encodeURIComponent(session.auth)}`;
  return `${SESSION_COOKIE}=${value}; ${ATTRIBUTES}; Max-Age=${MAX_AGE_S}`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;
}
