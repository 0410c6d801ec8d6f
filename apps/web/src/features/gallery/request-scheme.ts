// Whether the browser reached the gallery over HTTPS. The web server itself speaks plain HTTP; a TLS proxy in front
// of it says so in X-Forwarded-Proto. A forged header changes only what the sender's own answer looks like: its
// pass cookie marked Secure, its preview links in https.
export function isHttpsRequest(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
