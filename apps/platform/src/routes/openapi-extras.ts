import { z } from 'zod';
import { TenantFile } from '../tenants/file-schema';

// The platform's own paths, beside the contract's calls in /api/openapi.json.

const failure = { $ref: '#/components/schemas/Failure' };
const json = (schema: unknown) => ({ 'application/json': { schema } });
const ok = (description: string, schema: unknown) => ({ '200': { description, content: json(schema) } });
const operator = [{ operatorKey: [] }];
const tenantFile = z.toJSONSchema(TenantFile, { io: 'input', unrepresentable: 'any' });

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
};

export const OPERATOR_SECURITY = { operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' } };
