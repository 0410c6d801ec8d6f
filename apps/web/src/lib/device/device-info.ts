import { isbot } from 'isbot';

// The device info of SPEC 3, read from a user agent. Crawlers are recognised by isbot's maintained list; the
// rest are the usual user-agent tokens. Pure, so the server and the browser read a user agent the same way.

export type DeviceInfo = {
  userAgent: string;
  isMobile: boolean;
  isMobileOrTablet: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOS: boolean;
  isApple: boolean;
  isDesktopOrTablet: boolean;
  isSafari: boolean;
  isFirefox: boolean;
  isEdge: boolean;
  isChrome: boolean;
  isSamsung: boolean;
  isCrawler: boolean;
};

/** What only a browser knows: iPadOS reports itself as a Mac, but a Mac has no touch screen. */
export type DeviceHints = { maxTouchPoints?: number };

const has = (pattern: RegExp, ua: string) => pattern.test(ua);

export function deviceInfo(userAgent: string, hints: DeviceHints = {}): DeviceInfo {
  const ua = userAgent;
  const ipadAsMac = has(/Macintosh/, ua) && (hints.maxTouchPoints ?? 0) > 1;
  const isAndroid = has(/Android/i, ua);
  const isIos = has(/iPhone|iPad|iPod/, ua) || ipadAsMac;
  const isTablet = ipadAsMac || has(/iPad|Tablet|PlayBook|Silk|Kindle/i, ua) || (isAndroid && !has(/Mobile/i, ua));
  const isMobile = !isTablet && has(/Mobi|iPhone|iPod|Android|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini/i, ua);
  const isMobileOrTablet = isMobile || isTablet;
  const isMacOS = has(/Mac OS X|Macintosh/, ua) && !isIos;
  const isEdge = has(/Edg(?:e|A|iOS)?\//, ua);
  const isSamsung = has(/SamsungBrowser/, ua);
  const isFirefox = has(/Firefox|FxiOS/, ua);
  const isOpera = has(/OPR\/|Opera/, ua);
  const isChrome = has(/Chrome|CriOS/, ua) && !isEdge && !isSamsung && !isOpera;
  const isSafari = has(/Safari/, ua) && !isChrome && !isEdge && !isFirefox && !isSamsung && !isOpera && !isAndroid;
  return {
    userAgent,
    isMobile,
    isMobileOrTablet,
    isTablet,
    isDesktop: !isMobileOrTablet,
    isIos,
    isAndroid,
    isWindows: has(/Windows/, ua),
    isMacOS,
    isApple: isIos || isMacOS,
    isDesktopOrTablet: !isMobile,
    isSafari,
    isFirefox,
    isEdge,
    isChrome,
    isSamsung,
    // Asked for only where it decides something (an ad visit): isbot's list is one large pattern, and building
    // it took ~17 ms of a phone page's start in every browser that read its device info for the download bar.
    get isCrawler() {
      return ua.length > 0 && isbot(ua);
    },
  };
}
