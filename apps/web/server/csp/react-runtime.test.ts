import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ICON_SCRIPT, isFrameworkScript } from './framework-scripts.mjs';
import { isReactRuntimeScript, runtimeDefinitions } from './react-runtime.mjs';

const require = createRequire(import.meta.url);
const source = readFileSync(
  require.resolve('next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js'),
  'utf8',
);
const definitions = runtimeDefinitions(source);
const reveal = definitions.find((d) => d.startsWith('$RB=[];')) ?? '';

describe('React’s streaming runtime', () => {
  it('is found in the react-dom build Next ships', () => {
    expect(reveal).toContain('$RC=function');
    expect(definitions.some((d) => d.startsWith('requestAnimationFrame(function(){$RT='))).toBe(true);
  });

  it('counts its definitions and id-only calls as the framework’s, and nothing riding on them', () => {
    expect(isReactRuntimeScript(`${reveal}$RC("B:0","S:0")`, definitions)).toBe(true);
    expect(isReactRuntimeScript('$RC("B:1","S:1")', definitions)).toBe(true);
    expect(isReactRuntimeScript('$RX("B:2","digest",null,"msg")', definitions)).toBe(true);
    expect(isReactRuntimeScript('requestAnimationFrame(function(){$RT=performance.now()});', definitions)).toBe(true);
    expect(isReactRuntimeScript(`${reveal}alert(1)`, definitions)).toBe(false);
    expect(isReactRuntimeScript('$RC("B:0",alert(1))', definitions)).toBe(false);
    expect(isReactRuntimeScript('$RC=function(){alert(1)};$RC("a","b")', definitions)).toBe(false);
    expect(isReactRuntimeScript('', definitions)).toBe(false);
  });

  it('is recognised with the definitions of the installed build, by default', () => {
    expect(isFrameworkScript(`${reveal}$RC("B:0","S:0")`)).toBe(true);
  });
});

describe('Next’s icon script', () => {
  it('is still written exactly so by the installed Next', () => {
    const file = require.resolve('next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js');
    expect(readFileSync(file, 'utf8')).toContain(ICON_SCRIPT);
    expect(isFrameworkScript(ICON_SCRIPT)).toBe(true);
  });
});
