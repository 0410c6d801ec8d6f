// The headers every answer but the DEMO games' carries: Next adds them to what it serves (next.config.ts), and
// the web server to the API answers it makes without Next (direct-api.mjs). HTML answers get their
// Content-Security-Policy per page from the web server (csp/).
export const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];
