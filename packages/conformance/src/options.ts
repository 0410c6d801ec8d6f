import { parseArgs } from 'node:util';
import { DEMO_PROVIDER } from '@felt/contract';

export type KitOptions = {
  url: string;
  domain: string;
  account?: { id: string; password: string };
  /** The kit registers an account of its own and uses it as the account (it stays: no call deletes an account). */
  signup?: true;
  providerSecret?: string;
  /** The provider whose signed wallet calls the wallet rows make (the contract's path names it). */
  provider: string;
  /**
   * A game session of that provider the operator opened themselves: the wallet rows use it instead of launching
   * a DEMO game, so a back end whose launch URLs are its own providers' can be checked too.
   */
  walletToken?: string;
  /** The game the wallet rows launch and name in their stakes. */
  game: string;
};

const PROVIDER_CODE = /^[A-Z0-9_]{2,32}$/;

export const USAGE = `Usage: npm run conformance -- --url <platform URL> [--domain <tenant domain>]
         [--account <id> --password <pw> | --signup] [--provider-secret <secret>]
         [--game <DEMO game code>] [--provider <code>] [--wallet-token <game session token>]

  --url              the back end, e.g. http://127.0.0.1:4000
  --domain           the tenant to check (default localhost)
  --account          an existing player of that tenant; without it (or --signup) the session, write and
                     wallet rows are n/a
  --password         that player's password (or FELT_CONFORMANCE_PASSWORD)
  --signup           the kit registers a player of its own (solving the signup challenge, and reading
                     the register code from a demo back end's /api/dev/outbox when one is asked) and
                     uses it as the account; that player stays behind, since no call deletes an account
  --provider-secret  the DEMO provider's signing secret (or FELT_CONFORMANCE_PROVIDER_SECRET);
                     without it the wallet rows are n/a
  --game             the DEMO game the wallet rows launch (default lucky-sevens)
  --provider         the provider whose signed wallet calls the wallet rows make (default DEMO)
  --wallet-token     a game session of that provider, from a launch of your own (or
                     FELT_CONFORMANCE_WALLET_TOKEN): the wallet rows use it instead of launching a
                     DEMO game, and need no --account`;

/**
 * The options of a command line, or a message saying what is wrong with it. The two secrets may come from the
 * environment instead, since npm echoes a script's arguments.
 */
export function readOptions(argv: string[], env: NodeJS.ProcessEnv = {}): KitOptions | { error: string } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        domain: { type: 'string', default: 'localhost' },
        account: { type: 'string' },
        password: { type: 'string' },
        signup: { type: 'boolean' },
        'provider-secret': { type: 'string' },
        game: { type: 'string', default: 'lucky-sevens' },
        provider: { type: 'string', default: DEMO_PROVIDER },
        'wallet-token': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { error: '' };
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const url = text('url');
  if (!url || !/^https?:\/\/[^/]+/.test(url)) return { error: '--url must be an http(s) address' };
  const id = text('account');
  const password = text('password') ?? (env.FELT_CONFORMANCE_PASSWORD || undefined);
  if (Boolean(id) !== Boolean(password) && (id || text('password'))) {
    return { error: '--account and --password go together' };
  }
  if (values.signup && (id || text('password'))) {
    return { error: '--signup makes an account of its own: give --signup or --account, not both' };
  }
  const provider = (text('provider') ?? DEMO_PROVIDER).toUpperCase();
  if (!PROVIDER_CODE.test(provider)) return { error: '--provider must be 2-32 letters, digits or _' };
  const walletToken = text('wallet-token') ?? (env.FELT_CONFORMANCE_WALLET_TOKEN || undefined);
  return {
    url,
    domain: (text('domain') ?? 'localhost').toLowerCase(),
    account: id && password ? { id, password } : undefined,
    ...(values.signup ? { signup: true as const } : {}),
    providerSecret: text('provider-secret') ?? (env.FELT_CONFORMANCE_PROVIDER_SECRET || undefined),
    provider,
    ...(walletToken ? { walletToken } : {}),
    game: text('game') ?? 'lucky-sevens',
  };
}
