type Parameter = { name?: unknown; in?: unknown };
type PathItem = Record<string, unknown>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * Declares each `{name}` of a path template as a string path parameter on every operation that leaves it out:
 * OpenAPI refuses a template without its parameter, and a typed client needs it to fill the path in.
 */
export function withPathParameters<P extends Record<string, PathItem>>(paths: P): P {
  const result: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(paths)) {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const shared = pathNames(item.parameters);
    result[path] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => {
        if (!METHODS.has(method) || !operation || typeof operation !== 'object') return [method, operation];
        const own = (operation as PathItem).parameters;
        const declared = new Set([...shared, ...pathNames(own)]);
        const missing = names
          .filter((name) => !declared.has(name))
          .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
        if (missing.length === 0) return [method, operation];
        return [method, { ...operation, parameters: [...missing, ...(Array.isArray(own) ? own : [])] }];
      }),
    );
  }
  return result as P;
}

function pathNames(parameters: unknown): unknown[] {
  if (!Array.isArray(parameters)) return [];
  return (parameters as Parameter[]).filter((parameter) => parameter?.in === 'path').map(({ name }) => name);
}
