import { describe, expect, it } from 'vitest';
import { listenHost, selfHost } from './listen-host.mjs';

// A demo site trusts the Host header and hands out login codes: it must not answer other machines.

describe('the web server’s listen address', () => {
  it('is loopback in demo mode', () => {
    expect(listenHost({ FELT_DEMO: '1' })).toBe('127.0.0.1');
    expect(listenHost({ FELT_DEMO: 'true' })).toBe('127.0.0.1');
  });

  it('is every interface outside demo mode, as before', () => {
    expect(listenHost({})).toBeUndefined();
    expect(listenHost({ FELT_DEMO: '0' })).toBeUndefined();
  });

  it('is WEB_HOST when the operator names one, in or out of demo mode', () => {
    expect(listenHost({ FELT_DEMO: '1', WEB_HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHost({ WEB_HOST: '10.0.0.5' })).toBe('10.0.0.5');
  });

  it('ignores the machine name shells put in HOST and HOSTNAME', () => {
    expect(listenHost({ FELT_DEMO: '1', HOST: 'build-box', HOSTNAME: 'build-box' })).toBe('127.0.0.1');
  });
});

describe('where the web server asks itself', () => {
  it('is loopback when it listens on loopback or on every interface', () => {
    expect(selfHost(undefined)).toBe('127.0.0.1');
    expect(selfHost('127.0.0.1')).toBe('127.0.0.1');
    expect(selfHost('0.0.0.0')).toBe('127.0.0.1');
    expect(selfHost('::')).toBe('127.0.0.1');
  });

  it('is the one address it listens on otherwise', () => {
    expect(selfHost('10.0.0.5')).toBe('10.0.0.5');
  });
});
