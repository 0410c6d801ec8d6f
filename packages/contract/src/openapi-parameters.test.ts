import { describe, expect, it } from 'vitest';
import { withPathParameters } from './openapi-parameters';

const header = { name: 'x-signature', in: 'header', required: true, schema: { type: 'string' } };
const path = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });

describe('withPathParameters', () => {
  it('declares each undeclared part of a path template, beside the parameters already there', () => {
    const paths = withPathParameters({
      '/api/provider/{provider_code}/bet': { post: { parameters: [header] } },
      '/api/media/{key}': { get: { parameters: [path('key')] } },
      '/healthz': { get: {} },
    });
    expect(paths['/api/provider/{provider_code}/bet'].post).toEqual({ parameters: [path('provider_code'), header] });
    expect(paths['/api/media/{key}'].get).toEqual({ parameters: [path('key')] });
    expect(paths['/healthz'].get).toEqual({});
  });

  it('counts a parameter of the path item as declared', () => {
    const item = { parameters: [path('domain')], get: {} };
    expect(withPathParameters({ '/tenants/{domain}': item })['/tenants/{domain}']).toEqual(item);
  });
});
