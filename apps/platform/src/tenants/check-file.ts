import { checkMessageText, type FieldError } from '@felt/contract';
import { TenantFile } from '@felt/contract/operator';
import type { z } from 'zod';

// Turns a tenant file's text into a TenantFile or into precise problems: which field, and why.

export type CheckResult = { ok: true; file: TenantFile } | { ok: false; problems: FieldError[] };

function describe(issue: z.core.$ZodIssue): FieldError {
  const path = issue.path.map(String).join('.') || '(file)';
  if (issue.code === 'unrecognized_keys') {
    return { path, message: `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}` };
  }
  if (issue.code === 'invalid_value') {
    return { path, message: `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` };
  }
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    return { path, message: `is missing (expected ${issue.expected})` };
  }
  // A check key of the contract's fields (invalidUrl) reads as its English text (Invalid URL).
  return { path, message: checkMessageText(issue.message).replace(/^Invalid input: /, '') };
}

/** One line per problem, as the CLI prints them. */
export const problemLines = (problems: FieldError[]) => problems.map((p) => `${p.path}: ${p.message}`);

/** Where a JSON.parse error points, as line and column (1-based). */
function position(text: string, message: string): string {
  const lineCol = /line (\d+) column (\d+)/.exec(message);
  if (lineCol) return `line ${lineCol[1]}, column ${lineCol[2]}`;
  const at = /position (\d+)/.exec(message);
  const offset = at ? Number(at[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

export function checkTenantValue(value: unknown): CheckResult {
  const parsed = TenantFile.safeParse(value);
  if (parsed.success) return { ok: true, file: parsed.data };
  return { ok: false, problems: parsed.error.issues.map(describe) };
}

export function checkTenantText(text: string): CheckResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const reason = message.replace(/ in JSON at position \d+.*$/s, '').replace(/, "[\s\S]*" is not valid JSON$/, '');
    return {
      ok: false,
      problems: [{ path: '(file)', message: `not valid JSON at ${position(text, message)}: ${reason}` }],
    };
  }
  return checkTenantValue(value);
}
