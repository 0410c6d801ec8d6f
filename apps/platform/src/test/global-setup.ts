import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The command-line tools are tested as npm runs them: compiled (build.mjs), once before every test file.
export default function compilePlatform(): void {
  execFileSync(process.execPath, [join(import.meta.dirname, '../../build.mjs'), '--quiet'], { stdio: 'inherit' });
}
