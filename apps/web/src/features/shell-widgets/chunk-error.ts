// How a failed code-chunk load shows itself: webpack's ChunkLoadError, its CSS variant, and the browsers'
// own messages for a dynamic import() whose file is gone (an older build's chunk after a deployment).
const CHUNK_MESSAGE =
  /Loading (?:CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_MESSAGE.test(reason);
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}
