// The calls the fuzzer covers, read from the served OpenAPI document rather than from code, so a call added to
// the contract or to the platform's own paths is fuzzed without anyone listing it here.

/** The part of JSON Schema the contract's documents use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  $ref?: string;
};

type Operation = {
  operationId?: string;
  tags?: string[];
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type FuzzCall = {
  method: 'GET' | 'POST';
  /** The templated path, e.g. /api/provider/{provider_code}/bet. */
  path: string;
  /** The request body's schema, with every $ref resolved; absent for GET. */
  schema?: JsonSchema;
  /** Path parameters, in the order they appear. */
  params: string[];
  /** Needs account_id and auth from a live session. */
  auth: boolean;
  /** Needs the operator key. */
  operator: boolean;
  /** A seamless-wallet call, signed by the game provider. */
  wallet: boolean;
};

/** $ref resolved against the document's components (the contract inlines most schemas; a few shared ones refer). */
function resolve(schema: JsonSchema, doc: OpenApiDocument, seen = new Set<string>()): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target || seen.has(name)) return {};
    return resolve(target, doc, new Set([...seen, name]));
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, doc, seen)]),
    );
  }
  if (schema.items) out.items = resolve(schema.items, doc, seen);
  if (typeof schema.additionalProperties === 'object') {
    out.additionalProperties = resolve(schema.additionalProperties, doc, seen);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((item) => resolve(item, doc, seen));
  }
  return out;
}

/** Every operation of the document, GET and POST, in document order. */
export function callsOf(doc: OpenApiDocument): FuzzCall[] {
  const calls: FuzzCall[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      if (method !== 'GET' && method !== 'POST') continue;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      calls.push({
        method,
        path,
        ...(schema ? { schema: resolve(schema, doc) } : {}),
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        auth: ['account_id', 'auth'].every((field) => schema?.required?.includes(field)),
        operator: Boolean(op.security?.length) || path.startsWith('/api/operator/'),
        wallet: op.tags?.includes('provider') ?? false,
      });
    }
  }
  return calls;
}

/** The name a report gives a call, e.g. `POST /api/auth/login`. */
export const callName = (call: Pick<FuzzCall, 'method' | 'path'>) => `${call.method} ${call.path}`;
