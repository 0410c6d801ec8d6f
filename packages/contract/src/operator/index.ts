// The reference platform's side beyond the site's calls: operator calls, the tenant file they import and export,
// and the platform's own paths. A sub-path of its own, so none of it reaches the site's bundles.
export * from './calls';
export * from './engagement-file';
export * from './platform-paths';
export * from './schemas';
export * from './tenant-file';
export * from './wheel-return';
