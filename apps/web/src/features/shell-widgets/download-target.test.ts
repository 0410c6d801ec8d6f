import { describe, expect, it } from 'vitest';
import { downloadTarget } from './download-target';

const both = [
  { platform: 'android', href: 'https://dl.example/app.apk' },
  { platform: 'ios', href: 'https://apps.example/id1' },
] as const;

describe('downloadTarget', () => {
  it("sends a phone to its own store's app", () => {
    expect(downloadTarget(both, { isAndroid: true, isIos: false })).toEqual({ external: 'https://dl.example/app.apk' });
    expect(downloadTarget(both, { isAndroid: false, isIos: true })).toEqual({ external: 'https://apps.example/id1' });
  });

  it('sends everyone else, and a phone whose app the site lacks, to the download page', () => {
    expect(downloadTarget(both, null)).toEqual({ page: '/download' });
    expect(downloadTarget(both, { isAndroid: false, isIos: false })).toEqual({ page: '/download' });
    expect(downloadTarget([both[1]], { isAndroid: true, isIos: false })).toEqual({ page: '/download' });
  });
});
