/**
 * A message as the build leaves it: ICU text, or (with its arguments) the compiled form the build makes of it
 * (next.config.ts: `precompile`), e.g. ["Play ", ["name"]].
 */
export type Message = string | readonly unknown[];
export type MessageTree = { [key: string]: Message | MessageTree };

/** A message rather than a namespace of them. */
export const isMessage = (value: Message | MessageTree | undefined): value is Message =>
  typeof value === 'string' || Array.isArray(value);

/** English underneath, the locale on top: a key a translator has not filled yet reads in English. */
export function overlay(base: MessageTree, top: MessageTree): MessageTree {
  const result: MessageTree = { ...base };
  for (const [key, value] of Object.entries(top)) {
    const under = base[key];
    if (isMessage(value)) {
      if (value.length > 0) result[key] = value;
    } else {
      result[key] = under !== undefined && !isMessage(under) ? overlay(under, value) : value;
    }
  }
  return result;
}
