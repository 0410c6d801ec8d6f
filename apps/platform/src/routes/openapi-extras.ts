import { openApiSchemas } from '@felt/contract/openapi';
import { OperatorMessage } from '../services/engagement/inbox-operator';
import { TenantFile } from '../tenants/file-schema';
import { TokenGrant } from './engagement-minigame';

// The platform's own paths, beside the contract's calls in /api/openapi.json.

const failure = { $ref: '#/components/schemas/Failure' };
const json = (schema: unknown) => ({ 'application/json': { schema } });
const ok = (description: string, schema: unknown) => ({ '200': { description, content: json(schema) } });
const operator = [{ operatorKey: [] }];
// Converted together, so a schema registered with an id becomes a component beside the contract's.
const { schemas, components } = openApiSchemas({
  tenantFile: { schema: TenantFile, io: 'input' },
  operatorMessage: { schema: OperatorMessage, io: 'input' },
  tokenGrant: { schema: TokenGrant, io: 'input' },
});
const tenantFile = schemas.tenantFile;
const player = {
  type: 'object',
  properties: {
    domain_name: { type: 'string' },
    account_id: { type: 'string' },
    status: { enum: ['PENDING', 'ACTIVE', 'BLOCK', 'CLOSE'] },
    created_at: { type: 'string', format: 'date-time' },
    balance: { type: 'number', description: 'Major units of the tenant currency' },
    currency: { type: 'string' },
  },
};
const playerAnswer = (description: string) => ({
  ...ok(description, { type: 'object', properties: { statusCode: { const: 1 }, value: player } }),
  '404': { description: 'No such tenant or account', content: json(failure) },
});

export const PLATFORM_PATHS = {
  '/healthz': {
    get: {
      operationId: 'healthz',
      tags: ['platform'],
      summary: 'The platform is up and its database answers',
      responses: {
        ...ok('Healthy', { type: 'object', properties: { statusCode: { const: 1 }, database: { type: 'string' } } }),
        '503': { description: 'The database does not answer', content: json(failure) },
      },
    },
  },
  '/api/media/{key}': {
    get: {
      operationId: 'media',
      tags: ['platform'],
      summary: 'A generated image (logo, banner, badge, game thumbnail); keys carry a content hash',
      parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The image, cacheable for a year', content: { 'image/svg+xml': {} } },
        '304': { description: 'Not modified (If-None-Match matched the ETag)' },
        '404': { description: 'No such image', content: json(failure) },
      },
    },
  },
  '/api/operator/tenants': {
    get: {
      operationId: 'operator_list_tenants',
      tags: ['operator'],
      summary: 'Every tenant, briefly',
      security: operator,
      responses: ok('The tenants', { type: 'object' }),
    },
    post: {
      operationId: 'operator_import_tenant',
      tags: ['operator'],
      summary: 'Import a tenant file; replaces the tenant of that domain all-or-nothing',
      security: operator,
      requestBody: { required: true, content: json(tenantFile) },
      responses: ok('Imported, or a Failure listing every problem of the file', {
        oneOf: [{ type: 'object' }, failure],
      }),
    },
  },
  '/api/operator/tenants/{domain}': {
    get: {
      operationId: 'operator_export_tenant',
      tags: ['operator'],
      summary: 'A tenant as a file that imports back unchanged',
      security: operator,
      parameters: [{ name: 'domain', in: 'path', required: true, schema: { type: 'string' } }],
      responses: ok('The tenant file in value', { type: 'object', properties: { value: tenantFile } }),
    },
  },
  '/api/operator/players/status': {
    post: {
      operationId: 'operator_set_player_status',
      tags: ['operator'],
      summary: "Set an account's status; a BLOCK or CLOSE forces the player's logout on the next call",
      security: operator,
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['domain_name', 'account_id', 'status'],
          properties: {
            domain_name: { type: 'string' },
            account_id: { type: 'string' },
            status: { enum: ['ACTIVE', 'BLOCK', 'CLOSE'] },
          },
        }),
      },
      responses: playerAnswer('The account after the change'),
    },
  },
  '/api/operator/players/{domain}/{account}': {
    get: {
      operationId: 'operator_show_player',
      tags: ['operator'],
      summary: 'Status, creation date and balance of one account',
      security: operator,
      parameters: [
        { name: 'domain', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'account', in: 'path', required: true, schema: { type: 'string' } },
      ],
      responses: playerAnswer('The account'),
    },
  },
  '/api/operator/inbox': {
    post: {
      operationId: 'operator_send_inbox_message',
      tags: ['operator'],
      summary: 'Send an inbox message to one player, or to every player of the site; a reward is claimed once',
      security: operator,
      requestBody: { required: true, content: json(schemas.operatorMessage) },
      responses: {
        ...ok('The message was sent', {
          type: 'object',
          properties: { statusCode: { const: 1 }, inbox_id: { type: 'integer' } },
        }),
        '404': { description: 'No such tenant or account', content: json(failure) },
      },
    },
  },
  '/api/operator/tokens': {
    post: {
      operationId: 'operator_grant_tokens',
      tags: ['operator'],
      summary: 'Give a player game tokens for the prize wheel, once per key',
      security: operator,
      requestBody: { required: true, content: json(schemas.tokenGrant) },
      responses: {
        ...ok('The grant (a repeated key answers the first grant)', {
          type: 'object',
          properties: { statusCode: { const: 1 }, value: { type: 'object' } },
        }),
        '404': { description: 'No such tenant or account', content: json(failure) },
      },
    },
  },
};

/** The components the platform's paths refer to, to merge with the contract's. */
export const PLATFORM_SCHEMAS = components;

export const OPERATOR_SECURITY = { operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' } };
