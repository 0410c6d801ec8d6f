import { z } from 'zod';

/** A JSON Schema object as it goes into the document. */
export type JsonSchema = Record<string, unknown>;
/** What a caller sends (input: defaults optional, unknown keys allowed) or gets back (output). */
export type SchemaSide = 'input' | 'output';
export type SchemaUse = { schema: z.ZodType; io: SchemaSide };

const COMPONENTS = '#/components/schemas/';
// The key pattern OpenAPI allows in components; it also keeps the $ref a plain JSON pointer.
const COMPONENT_NAME = /^[A-Za-z0-9._-]+$/;

/** The component of a schema registered with `.meta({ id })`: the output under its id, the input beside it. */
const componentName = (id: string, io: SchemaSide) => (io === 'output' ? id : `${id}Input`);

/**
 * Converts the schemas of one OpenAPI document. A schema registered with an id (`.meta({ id })`) is referenced as
 * `#/components/schemas/<name>` and returned among the components when a given schema reaches it: converted alone,
 * zod would put it in a `$defs` of that schema, whose `#/$defs/...` pointers resolve against the document and dangle.
 */
export function openApiSchemas<K extends string>(
  uses: Record<K, SchemaUse>,
): { schemas: Record<K, JsonSchema>; components: Record<string, JsonSchema> } {
  const schemas = {} as Record<K, JsonSchema>;
  const components: Record<string, JsonSchema> = {};
  for (const io of ['output', 'input'] as const) {
    const keys = (Object.keys(uses) as K[]).filter((key) => uses[key].io === io);
    if (keys.length === 0) continue;
    const side = convertSide(
      keys.map((key) => [key, uses[key].schema]),
      io,
    );
    for (const key of keys) schemas[key] = side.roots.get(key)!;
    addReached(
      keys.map((key) => schemas[key]),
      side.named,
      components,
    );
  }
  return { schemas, components };
}

// One zod registry conversion per side: every id'd schema plus the given roots, each reference built by `uri`.
function convertSide(entries: [string, z.ZodType][], io: SchemaSide) {
  const registry = z.registry<{ id: string }>();
  const names = new Map<string, string>();
  for (const [id, schema] of z.globalRegistry._idmap) {
    registry.add(schema, { id });
    names.set(id, componentName(id, io));
  }
  const rootOf = new Map<z.ZodType, string>();
  const roots = new Map<string, JsonSchema>();
  for (const [key, schema] of entries) {
    const id = z.globalRegistry.get(schema)?.id;
    if (id) roots.set(key, { $ref: COMPONENTS + componentName(id, io) });
    else if (!rootOf.has(schema)) {
      if (names.has(key) || [...names.values()].includes(key))
        throw new Error(`OpenAPI schema key "${key}" is also the name of a component`);
      registry.add(schema, { id: key });
      names.set(key, key);
      rootOf.set(schema, key);
    }
  }
  for (const name of names.values())
    if (!COMPONENT_NAME.test(name)) throw new Error(`"${name}" cannot name an OpenAPI component`);

  const converted = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (id) => COMPONENTS + names.get(id) })
    .schemas as Record<string, JsonSchema>;
  // Only a recursive schema without an id lands there, under a pointer no OpenAPI document can hold.
  if (converted.__shared) throw new Error('A recursive schema needs .meta({ id }) to be an OpenAPI component');

  const named = new Map<string, JsonSchema>();
  for (const [id, schema] of Object.entries(converted)) named.set(names.get(id)!, embedded(schema));
  for (const [key, schema] of entries) {
    const root = rootOf.get(schema);
    if (root) roots.set(key, named.get(root)!);
  }
  return { roots, named };
}

// The document's dialect already says 2020-12, and an `$id` made of a fragment is not allowed there.
function embedded({ $schema: _dialect, $id: _id, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

// Adds every component the schemas refer to, and those these refer to in turn.
function addReached(from: unknown[], named: Map<string, JsonSchema>, components: Record<string, JsonSchema>) {
  const pending = [...from];
  while (pending.length) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === 'object') {
      const ref = (value as JsonSchema).$ref;
      if (typeof ref === 'string' && ref.startsWith(COMPONENTS)) {
        const name = ref.slice(COMPONENTS.length);
        const schema = named.get(name);
        if (schema && !(name in components)) {
          addComponent(components, name, schema);
          pending.push(schema);
        }
      }
      pending.push(...Object.values(value));
    }
  }
}

function addComponent(components: Record<string, JsonSchema>, name: string, schema: JsonSchema) {
  const existing = components[name];
  if (existing && JSON.stringify(existing) !== JSON.stringify(schema))
    throw new Error(`Two different schemas are named ${name} in the OpenAPI document`);
  components[name] = schema;
}
