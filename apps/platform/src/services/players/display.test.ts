import { describe, expect, it } from 'vitest';
import { deviceOf, maskIp, maskPhone } from './display';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('deviceOf', () => {
  it('names the browser and the system', () => {
    expect(deviceOf(UA.chromeWindows)).toBe('Chrome on Windows');
    expect(deviceOf(UA.edgeWindows)).toBe('Edge on Windows');
    expect(deviceOf(UA.safariIphone)).toBe('Safari on iOS');
    expect(deviceOf(UA.chromeIphone)).toBe('Chrome on iOS');
    expect(deviceOf(UA.firefoxLinux)).toBe('Firefox on Linux');
    expect(deviceOf(UA.samsungAndroid)).toBe('Samsung Internet on Android');
    expect(deviceOf(UA.safariMac)).toBe('Safari on macOS');
    expect(deviceOf(UA.headless)).toBe('Chrome on Linux');
  });

  it('says what it can of anything else', () => {
    expect(deviceOf('')).toBe('Unknown device');
    expect(deviceOf('curl/8.5.0')).toBe('Unknown device');
    expect(deviceOf('SomeBot (Windows)')).toBe('Windows');
  });
});

describe('maskIp', () => {
  it('hides the last part of an IPv4 address, also when mapped into IPv6', () => {
    expect(maskIp('203.0.113.42')).toBe('203.0.113.x');
    expect(maskIp('::ffff:198.51.100.7')).toBe('198.51.100.x');
  });

  it('keeps the first three groups of an IPv6 address', () => {
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3::x');
    expect(maskIp('fe80:0:0:0:1:2:3:4')).toBe('fe80:0:0::x');
  });

  it('shows loopback as it is', () => {
    expect(maskIp('::1')).toBe('::1');
  });

  it('leaves an unknown address as it is', () => {
    expect(maskIp('unknown')).toBe('unknown');
    expect(maskIp('1::2::3')).toBe('1::2::3');
  });
});

describe('maskPhone', () => {
  it('keeps the last four digits and the layout', () => {
    expect(maskPhone('+63 900 000 0001')).toBe('+** *** *** 0001');
    expect(maskPhone('0912-345-6789')).toBe('****-***-6789');
    expect(maskPhone('123')).toBe('123');
  });
});
