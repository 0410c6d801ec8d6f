import { DEMO_PROVIDER, launchGame, walletBalance } from '@felt/contract';
import { conforms, expectSuccess, step } from '../checks';
import { type KitContext, needSession, siteHeader } from '../context';
import { Mismatch, NotApplicable, shown } from '../outcome';
import type { Row } from '../row';
import { readLaunchUrl, signedCall } from '../wallet-client';
import { walletBalanceOf, walletOf } from './wallet-money';

export const launchRow: Row = {
  id: 'wallet.launch',
  title: 'launch_game answers a launch URL signed with the provider secret (or the given game session answers)',
  async run(ctx) {
    const secret = ctx.options.providerSecret;
    if (!secret) throw new NotApplicable('no --provider-secret given');
    if (ctx.options.walletToken) return givenGameSession(ctx, ctx.options.walletToken);
    if (ctx.options.provider !== DEMO_PROVIDER) {
      throw new NotApplicable(
        `launch URLs are read for ${DEMO_PROVIDER} only: give --wallet-token for ${ctx.options.provider}`,
      );
    }
    const session = needSession(ctx);
    const body = {
      ...ctx.site,
      account_id: session.account_id,
      auth: session.token,
      provider_code: DEMO_PROVIDER,
      game_code: ctx.options.game,
      device: 'desktop',
    };
    conforms(launchGame.request, body, 'request');
    const answer = expectSuccess(await ctx.http.post(launchGame.path, body, siteHeader(ctx)), launchGame.response);
    const game = readLaunchUrl(secret, answer.url);
    if (!game)
      throw new Mismatch(
        'url',
        'a launch URL whose launch= token is signed with the provider secret',
        shown(answer.url),
      );
    const balance = await step('wallet balance', () => walletBalanceOf(ctx, game));
    ctx.game = game;
    return `${ctx.options.game}, wallet balance ${balance} ${game.currency} minor units`;
  },
};

/** A game session the operator opened with their own provider: its wallet answers a balance in some currency. */
async function givenGameSession(ctx: KitContext, token: string): Promise<string> {
  const answer = expectSuccess(await signedCall(ctx.http, walletOf(ctx), 'balance', { token }), walletBalance.response);
  ctx.game = { token, currency: answer.currency };
  return `given ${ctx.options.provider} game session, wallet balance ${answer.balance} ${answer.currency} minor units`;
}
