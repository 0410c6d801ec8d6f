import { getDomain } from 'tldts';

/**
 * The registrable domain of a host (SPEC 9's clientDomain cookie): casino.example.co.uk → example.co.uk, the
 * demo's casino3.localhost → localhost; an address or a bare name is its own.
 */
export function clientDomainOf(domain: string): string {
  return getDomain(domain, { validHosts: ['localhost'] }) ?? domain;
}
