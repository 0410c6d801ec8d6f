import { CALLS, WALLET_CALLS } from '@felt/contract';
import { typedClientErrors, validateOpenApi } from '@felt/contract/openapi-check';
import { OPERATOR_CALLS, PLATFORM_PATHS } from '@felt/contract/operator';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { docsRoutes } from './docs';

type Document = {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown>; securitySchemes: unknown };
};

// Compiled against the client generated from the served document, operator calls and platform paths included.
const USAGE = `import type { components, paths } from './schema';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type LoginBody = paths['/api/auth/login']['post']['requestBody']['content']['application/json'];
type Status = paths['/api/operator/players/status']['post']['requestBody']['content']['application/json'];
type Bet = paths['/api/provider/{provider_code}/bet']['post'];
type Decided = paths['/api/operator/payments/approve']['post']['responses'][200]['content']['application/json'];

export const accountId: Equal<LoginBody['account_id'], string> = true;
export const status: Equal<Status['status'], 'ACTIVE' | 'BLOCK' | 'CLOSE'> = true;
export const account: Equal<paths['/api/operator/players/{domain}/{account}']['get']['parameters']['path']['account'], string> = true;
export const provider: Equal<Bet['parameters']['path']['provider_code'], string> = true;
export const decided: Equal<Decided['value']['status'], 'pending' | 'approved' | 'rejected'> = true;
export const failure: Equal<components['schemas']['Failure']['message'], string> = true;
// @ts-expect-error account_id is a string
export const wrong: LoginBody['account_id'] = 42;
`;

describe('the served OpenAPI document', () => {
  let text: string;
  let doc: Document;
  beforeAll(async () => {
    const app = new Hono();
    docsRoutes(app);
    text = await (await app.request('/api/openapi.json')).text();
    doc = JSON.parse(text);
  });

  it('has every call of the contract, every operator call behind the key, and the platform paths', () => {
    for (const call of [...CALLS.values(), ...Object.values(WALLET_CALLS)])
      expect(doc.paths[call.path]?.[call.method.toLowerCase()], call.path).toBeTruthy();
    for (const call of Object.values(OPERATOR_CALLS))
      expect(doc.paths[call.path]?.[call.method.toLowerCase()], call.path).toMatchObject({
        security: [{ operatorKey: [] }],
      });
    for (const { path } of Object.values(PLATFORM_PATHS)) expect(doc.paths[path]?.get, path).toBeTruthy();
    expect(doc.components.securitySchemes).toEqual({
      operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
    });
  });

  it('refers only to its own components', () => {
    expect(text).not.toContain('#/$defs/');
    const refs = new Set([...text.matchAll(/"\$ref":"([^"]*)"/g)].map((match) => match[1]!));
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
    }
  });

  it('validates as OpenAPI', async () => {
    await expect(validateOpenApi(doc)).resolves.toBeUndefined();
  });

  it('generates a typed client that compiles', async () => {
    expect(await typedClientErrors(doc, USAGE)).toBe('');
  }, 30_000);
});
