import { z } from 'zod';

// The site's CSP forbids eval; zod's JIT probes with Function(''), so parse without it everywhere.
z.config({ jitless: true });

export * from './calls';
export * from './envelope';
export * from './tables/breakpoints';
export * from './tables/categories';
export * from './tables/cookies';
export * from './tables/errors';
export * from './tables/force-logout';
export * from './tables/locales';
export * from './tables/templates';
export * from './tables/timings';
