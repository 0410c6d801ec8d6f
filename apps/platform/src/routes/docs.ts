import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocument } from '@felt/contract/openapi';
import type { Hono } from 'hono';
import { notFoundFailure } from '../http/refusal';

// The OpenAPI document and a reference page built on swagger-ui-dist, served from node_modules (no CDN).

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Felt contract reference</title>
<link rel="icon" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true,
  docExpansion: 'list', defaultModelsExpandDepth: 0, tryItOutEnabled: false });
`;

export function docsRoutes(app: Hono): void {
  const document = JSON.stringify(openApiDocument('/'));
  const cache = new Map<string, Buffer>();
  const asset = (name: string) => {
    if (!cache.has(name)) cache.set(name, readFileSync(join(SWAGGER_DIR, name)));
    return cache.get(name)!;
  };

  // GET /api/openapi.json: the contract's document, operator calls and platform paths included.
  app.get('/api/openapi.json', (c) => c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' }));

  // GET /api/docs: the readable reference.
  app.get('/api/docs', (c) => c.html(PAGE));

  app.get('/api/docs/assets/:name', (c) => {
    const name = c.req.param('name');
    const cacheControl = { 'Cache-Control': 'public, max-age=86400' };
    if (name === 'init.js')
      return c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', ...cacheControl });
    const type = ASSETS[name];
    if (!type) return c.json(notFoundFailure, 404);
    return c.body(new Uint8Array(asset(name)), 200, { 'Content-Type': type, ...cacheControl });
  });
}
