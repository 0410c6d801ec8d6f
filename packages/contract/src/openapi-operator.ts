import type { JsonSchema, SchemaUse } from './openapi-schemas';
import { KEY_FAILURES, OPERATOR_CALLS, type OperatorCallDef } from './operator/calls';
import { PLATFORM_PATHS } from './operator/platform-paths';

// The operator calls and the platform's own paths in the OpenAPI document, from their definitions in operator/.

export const OPERATOR_SECURITY_SCHEMES = { operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' } };

type Paths = Record<string, Record<string, unknown>>;

const failureRef = { $ref: '#/components/schemas/Failure' };
const json = (schema: unknown) => ({ 'application/json': { schema } });
const operatorEntries = () => Object.entries(OPERATOR_CALLS) as [string, OperatorCallDef][];

const PATH_PARAMETERS: Record<string, string> = {
  domain: "The tenant's domain_name",
  account: "The player's account_id",
  key: 'The media key as the site was given it, e.g. tenants/<domain>/logo1.<hash>.svg',
};

/** The request and answer schemas of these paths, to convert together with the calls'. */
export function operatorSchemaUses(): Record<string, SchemaUse> {
  const uses: Record<string, SchemaUse> = {};
  for (const [name, call] of operatorEntries()) {
    uses[`operator.${name}.response`] = { schema: call.response, io: 'output' };
    if (call.request) uses[`operator.${name}.request`] = { schema: call.request, io: 'input' };
  }
  for (const [name, def] of Object.entries(PLATFORM_PATHS))
    for (const [status, answer] of Object.entries(def.answers))
      if ('json' in answer && answer.json) uses[`platform.${name}.${status}`] = { schema: answer.json, io: 'output' };
  return uses;
}

/** The path items, given the converted schemas of operatorSchemaUses. */
export function operatorPaths(schemas: Record<string, JsonSchema>): Paths {
  const paths: Paths = {};
  const add = (path: string, method: string, operation: Record<string, unknown>) => {
    const parameters = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      description: PATH_PARAMETERS[name!],
      schema: { type: 'string' },
    }));
    paths[path] = { ...paths[path], [method]: parameters.length ? { ...operation, parameters } : operation };
  };
  for (const [name, call] of operatorEntries()) {
    const failures = { ...call.failures, ...KEY_FAILURES };
    add(call.path, call.method.toLowerCase(), {
      operationId: `operator_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`,
      tags: ['operator'],
      summary: call.summary,
      security: [{ operatorKey: [] }],
      ...(call.request && {
        requestBody: { required: true, content: json(schemas[`operator.${name}.request`]) },
      }),
      responses: {
        '200': { description: 'statusCode 1', content: json(schemas[`operator.${name}.response`]) },
        ...Object.fromEntries(
          Object.entries(failures).map(([status, when]) => [status, { description: when, content: json(failureRef) }]),
        ),
      },
    });
  }
  for (const [name, def] of Object.entries(PLATFORM_PATHS)) {
    const responses = Object.entries(def.answers).map(([status, answer]) => {
      const content =
        'json' in answer && answer.json
          ? json(schemas[`platform.${name}.${status}`])
          : 'media' in answer && answer.media
            ? { [answer.media]: {} }
            : undefined;
      return [status, { description: answer.description, ...(content && { content }) }];
    });
    add(def.path, 'get', {
      operationId: name,
      tags: ['platform'],
      summary: def.summary,
      responses: Object.fromEntries(responses),
    });
  }
  return paths;
}
