import type { Outcome } from './outcome';
import type { KitReport } from './run';

const detailOf = (outcome: Outcome) =>
  outcome.result === 'pass'
    ? (outcome.note ?? '')
    : outcome.result === 'fail'
      ? `${outcome.field}: expected ${outcome.expected}, got ${outcome.got}`
      : outcome.reason;

/** The report as plain text: one line per row (id, result, detail), then the skipped rows and a summary. */
export function formatReport(report: KitReport, url: string): string {
  const lines = report.rows.map((row) => [row.id, row.outcome.result, detailOf(row.outcome)] as const);
  const header = ['row', 'result', 'detail'] as const;
  const width = (column: 0 | 1) => Math.max(header[column].length, ...lines.map((line) => line[column].length));
  const format = (line: readonly [string, string, string]) =>
    `${line[0].padEnd(width(0))}  ${line[1].padEnd(width(1))}  ${line[2]}`.trimEnd();
  const count = (result: Outcome['result']) => report.rows.filter((row) => row.outcome.result === result).length;
  // Skipped rows grouped by why, so one missing option reads as one line.
  const skipped = new Map<string, string[]>();
  for (const row of report.rows) {
    if (row.outcome.result === 'n/a')
      skipped.set(row.outcome.reason, [...(skipped.get(row.outcome.reason) ?? []), row.id]);
  }
  return [
    `Felt conformance against ${url}`,
    '',
    format(header),
    format(['-'.repeat(width(0)), '-'.repeat(width(1)), '------']),
    ...lines.map(format),
    '',
    ...(skipped.size ? ['Skipped:', ...[...skipped].map(([why, ids]) => `  ${ids.join(', ')}: ${why}`), ''] : []),
    ...report.cleanupProblems.map((problem) => `Cleanup failed: ${problem}`),
    `${count('pass')} pass, ${count('fail')} fail, ${count('n/a')} n/a`,
  ].join('\n');
}
