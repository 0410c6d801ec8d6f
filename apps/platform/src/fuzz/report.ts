import { callName } from './calls';
import type { FuzzCase } from './generate';
import { excerpt, type Rendered } from './render';

// How a run is told: one block per bad answer with everything needed to send the same body again, and the
// numbers the issue asks for (bodies sent, calls covered).

export type Finding = { index: number; text: string; kind?: string };

/** One finding of each kind, the first case found, with how many cases showed it. */
export function distinct(findings: Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) groups.set(f.kind ?? f.text, [...(groups.get(f.kind ?? f.text) ?? []), f]);
  return [...groups.values()].map(([first, ...rest]) => ({
    ...first!,
    text: rest.length > 0 ? `${first!.text}\n  (and ${rest.length} more case(s) like it)` : first!.text,
  }));
}

/** The seed and run size from the environment; the default seed is fixed so CI runs the same bodies every time. */
export function fuzzSettings(defaultRuns: number) {
  const seed = process.env.FELT_FUZZ_SEED ? Number(process.env.FELT_FUZZ_SEED) : 20_260_601;
  const runs = process.env.FELT_FUZZ_RUNS ? Number(process.env.FELT_FUZZ_RUNS) : defaultRuns;
  if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 0) {
    throw new Error('FELT_FUZZ_SEED and FELT_FUZZ_RUNS must be integers');
  }
  // Narrow a reproduction to one call or one case; the cases themselves stay those of the full run.
  const onlyCall = process.env.FELT_FUZZ_CALL ?? null;
  const onlyCase = process.env.FELT_FUZZ_CASE ? Number(process.env.FELT_FUZZ_CASE) : null;
  return { seed, runs, onlyCall, onlyCase };
}

export const keep = (settings: { onlyCall: string | null; onlyCase: number | null }) => (c: FuzzCase) =>
  (settings.onlyCall === null || c.path.includes(settings.onlyCall) || c.call.path.includes(settings.onlyCall)) &&
  (settings.onlyCase === null || c.index === settings.onlyCase);

/** One bad answer, told with the case's facts (`more`: facts of the runner, such as the Host it used). */
export function finding(
  c: FuzzCase,
  rendered: Rendered,
  status: number,
  answer: string,
  problems: string[],
  more: string[] = [],
): Finding {
  const facts = [
    c.slot === null ? 'no player' : `player slot ${c.slot}${c.crossSite ? ' (other site)' : ''}`,
    c.call.wallet ? (c.signed ? 'signed' : 'unsigned') : null,
    c.call.operator ? (c.operatorKey ? 'operator key' : 'no operator key') : null,
    `content-type ${c.contentType ?? 'none'}`,
    ...more,
  ].filter(Boolean);
  return {
    index: c.index,
    text: [
      `case #${c.index}: ${rendered.method} ${rendered.path.slice(0, 300)} (call ${callName(c.call)}; ${facts.join(', ')})`,
      `  body (${c.body?.kind ?? 'none'}): ${excerpt(rendered.text)}`,
      `  answer HTTP ${status}: ${excerpt(answer, 400)}`,
      ...problems.map((p) => `  - ${p}`),
    ].join('\n'),
  };
}

/** The failure message: the seed first, so the run can be repeated, then the cases. */
export function failureMessage(seed: number, findings: Finding[], command: string, max = 12): string {
  const shown = findings.slice(0, max).map((f) => f.text);
  return [
    `${findings.length} bad answer(s). Reproduce with FELT_FUZZ_SEED=${seed} ${command}`,
    '(add FELT_FUZZ_CASE=<n> to send only case n, FELT_FUZZ_CALL=<path> for one call)',
    ...shown,
    findings.length > max ? `… and ${findings.length - max} more` : '',
  ].join('\n');
}

/** The first line of the error the app logged while answering, for a 500 whose body says only "internal". */
export function loggedError(lines: string[]): string {
  for (const line of lines) {
    try {
      const entry = JSON.parse(line) as { err?: { type?: string; message?: string; stack?: string } };
      if (entry.err)
        return `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''} ${entry.err.stack?.split('\n')[1]?.trim() ?? ''}`;
    } catch {
      // Not a JSON line: report it as it is.
    }
    return line.slice(0, 300);
  }
  return 'nothing logged';
}
