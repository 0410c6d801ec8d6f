import { describe, expect, it } from 'vitest';
import { CALLS, WALLET_CALLS } from './calls';
import { openApiDocument } from './openapi';
import { typedClientErrors, validateOpenApi } from './openapi-check';
import { OPERATOR_CALLS } from './operator/calls';
import { PLATFORM_PATHS } from './operator/platform-paths';

const doc = openApiDocument();
type Operation = { security?: unknown; requestBody?: unknown; responses: Record<string, unknown> };

// Compiled against the generated client: a shape that drifts from the contract fails to compile.
const USAGE = `import type { components, paths } from './schema';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Login = paths['/api/auth/login']['post'];
type LoginBody = Login['requestBody']['content']['application/json'];
type LoginAnswer = Extract<Login['responses'][200]['content']['application/json'], { statusCode: 1 }>;
type Bet = paths['/api/provider/{provider_code}/bet']['post'];
type Status = paths['/api/operator/players/status']['post'];
type Pending = paths['/api/operator/payments/{domain}/pending']['get'];
type Ledger = paths['/api/operator/ledger/check']['get']['responses'][200]['content']['application/json'];

export const accountId: Equal<LoginBody['account_id'], string> = true;
export const user: Equal<LoginAnswer['user']['account_id'], string> = true;
export const failure: Equal<components['schemas']['Failure']['message'], string> = true;
export const siteName: Equal<components['schemas']['Site']['site_name'], string> = true;
export const provider: Equal<Bet['parameters']['path']['provider_code'], string> = true;
export const status: Equal<Status['requestBody']['content']['application/json']['status'], 'ACTIVE' | 'BLOCK' | 'CLOSE'> = true;
export const domain: Equal<Pending['parameters']['path']['domain'], string> = true;
export const pending: Equal<Pending['responses'][200]['content']['application/json']['value'][number]['type'], 'deposit' | 'withdrawal'> = true;
export const unbalanced: Equal<Ledger['value']['problems']['unbalanced'], number[]> = true;
export const refusal: Equal<Status['responses'][404]['content']['application/json']['message'], string> = true;
// @ts-expect-error account_id is a string
export const wrong: LoginBody['account_id'] = 42;
`;

describe('the OpenAPI document of the contract', () => {
  it('has every call of the contract', () => {
    for (const call of [...CALLS.values(), ...Object.values(WALLET_CALLS)])
      expect(doc.paths[call.path]?.[call.method.toLowerCase()], call.path).toBeTruthy();
  });

  it('has every operator call, behind the operator key', () => {
    expect(doc.components.securitySchemes).toEqual({
      operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
    });
    const operations = Object.values(OPERATOR_CALLS).map((call) => `${call.method} ${call.path}`);
    expect(operations.sort()).toEqual(
      [
        'GET /api/operator/tenants',
        'POST /api/operator/tenants',
        'GET /api/operator/tenants/{domain}',
        'POST /api/operator/players/status',
        'GET /api/operator/players/{domain}/{account}',
        'POST /api/operator/inbox',
        'POST /api/operator/tokens',
        'GET /api/operator/payments/{domain}/pending',
        'POST /api/operator/payments/approve',
        'POST /api/operator/payments/reject',
        'GET /api/operator/ledger/check',
      ].sort(),
    );
    for (const call of Object.values(OPERATOR_CALLS)) {
      const operation = doc.paths[call.path]?.[call.method.toLowerCase()] as Operation | undefined;
      expect(operation?.security, call.path).toEqual([{ operatorKey: [] }]);
      expect(Object.keys(operation!.responses), call.path).toEqual(
        expect.arrayContaining(['200', '403', '429', ...Object.keys(call.failures)]),
      );
      expect(Boolean(operation!.requestBody), call.path).toBe(call.request !== null);
      expect(CALLS.has(call.path), call.path).toBe(false);
    }
    // Only operator calls need the key.
    const secured = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).filter((operation) => (operation as Operation).security),
    );
    expect(secured).toHaveLength(Object.keys(OPERATOR_CALLS).length);
  });

  it('has the platform paths the site relies on', () => {
    for (const def of Object.values(PLATFORM_PATHS)) {
      const operation = doc.paths[def.path]?.get as Operation | undefined;
      expect(Object.keys(operation?.responses ?? {}), def.path).toEqual(Object.keys(def.answers));
    }
    expect(doc.paths['/api/media/{key}']?.get).toMatchObject({
      responses: { '200': { content: { 'image/svg+xml': {} } }, '304': {}, '404': {} },
    });
  });

  it('refers only to its own components', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('#/$defs/');
    const refs = new Set([...text.matchAll(/"\$ref":"([^"]*)"/g)].map((match) => match[1]!));
    const names = Object.keys(doc.components.schemas);
    expect([...refs].sort()).toEqual(names.map((name) => `#/components/schemas/${name}`).sort());
  });

  it('validates as OpenAPI', async () => {
    await expect(validateOpenApi(doc)).resolves.toBeUndefined();
  });

  it('generates a typed client that compiles', async () => {
    expect(await typedClientErrors(doc, USAGE)).toBe('');
  }, 30_000);
});
