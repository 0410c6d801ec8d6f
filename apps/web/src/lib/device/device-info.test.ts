import { describe, expect, it } from 'vitest';
import { deviceInfo } from './device-info';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

describe('deviceInfo', () => {
  it('reads an iPhone as a mobile Apple device running Safari', () => {
    expect(deviceInfo(UA.iphone)).toMatchObject({
      isMobile: true,
      isTablet: false,
      isIos: true,
      isApple: true,
      isMacOS: false,
      isSafari: true,
      isChrome: false,
      isDesktop: false,
      isDesktopOrTablet: false,
      isCrawler: false,
    });
  });

  it('tells an iPad that says it is a Mac by its touch screen', () => {
    expect(deviceInfo(UA.ipadAsMac)).toMatchObject({ isMacOS: true, isTablet: false, isDesktop: true });
    expect(deviceInfo(UA.ipadAsMac, { maxTouchPoints: 5 })).toMatchObject({
      isIos: true,
      isTablet: true,
      isMacOS: false,
      isMobileOrTablet: true,
      isDesktopOrTablet: true,
    });
  });

  it('separates Android phones from Android tablets and Samsung Internet from Chrome', () => {
    expect(deviceInfo(UA.androidPhone)).toMatchObject({ isAndroid: true, isMobile: true, isChrome: true });
    expect(deviceInfo(UA.androidTablet)).toMatchObject({
      isAndroid: true,
      isTablet: true,
      isMobile: false,
      isSamsung: true,
      isChrome: false,
      isSafari: false,
    });
  });

  it('reads desktop browsers and their systems', () => {
    expect(deviceInfo(UA.windowsEdge)).toMatchObject({
      isWindows: true,
      isEdge: true,
      isChrome: false,
      isDesktop: true,
    });
    expect(deviceInfo(UA.macFirefox)).toMatchObject({ isMacOS: true, isApple: true, isFirefox: true, isSafari: false });
  });

  it('knows a crawler, and an empty user agent is not one', () => {
    expect(deviceInfo(UA.googlebot).isCrawler).toBe(true);
    expect(deviceInfo('').isCrawler).toBe(false);
  });
});
