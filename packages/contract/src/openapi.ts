import { CALLS, type CallDef, WALLET_CALLS } from './calls';
import { Failure } from './envelope';
import { OPERATOR_SECURITY_SCHEMES, operatorPaths, operatorSchemaUses } from './openapi-operator';
import { withPathParameters } from './openapi-parameters';
import { openApiSchemas, type SchemaUse } from './openapi-schemas';
import { WALLET_SIGNATURE_HEADER, WALLET_SIGNATURE_WINDOW_S, WALLET_TIMESTAMP_HEADER } from './tables';

/**
 * The OpenAPI 3.1 document of every call, the operator calls and the platform's own paths, generated from the same
 * schemas the code validates with.
 */
export function openApiDocument(serverUrl = '/') {
  const calls = [...CALLS.values(), ...Object.values(WALLET_CALLS)];
  const { schemas, components } = openApiSchemas({ ...callSchemas(calls), ...operatorSchemaUses() });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const operation: Record<string, unknown> = {
      operationId: call.path.replace(/^\/api\//, '').replace(/\//g, '_'),
      tags: [call.tag],
      summary: call.summary,
      description: [
        call.auth ? 'Needs account_id and auth (added by the site from the session cookie).' : '',
        call.extension ? 'Extension: not in the original specification.' : '',
        call.tag === 'provider' ? WALLET_SIGNING : '',
        'Success is statusCode 1; any other statusCode is a Failure.',
      ]
        .filter(Boolean)
        .join(' '),
      responses: {
        '200': {
          description: 'The answer; statusCode 1 on success',
          content: {
            'application/json': {
              schema: { oneOf: [schemas[schemaKey(call, 'response')], failureRef] },
            },
          },
        },
      },
    };
    if (call.tag === 'provider') operation.parameters = walletHeaders;
    if (call.request) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': { schema: schemas[schemaKey(call, 'request')] },
        },
      };
    }
    paths[call.path] = { [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Felt contract',
      version: '1.0.0',
      description:
        'Every call between the Felt site and an operator platform. All calls are POST with a JSON body unless marked GET. ' +
        "Tagged operator: the reference platform's administration calls, behind X-Operator-Key; tagged platform: its " +
        'health check and the images the site loads.',
    },
    servers: [{ url: serverUrl }],
    paths: withPathParameters({ ...paths, ...operatorPaths(schemas) }),
    components: { schemas: components, securitySchemes: OPERATOR_SECURITY_SCHEMES },
  };
}

// Every call's request and answer, converted together so the schemas they share become components.
function callSchemas(calls: CallDef[]): Record<string, SchemaUse> {
  const uses: Record<string, SchemaUse> = { failure: { schema: Failure, io: 'output' } };
  for (const call of calls) {
    uses[schemaKey(call, 'response')] = { schema: call.response, io: 'output' };
    if (call.request) uses[schemaKey(call, 'request')] = { schema: call.request, io: 'input' };
  }
  return uses;
}

// A component name, should another schema embed this one: the path in dots, e.g. auth.login.request.
function schemaKey(call: CallDef, part: 'request' | 'response'): string {
  const name = call.path.replace(/^\/api\//, '').replace(/[{}]/g, '');
  return `${name.replaceAll('/', '.')}.${part}`;
}

const failureRef = { $ref: '#/components/schemas/Failure' };

const WALLET_SIGNING =
  'Called by a game provider, never by a browser. Signed for its verb and time: ' +
  `${WALLET_SIGNATURE_HEADER} = hex HMAC-SHA256(provider secret, "<verb>\\n<${WALLET_TIMESTAMP_HEADER}>\\n<raw body>"), ` +
  'where verb is the last segment of the path and the body is the exact bytes sent. A missing or malformed ' +
  `timestamp, one more than ${WALLET_SIGNATURE_WINDOW_S} s from the platform's clock, or a signature made for ` +
  'another verb, time or body is refused with 401 invalidSignature.';

const walletHeaders = [
  {
    name: WALLET_TIMESTAMP_HEADER,
    in: 'header',
    required: true,
    description: `When the call was signed, unix seconds; refused beyond ${WALLET_SIGNATURE_WINDOW_S} s of the platform's clock`,
    schema: { type: 'string', pattern: '^[0-9]{1,12}$' },
  },
  {
    name: WALLET_SIGNATURE_HEADER,
    in: 'header',
    required: true,
    description: `hex HMAC-SHA256(provider secret, "<verb>\\n<${WALLET_TIMESTAMP_HEADER}>\\n<raw body>")`,
    schema: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
  },
];
