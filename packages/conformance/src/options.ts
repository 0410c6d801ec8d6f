import { parseArgs } from 'node:util';

export type KitOptions = {
  url: string;
  domain: string;
  account?: { id: string; password: string };
  providerSecret?: string;
  /** The DEMO provider's game the wallet rows launch. */
  game: string;
};

export const USAGE = `Usage: npm run conformance -- --url <platform URL> [--domain <tenant domain>]
         [--account <id> --password <pw>] [--provider-secret <secret>] [--game <DEMO game code>]

  --url              the back end, e.g. http://127.0.0.1:4000
  --domain           the tenant to check (default localhost)
  --account          an existing player of that tenant; without it the session and wallet rows are n/a
  --password         that player's password (or FELT_CONFORMANCE_PASSWORD)
  --provider-secret  the DEMO provider's signing secret (or FELT_CONFORMANCE_PROVIDER_SECRET);
                     without it the wallet rows are n/a
  --game             the DEMO game the wallet rows launch (default lucky-sevens)`;

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
        'provider-secret': { type: 'string' },
        game: { type: 'string', default: 'lucky-sevens' },
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
  return {
    url,
    domain: (text('domain') ?? 'localhost').toLowerCase(),
    account: id && password ? { id, password } : undefined,
    providerSecret: text('provider-secret') ?? (env.FELT_CONFORMANCE_PROVIDER_SECRET || undefined),
    game: text('game') ?? 'lucky-sevens',
  };
}
