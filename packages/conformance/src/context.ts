import type { HttpClient } from './http-client';
import type { KitOptions } from './options';
import { NotApplicable } from './outcome';

export type Account = NonNullable<KitOptions['account']>;
/** A session the kit opened: the token, and the account it belongs to. */
export type Session = { account_id: string; token: string };

/** What rows learn and pass on to later rows: the site, the kit's account and session, its game session. */
export type KitContext = {
  options: KitOptions;
  http: HttpClient;
  site: { domain_name: string; external_id: string };
  /** Why startup says the site takes no logins now (maintenance, switched off, expired); unset when open. */
  closed?: string;
  /** The account the rows use: the one given, or the one signup.register made and logged in with. */
  account?: Account;
  /**
   * What the signup rows learnt: a solved challenge not yet used; the account signup made, and the solution it spent
   * (signup.challenge-reuse offers it again).
   */
  signup?: { unspent?: string; made?: Account; spent?: string };
  session?: Session;
  game?: { token: string; currency: string };
  /** Undo steps for what the kit itself opened or made (its sessions, a row's writes), run after the last row. */
  cleanups: Array<{ what: string; run: () => Promise<void> }>;
};

/** Whether the rows' account is the one the kit registered itself: nothing on it is anyone else's to keep. */
export const ownAccount = (ctx: KitContext) => ctx.account !== undefined && ctx.account === ctx.signup?.made;

/** The account given on the command line or made by signup, or the reason the row cannot run without one. */
export function needAccount(ctx: KitContext): Account {
  if (ctx.account) return ctx.account;
  if (ctx.options.signup) throw new NotApplicable('needs signup.register, which did not pass');
  throw new NotApplicable('no --account/--password (or --signup) given');
}

/** The kit's session, or the reason the row cannot run without one. */
export function needSession(ctx: KitContext): NonNullable<KitContext['session']> {
  needAccount(ctx);
  if (!ctx.session) throw new NotApplicable('needs session.login, which did not pass');
  return ctx.session;
}

/** The launched (or given) game session, or the reason the wallet row cannot run. */
export function needGame(ctx: KitContext): NonNullable<KitContext['game']> {
  if (!ctx.options.providerSecret) throw new NotApplicable('no --provider-secret given');
  if (!ctx.options.walletToken) needSession(ctx);
  if (!ctx.game) throw new NotApplicable('needs wallet.launch, which did not pass');
  return ctx.game;
}

/** How the Felt BFF names the site of a session call; a back end may ignore it. */
export const siteHeader = (ctx: KitContext) => ({ 'x-felt-domain': ctx.site.domain_name });

/**
 * Registers the undo of something a row made, so that it is undone after the last row should the row stop first.
 * The row undoes it itself with the function returned, which then drops the registered step.
 */
export function undoLater(ctx: KitContext, what: string, run: () => Promise<void>): () => Promise<void> {
  const cleanup = { what, run };
  ctx.cleanups.push(cleanup);
  return async () => {
    await run();
    ctx.cleanups.splice(ctx.cleanups.indexOf(cleanup), 1);
  };
}
