import { describe, expect, it } from 'vitest';
import { clientDomainOf } from './client-domain';

describe('clientDomainOf', () => {
  it('keeps the registrable part of a host', () => {
    expect(clientDomainOf('play.casino.example.co.uk')).toBe('example.co.uk');
    expect(clientDomainOf('www.lucky.example.com')).toBe('example.com');
    expect(clientDomainOf('casino3.localhost')).toBe('localhost');
  });

  it('keeps an address or a bare name as it is', () => {
    expect(clientDomainOf('127.0.0.1')).toBe('127.0.0.1');
    expect(clientDomainOf('localhost')).toBe('localhost');
  });
});
