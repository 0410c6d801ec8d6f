import type { Message } from './message-tree';

/**
 * A message with plain `{name}` arguments filled in, for the few texts read outside next-intl (the proxy's
 * status pages): ICU text, or the build's compiled form of it (strings and ["name"] parts).
 */
export function fillMessage(message: Message, values: Readonly<Record<string, string>>): string {
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return message
    .map((part) => {
      if (typeof part === 'string') return part;
      const [name] = Array.isArray(part) ? part : [];
      return typeof name === 'string' ? (values[name] ?? '') : '';
    })
    .join('');
}
