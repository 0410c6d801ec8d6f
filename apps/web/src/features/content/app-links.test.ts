import { describe, expect, it } from 'vitest';
import { appLinks } from './app-links';

describe('appLinks', () => {
  it('lists the Android and iOS links a tenant has', () => {
    expect(appLinks({ android_sub: 'https://dl.example/a.apk', ios_sub: 'https://apps.example/ios' })).toEqual([
      { platform: 'android', href: 'https://dl.example/a.apk' },
      { platform: 'ios', href: 'https://apps.example/ios' },
    ]);
  });

  it('leaves out missing and unsafe links', () => {
    expect(appLinks({ android_sub: '', ios_sub: '' })).toEqual([]);
    expect(appLinks({ android_sub: 'javascript:alert(1)', ios_sub: 'https://apps.example/ios' })).toEqual([
      { platform: 'ios', href: 'https://apps.example/ios' },
    ]);
  });
});
