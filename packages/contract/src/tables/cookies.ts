// Cookies the site sets (SPEC 9, DESIGN.md 5).
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const COOKIES = {
  /** The registrable domain, shared by a tenant's sub-domains. */
  clientDomain: { name: 'clientDomain', path: '/', secure: true, sameSite: 'lax' },
  /** The last breakpoint seen, so the server renders the right layout first time. */
  viewport: { name: 'viewport', path: '/', secure: true, sameSite: 'strict', maxAge: YEAR_SECONDS },
  /** The player's chosen language. */
  locale: { name: 'i18n_redirected', path: '/', secure: false, sameSite: 'lax', maxAge: YEAR_SECONDS },
} as const;
