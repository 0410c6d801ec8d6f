import type { HttpClient } from './http-client';
import type { KitOptions } from './options';
import { NotApplicable } from './outcome';

/** What rows learn and pass on to later rows: the site, the kit's session, its game session. */
export type KitContext = {
  options: KitOptions;
  http: HttpClient;
  site: { domain_name: string; external_id: string };
  /** Why startup says the site takes no logins now (maintenance, switched off, expired); unset when open. */
  closed?: string;
  session?: { account_id: string; token: string };
  game?: { token: string; currency: string };
  /** Undo steps for what the kit itself opened (its session), run after the last row. */
  cleanups: Array<{ what: string; run: () => Promise<void> }>;
};

/** The kit's session, or the reason the row cannot run without one. */
export function needSession(ctx: KitContext): NonNullable<KitContext['session']> {
  if (!ctx.options.account) throw new NotApplicable('no --account/--password given');
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
