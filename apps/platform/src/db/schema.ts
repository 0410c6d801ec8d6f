// One schema for PGlite and PostgreSQL, one file per area; drizzle-kit and the driver read it through here.
export * from './tables/bonus';
export * from './tables/catalogue';
export * from './tables/engagement';
export * from './tables/games';
export * from './tables/instances';
export * from './tables/ledger';
export * from './tables/money';
export * from './tables/players';
export * from './tables/sportsbook';
export * from './tables/tenants';
export * from './tables/visits';
