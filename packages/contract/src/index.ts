import { z } from 'zod';

// The site's CSP forbids eval; zod's JIT probes with Function(''), so parse without it everywhere.
z.config({ jitless: true });

export * from './calls';
export * from './env-flag';
export * from './envelope';
export * from './tables';
