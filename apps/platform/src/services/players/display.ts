// How a session is shown on the security page: a short device text and a partly hidden address and phone.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (rules: [RegExp, string][], text: string) => rules.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Windows", "Safari on iOS", "Firefox"; "Unknown device" when the user agent says nothing useful. */
export function deviceOf(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

function expandIpv6(address: string): string[] | null {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * IPv4 keeps its first three parts (203.0.113.x), IPv6 its first three groups (2001:db8:85a3::x); loopback
 * (::1) tells nothing about the player and shows as is, like anything that is not an address.
 */
export function maskIp(ip: string): string {
  const v4 = ip.replace(/^::ffff:/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (ip === '::1') return ip;
  const groups = ip.includes(':') ? expandIpv6(ip) : null;
  return groups ? `${groups.slice(0, 3).join(':')}::x` : ip;
}

/** Every digit but the last four hidden, the rest of the text kept: "+63 900 000 0001" → "+** *** *** 0001". */
export function maskPhone(phone: string): string {
  let visible = 4;
  return [...phone]
    .reverse()
    .map((ch) => (/\d/.test(ch) ? (visible-- > 0 ? ch : '*') : ch))
    .reverse()
    .join('');
}
