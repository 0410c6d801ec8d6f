/**
 * A message as the build leaves it: ICU text, or (with its arguments) the compiled form the build makes of it
 * (next.config.ts: `precompile`), e.g. ["Play ", ["name"]].
 */
export type Message = string | readonly unknown[];
export type MessageTree = { [key: string]: Message | MessageTree };

/** A message rather than a namespace of them. */
export const isMessage = (value: Message | MessageTree | undefined): value is Message =>
  typeof value === 'string' || Array.isArray(value);
