import type { LedgerReport } from '@felt/contract/operator';

// npm run ledger -- check: every posting balances, every wallet equals its entries, nothing negative, no
// wallet transaction names a missing posting. Exit 0 when sound, 1 on any problem, 2 on a usage error.

const USAGE = 'usage: npm run ledger -- check';

class Usage extends Error {}

/** The running platform when it answers (its operator endpoint), else the database itself. */
async function report(): Promise<LedgerReport> {
  const { openTarget, operatorCall } = await import('./target');
  const target = await openTarget();
  if (target.kind === 'platform') {
    const value = await operatorCall<LedgerReport>(target, '/api/operator/ledger/check');
    if (!value) throw new Error('The platform has no ledger check endpoint');
    return value;
  }
  try {
    const { ledgerCheck } = await import('../db/queries/ledger-check');
    return await ledgerCheck(target.database.db);
  } finally {
    await target.database.close();
  }
}

const LABELS: Record<keyof LedgerReport['problems'], string> = {
  unbalanced: 'unbalanced postings',
  mismatched: 'wallets unlike their entries (player ids)',
  negativeEntries: 'entries with a negative balance',
  negativeWallets: 'negative wallets (player ids)',
  danglingTransactions: 'wallet transactions with a missing posting',
  orphanEntries: 'entries with a missing posting',
};

/** The summary, and one line per kind of problem found; returns how many problems there are. */
function print(r: LedgerReport): number {
  process.stdout.write(`postings ${r.postings}\nentries  ${r.entries}\nplayers  ${r.players}\n`);
  let problems = 0;
  for (const [kind, label] of Object.entries(LABELS) as [keyof LedgerReport['problems'], string][]) {
    const ids = r.problems[kind];
    problems += ids.length;
    if (ids.length > 0) process.stdout.write(`PROBLEM ${label}: ${ids.slice(0, 50).join(', ')}\n`);
  }
  process.stdout.write(problems === 0 ? 'ledger ok\n' : `ledger has ${problems} problem(s)\n`);
  return problems;
}

async function main(command: string | undefined): Promise<number> {
  if (command !== 'check') throw new Usage(USAGE);
  return print(await report()) === 0 ? 0 : 1;
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(error instanceof Usage ? 2 : 1);
  },
);
