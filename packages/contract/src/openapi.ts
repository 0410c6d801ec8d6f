import { z } from 'zod';
import { CALLS, WALLET_CALLS } from './calls';
import { Failure } from './envelope';

/** The OpenAPI 3.1 document of every call, generated from the same schemas the code validates with. */
export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of [...CALLS.values(), ...Object.values(WALLET_CALLS)]) {
    const operation: Record<string, unknown> = {
      operationId: call.path.replace(/^\/api\//, '').replace(/\//g, '_'),
      tags: [call.tag],
      summary: call.summary,
      description: [
        call.auth ? 'Needs account_id and auth (added by the site from the session cookie).' : '',
        call.extension ? 'Extension: not in the original specification.' : '',
        call.tag === 'provider' ? 'Called by a game provider, signed with x-signature; never by a browser.' : '',
        'Success is statusCode 1; any other statusCode is a Failure.',
      ]
        .filter(Boolean)
        .join(' '),
      responses: {
        '200': {
          description: 'The answer; statusCode 1 on success',
          content: {
            'application/json': {
              schema: { oneOf: [z.toJSONSchema(call.response, { io: 'output', unrepresentable: 'any' }), failureRef] },
            },
          },
        },
      },
    };
    if (call.request) {
      operation.requestBody = {
        required: true,
        content: {
          'application/json': { schema: z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) },
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
        'Every call between the Felt site and an operator platform. All calls are POST with a JSON body unless marked GET.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { schemas: { Failure: z.toJSONSchema(Failure, { io: 'output' }) } },
  };
}

const failureRef = { $ref: '#/components/schemas/Failure' };
