// Ports of the servers the e2e run starts (dedicated, so a running `npm start` does not interfere)
// and URLs of the demo sites. Chromium resolves every *.localhost name to loopback by itself.
export const WEB_PORT = 3310;
export const PLATFORM_PORT = 4310;

/** `siteUrl('casino3.localhost', '/cn')` → `http://casino3.localhost:3310/cn`. */
export const siteUrl = (host: string, pathname = '/') => `http://${host}:${WEB_PORT}${pathname}`;

/** One demo tenant per template family, plus the default site (theme casino1 on plain `localhost`). */
export const FAMILY_SITES = [
  { family: 'casino', host: 'casino3.localhost', theme: 'casino3' },
  { family: 'slot', host: 'slot2.localhost', theme: 'slot2' },
  { family: 'sportsbook', host: 'sportsbook1.localhost', theme: 'sportsbook1' },
] as const;
