// Ports of the servers the e2e run starts (dedicated, so a running `npm start` does not interfere)
// and URLs of the demo sites. Chromium resolves every *.localhost name to loopback by itself.
// FELT_E2E_WEB_PORT and FELT_E2E_PLATFORM_PORT move them, so two runs on one machine do not meet.
const portOf = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);
export const WEB_PORT = portOf(process.env.FELT_E2E_WEB_PORT, 3310);
export const PLATFORM_PORT = portOf(process.env.FELT_E2E_PLATFORM_PORT, 4310);

/** `siteUrl('casino3.localhost', '/cn')` → `http://casino3.localhost:3310/cn`. */
export const siteUrl = (host: string, pathname = '/') => `http://${host}:${WEB_PORT}${pathname}`;

/** One demo tenant per template family, plus the default site (theme casino1 on plain `localhost`). */
export const FAMILY_SITES = [
  { family: 'casino', host: 'casino3.localhost', theme: 'casino3' },
  { family: 'slot', host: 'slot2.localhost', theme: 'slot2' },
  { family: 'sportsbook', host: 'sportsbook1.localhost', theme: 'sportsbook1' },
] as const;
