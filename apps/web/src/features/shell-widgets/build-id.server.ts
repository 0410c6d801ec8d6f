import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REDIRECTS } from '@/tenant/route-rules';
import type { BuildMeta, LatestBuild, RouteRule } from './build-id';

// The build this server runs, as `next build` wrote it. Read once per process: a new build is a new process.
// Without a build (next dev) there is nothing to compare, so every poll answers the same.
let build: LatestBuild | undefined;

export function currentBuild(): LatestBuild {
  if (build === undefined) {
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID');
    try {
      build = { id: readFileSync(file, 'utf8').trim(), timestamp: Math.floor(statSync(file).mtimeMs) };
    } catch {
      build = { id: 'development', timestamp: 0 };
    }
  }
  return build;
}

export function currentBuildId(): string {
  return currentBuild().id;
}

/** This build's manifest: its id and time, and the route rules the proxy applies (SPEC 2.3). */
export function currentBuildMeta(): BuildMeta {
  const rule = (redirect: string): RouteRule => ({ redirect, statusCode: 308 });
  const routeRules = Object.fromEntries(Object.entries(REDIRECTS).map(([from, to]) => [from, rule(to)]));
  return { ...currentBuild(), routeRules };
}
