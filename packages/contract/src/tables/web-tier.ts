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
