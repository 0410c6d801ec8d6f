/**
 * Where to go after logging in: the `next` query parameter when it is a path on this site, else null.
 * Anything that could leave the site ("//host", "/\host", "https:…") is refused.
 */
export function nextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters are dropped by URL parsers, which could turn "/\t/host" into "//host".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}
