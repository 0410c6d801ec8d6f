import { readFileSync } from 'node:fs';
import path from 'node:path';

// The id of the build this server runs, as `next build` wrote it. Read once per process: a new build is a
// new process. Without a build (next dev) there is nothing to compare, so every poll answers the same.
let buildId: string | undefined;

export function currentBuildId(): string {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = 'development';
    }
  }
  return buildId;
}
