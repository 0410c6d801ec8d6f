/**
 * How the web tier vouches for the player's address to the platform. The web server derives the address itself
 * (the socket, or a configured number of trusted proxy hops) and sends it in CLIENT_ADDRESS with the shared
 * secret in KEY; the platform believes CLIENT_ADDRESS only beside the right KEY and never reads a raw
 * x-forwarded-for, which any browser can write.
 */
export const WEB_TIER_HEADERS = {
  key: 'x-felt-web-key',
  clientAddress: 'x-felt-client-address',
} as const;

/** The shortest web-tier secret accepted outside demo mode. */
export const WEB_TIER_SECRET_MIN = 32;

/**
 * One id per player request, made by the web server (or taken from the operator's trusted load balancer), passed
 * to the platform on every call the request makes, and logged by both: one request is followed across the tiers.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
