import { DEMO_PROVIDER, launchGame } from '@felt/contract';
import { conforms, expectSuccess, step } from '../checks';
import { needSession, siteHeader } from '../context';
import { Mismatch, NotApplicable, shown } from '../outcome';
import type { Row } from '../row';
import { readLaunchUrl } from '../wallet-client';
import { walletBalanceOf } from './wallet-money';

export const launchRow: Row = {
  id: 'wallet.launch',
  title: 'launch_game answers a launch URL signed with the provider secret',
  async run(ctx) {
    const secret = ctx.options.providerSecret;
    if (!secret) throw new NotApplicable('no --provider-secret given');
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
