import type { FieldError } from '@felt/contract';
import type { DecidedRequest, PendingRequest } from '@felt/contract/operator';
import { problemLines } from '../tenants/check-file';
import type { Target } from './target';

// npm run payments -- pending DOMAIN | approve ID | reject ID [REASON]

const USAGE = 'usage: npm run payments -- pending DOMAIN | approve ID | reject ID [REASON]';

class Usage extends Error {}

type Command = { name: 'pending'; domain: string } | { name: 'approve' | 'reject'; id: number; reason: string | null };

function parse(args: string[]): Command {
  const [name, arg, ...rest] = args;
  if (name === 'pending' && arg) return { name, domain: arg };
  if ((name === 'approve' || name === 'reject') && arg && /^\d{1,15}$/.test(arg)) {
    return { name, id: Number(arg), reason: name === 'reject' && rest.length ? rest.join(' ') : null };
  }
  throw new Usage(USAGE);
}

/** The running platform when it answers (its operator endpoints), else the database itself. */
async function run(target: Target, command: Command): Promise<PendingRequest[] | DecidedRequest | undefined> {
  if (target.kind === 'platform') {
    const { operatorCall } = await import('./target');
    if (command.name === 'pending') {
      return operatorCall(target, `/api/operator/payments/${encodeURIComponent(command.domain)}/pending`);
    }
    const body = { request_id: command.id, ...(command.reason ? { reason: command.reason } : {}) };
    return operatorCall(target, `/api/operator/payments/${command.name}`, body);
  }
  const { decide, pendingRequests } = await import('../services/payments/operator');
  const { db } = target.database;
  if (command.name === 'pending') return pendingRequests(db, command.domain);
  const verdict = command.name === 'approve' ? 'approved' : 'rejected';
  return decide(db, command.id, verdict, new Date(), command.reason);
}

function print(result: PendingRequest[] | DecidedRequest): void {
  if (!Array.isArray(result)) {
    process.stdout.write(`${result.request_id} ${result.type} ${result.amount} ${result.currency} ${result.status}\n`);
    return;
  }
  if (!result.length) process.stdout.write('no pending requests\n');
  for (const r of result) {
    const where = r.bank ?? r.method_code;
    process.stdout.write(
      `${r.request_id.padEnd(8)} ${r.type.padEnd(10)} ${r.account_id.padEnd(16)} ${r.amount} ${r.currency}  ${where}  ${r.created_at}\n`,
    );
  }
}

async function main(args: string[]) {
  const command = parse(args);
  const { openTarget } = await import('./target');
  const target = await openTarget();
  try {
    const result = await run(target, command);
    if (!result) throw new Error(command.name === 'pending' ? `No site ${command.domain}` : 'No such request');
    print(result);
  } finally {
    if (target.kind === 'database') await target.database.close();
  }
}

main(process.argv.slice(2)).catch((error: Error & { errors?: FieldError[] }) => {
  console.error(error.message);
  for (const line of problemLines(error.errors ?? [])) console.error(`  ${line}`);
  process.exit(error instanceof Usage ? 2 : 1);
});
