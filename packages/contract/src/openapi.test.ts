import { describe, expect, it } from 'vitest';
import { CALLS, WALLET_CALLS } from './calls';
import { openApiDocument } from './openapi';
import { typedClientErrors, validateOpenApi } from './openapi-check';

const doc = openApiDocument();

// Compiled against the generated client: a shape that drifts from the contract fails to compile.
const USAGE = `import type { components, paths } from './schema';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Login = paths['/api/auth/login']['post'];
type LoginBody = Login['requestBody']['content']['application/json'];
type LoginAnswer = Extract<Login['responses'][200]['content']['application/json'], { statusCode: 1 }>;
type Bet = paths['/api/provider/{provider_code}/bet']['post'];

export const accountId: Equal<LoginBody['account_id'], string> = true;
export const user: Equal<LoginAnswer['user']['account_id'], string> = true;
export const failure: Equal<components['schemas']['Failure']['message'], string> = true;
export const siteName: Equal<components['schemas']['Site']['site_name'], string> = true;
export const provider: Equal<Bet['parameters']['path']['provider_code'], string> = true;
// @ts-expect-error account_id is a string
export const wrong: LoginBody['account_id'] = 42;
`;

describe('the OpenAPI document of the contract', () => {
  it('has every call of the contract', () => {
    for (const call of [...CALLS.values(), ...Object.values(WALLET_CALLS)])
      expect(doc.paths[call.path]?.[call.method.toLowerCase()], call.path).toBeTruthy();
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
