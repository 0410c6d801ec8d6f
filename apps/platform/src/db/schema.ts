// One schema for PGlite and PostgreSQL, one file per area; drizzle-kit and the driver read it through here.
export * from './tables/catalogue';
export * from './tables/players';
export * from './tables/tenants';
