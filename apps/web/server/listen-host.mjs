// The interface the web server listens on. In demo mode the site picks a demo tenant by the Host header, approves
// its deposits by itself and shows its players' login codes, so only this machine may reach it: loopback
// (docs/decisions/0011). WEB_HOST names another interface for whoever means it; outside demo mode, unset, every
// interface as before. Not HOST or HOSTNAME: shells and containers set those to the machine's own name.

/** FELT_DEMO's "on" words, as the web and the platform read the flag (envFlag in @felt/contract). */
const ON = ['1', 'true', 'on', 'yes'];

/**
 * @param {Record<string, string | undefined>} env the process environment
 * @returns {string | undefined} the address to listen on, or undefined for every interface
 */
export function listenHost(env) {
  if (env.WEB_HOST) return env.WEB_HOST;
  return ON.includes((env.FELT_DEMO ?? '').toLowerCase()) ? '127.0.0.1' : undefined;
}

/**
 * Where this server asks itself (the not-found page, a relayed revalidation): loopback, unless it listens on one
 * address only, which may not be loopback.
 * @param {string | undefined} host what listenHost chose
 */
export function selfHost(host) {
  return !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
}
