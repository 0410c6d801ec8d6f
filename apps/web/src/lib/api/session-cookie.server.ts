import { SESSION_COOKIE, SESSION_RULES } from '@felt/contract/tables';

// The session cookie of DESIGN.md 3: `<account_id>.<token>`, httpOnly so page scripts (operators' analytics
// included) never read it, Secure and SameSite=Lax. Account ids have no dots, so the first dot splits it.

export type Session = { account_id: string; auth: string };

const MAX_AGE_S = Math.floor(SESSION_RULES.absoluteMs / 1000);
const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Lax';

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** 'absent' when there is no cookie, 'garbled' when there is one that is not `<account_id>.<token>`. */
export function readSession(request: Request): Session | 'absent' | 'garbled' {
  const raw = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
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
