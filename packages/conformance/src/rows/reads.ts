import { type CallDef, ERROR_KEYS, STATUS } from '@felt/contract';
import { conforms, expectSuccess } from '../checks';
import { type KitContext, needSession, type Session, siteHeader } from '../context';
import { type Answer, answerOf, type Reply } from '../http-client';
import { NotApplicable } from '../outcome';
import type { Row } from '../row';

// Calls as the Felt BFF asks them: the fields the kit knows (site, session) and `extra`, kept to those the request
// schema names, defaults filled in. A read row's call changes no data; its whole answer must fit the call's schema.

/** A guest, the kit's session, or a session of its account named here (one it opened besides, to end it). */
type Who = 'guest' | 'player' | Session;

/** The board both leaderboard reads ask for: this ISO week, by stake. */
export const WEEK_BY_STAKE = { period: 'week', metric: 'turnover' };

const NOT_OFFERED = 'not offered (an extension answered HTTP 404 or notFound)';

/** The row `read.<path>` for one read call, asked by a guest or with the kit's session. */
export function readRow(call: CallDef, who: Who, extra: Record<string, unknown> = {}): Row {
  return {
    id: `read.${call.path.replace('/api/', '').replaceAll('/', '.')}`,
    title: `${call.method} ${call.path} ${who === 'player' ? 'with the session ' : ''}answers what its schema says`,
    async run(ctx) {
      const answer = await ask(ctx, call, who, extra);
      expectSuccess(answer, call.response);
      return listSizes(answer);
    },
  };
}

/** One call as the site makes it (see readRow), and its answer; a missing extension makes the row n/a. */
export async function ask(ctx: KitContext, call: CallDef, who: Who, extra: Record<string, unknown> = {}) {
  const { body, headers } = requestOf(ctx, call, who, extra);
  return offered(call, await ctx.http.send(call.method, call.path, body, headers));
}

function requestOf(ctx: KitContext, call: CallDef, who: Who, extra: Record<string, unknown>) {
  const session = who === 'player' ? needSession(ctx) : who === 'guest' ? undefined : who;
  const fields = { ...ctx.site, ...(session && { account_id: session.account_id, auth: session.token }), ...extra };
  return {
    body: call.request ? conforms(call.request, fields, 'request') : undefined,
    headers: session ? siteHeader(ctx) : {},
  };
}

/** The answer, unless an extension call is missing here: the operator guide lets a back end leave those out. */
function offered(call: CallDef, reply: Reply): Answer {
  if (call.extension && reply.status === 404) throw new NotApplicable(NOT_OFFERED);
  const answer = answerOf(reply);
  const notFound = answer.statusCode === STATUS.notFound && answer.message === ERROR_KEYS.notFound;
  if (call.extension && notFound) throw new NotApplicable(NOT_OFFERED);
  return answer;
}

/** How many items each list of the answer holds ("value 12"); nothing when it has none. */
function listSizes(answer: Answer): string | undefined {
  const lists = Object.entries(answer).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]));
  return lists.map(([key, items]) => `${key} ${items.length}`).join(', ') || undefined;
}
