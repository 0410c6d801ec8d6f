import { fileURLToPath } from 'node:url';

// The package's own folder, from wherever this module runs: src/ under tsx, or dist/ once compiled (build.mjs
// puts every output file directly in dist/). Files the platform reads at run time are found from here.
export const PLATFORM_ROOT = fileURLToPath(new URL('..', import.meta.url));
