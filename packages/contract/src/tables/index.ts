// The constant tables alone, free of zod, for code that ships to the browser.
export * from './breakpoints';
export * from './call-groups';
export * from './categories';
export * from './cookies';
export * from './engagement';
export * from './errors';
export * from './force-logout';
export * from './games';
export * from './locales';
export * from './media';
export * from './money';
export * from './players';
export * from './provider-logos';
export * from './templates';
export * from './timings';
export * from './web-tier';
