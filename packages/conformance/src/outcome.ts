// What a row of the kit concludes, and the two ways a check stops a row early.

export type Outcome =
  | { result: 'pass'; note?: string }
  | { result: 'fail'; field: string; expected: string; got: string }
  | { result: 'n/a'; reason: string };

export type RowResult = { id: string; title: string; outcome: Outcome };

/** The back end answered something the contract forbids: which field, what the contract wants, what came. */
export class Mismatch extends Error {
  constructor(
    readonly field: string,
    readonly expected: string,
    readonly got: string,
  ) {
    super(`${field}: expected ${expected}, got ${got}`);
  }
}

/** The row cannot run here (no account given, a row it needs did not pass); it is skipped with the reason. */
export class NotApplicable extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A value as one short line of the table. */
export function shown(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
