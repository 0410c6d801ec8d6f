import type { FieldError } from '@felt/contract';
import type { OperatorPlayer } from '@felt/contract/operator';
import { problemLines } from '../tenants/check-file';
import type { Target } from './target';

// npm run player -- show DOMAIN ACCOUNT | block DOMAIN ACCOUNT | close DOMAIN ACCOUNT | activate DOMAIN ACCOUNT

const USAGE =
  'usage: npm run player -- show DOMAIN ACCOUNT | block DOMAIN ACCOUNT | close DOMAIN ACCOUNT | activate DOMAIN ACCOUNT';
const STATUS_OF = { block: 'BLOCK', close: 'CLOSE', activate: 'ACTIVE' } as const;
type Change = keyof typeof STATUS_OF;

class Usage extends Error {}

const isChange = (command: string): command is Change => Object.hasOwn(STATUS_OF, command);

/** The running platform when it answers (its operator endpoints), else the database itself. */
async function run(target: Target, command: 'show' | Change, domain: string, account: string) {
  const { operatorCall } = await import('./target');
  if (target.kind === 'platform') {
    return command === 'show'
      ? operatorCall<OperatorPlayer>(
          target,
          `/api/operator/players/${encodeURIComponent(domain)}/${encodeURIComponent(account)}`,
        )
      : operatorCall<OperatorPlayer>(target, '/api/operator/players/status', {
          domain_name: domain,
          account_id: account,
          status: STATUS_OF[command],
        });
  }
  const { changePlayerStatus, playerSummary } = await import('../services/players/operator');
  const { db } = target.database;
  return command === 'show'
    ? playerSummary(db, domain, account)
    : changePlayerStatus(db, domain, account, STATUS_OF[command]);
}

function print(player: OperatorPlayer): void {
  const rows: [string, string][] = [
    ['domain', player.domain_name],
    ['account', player.account_id],
    ['status', player.status],
    ['created', player.created_at],
    ['balance', `${player.balance} ${player.currency}`],
  ];
  for (const [label, value] of rows) process.stdout.write(`${label.padEnd(8)} ${value}\n`);
}

async function main(command: string | undefined, domain: string | undefined, account: string | undefined) {
  if (!command || !domain || !account || !(command === 'show' || isChange(command))) throw new Usage(USAGE);
  const { openTarget } = await import('./target');
  const target = await openTarget();
  try {
    const player = await run(target, command, domain, account);
    if (!player) throw new Error(`No account ${account} on ${domain}`);
    print(player);
  } finally {
    if (target.kind === 'database') await target.database.close();
  }
}

main(process.argv[2], process.argv[3], process.argv[4]).catch((error: Error & { errors?: FieldError[] }) => {
  console.error(error.message);
  for (const line of problemLines(error.errors ?? [])) console.error(`  ${line}`);
  process.exit(error instanceof Usage ? 2 : 1);
});
