import fc from 'fast-check';
import { type Body, bodyArbitrary, type Site } from './bodies';
import { callName, type FuzzCall } from './calls';
import { NAUGHTY_STRINGS } from './corpus';
import { type Known, validValue } from './leaves';

// One fuzz case per generated value: the call, the concrete path, the body and the facts around it (which live
// player's session or game token to use, whether the wallet call is signed, which client address it comes from).
// Pure, so the e2e suite generates the same cases for the BFF as the platform suite does for the platform.

export type { Body, Site } from './bodies';

export type FuzzContext = {
  /** Seeded tenants: most bodies name one, so they get past the tenant lookup into the handler. */
  sites: readonly Site[];
  /** How many live players the runner keeps; a case names one by its slot. */
  slots: number;
  known: Known;
};

export type FuzzCase = {
  /** Position in the run: with the seed, enough to find the case again. */
  index: number;
  call: FuzzCall;
  method: string;
  path: string;
  body: Body | null;
  contentType: string | null;
  /** The live player whose session (auth calls) or launched game (wallet calls) the case uses; null: none. */
  slot: number | null;
  /** x-felt-domain names another tenant than the session's. */
  crossSite: boolean;
  /** A wallet call signed with the provider's secret at the platform's time. */
  signed: boolean;
  operatorKey: boolean;
  /** The player address the web tier vouches for (printable ASCII, as a header must be). */
  clientAddress: string;
};

/** A path segment, percent-encoded; a lone surrogate becomes a byte sequence no UTF-8 decoder accepts. */
function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`;
  }
}

/** Naughty strings short enough for a URL: a request line of many kilobytes is refused by any HTTP server. */
const URL_STRINGS = NAUGHTY_STRINGS.filter((s) => s.length <= 512);

function pathArbitrary(call: FuzzCall, known: Known): fc.Arbitrary<string> {
  // The first known value most of the time: a wallet call reaches its handler only under the signed provider.
  const param = (name: string) =>
    fc.oneof(
      { arbitrary: fc.constant(segment(String(known[name]?.[0] ?? 'x'))), weight: 8 },
      { arbitrary: validValue({ type: 'string', minLength: 1 }, known[name]).map(String).map(segment), weight: 4 },
      { arbitrary: fc.constantFrom(...URL_STRINGS).map(segment), weight: 3 },
      { arbitrary: fc.constantFrom('..', '.', '%2e%2e', '%2F', '%00', '%ZZ', 'a%2Fb', ''), weight: 1 },
    );
  const query = fc.oneof(
    { arbitrary: fc.constant(''), weight: call.method === 'GET' ? 6 : 12 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('q', 'domain_name', '__proto__[x]', 'a[]'), fc.constantFrom(...URL_STRINGS))
        .map(([key, value]) => `?${key}=${segment(value)}`),
      weight: 3,
    },
    { arbitrary: fc.constantFrom('?', '?&&', '?%', '#frag'), weight: 1 },
  );
  const params = fc.tuple(...call.params.map((name) => param(name)));
  return fc.tuple(params, query).map(([values, tail]) => {
    let path = call.path;
    call.params.forEach((name, i) => {
      path = path.replace(`{${name}}`, values[i] ?? '');
    });
    return path + tail;
  });
}

const CONTENT_TYPES = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 16 },
  fc.constantFrom(
    null,
    'text/plain',
    'application/json; charset=utf-16',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
  ),
);

const ADDRESSES = fc.oneof(
  { arbitrary: fc.ipV4(), weight: 9 },
  fc.constantFrom('', 'unknown', '::1', '127.0.0.1', '1.2.3.4, 5.6.7.8', 'x'.repeat(300), '999.999.999.999'),
);

function caseArbitrary(call: FuzzCall, ctx: FuzzContext): fc.Arbitrary<Omit<FuzzCase, 'index'>> {
  const otherMethods = call.method === 'GET' ? ['POST', 'PUT'] : ['GET', 'PUT', 'DELETE', 'PATCH'];
  const method = fc.oneof({ arbitrary: fc.constant(call.method), weight: 30 }, fc.constantFrom(...otherMethods));
  const usesSlot = (call.auth || call.wallet) && ctx.slots > 0;
  return fc
    .record({
      method,
      path: pathArbitrary(call, ctx.known),
      body: call.schema ? bodyArbitrary(call.schema, ctx) : fc.constant(null),
      contentType: call.method === 'GET' ? fc.constant(null) : CONTENT_TYPES,
      slot: usesSlot ? fc.option(fc.nat(ctx.slots - 1), { freq: 2 }) : fc.constant(null),
      crossSite: fc.nat(9).map((n) => n === 0),
      signed: fc.nat(3).map((n) => n > 0),
      operatorKey: fc.nat(4).map((n) => n > 1),
      clientAddress: ADDRESSES,
    })
    .map((c) => ({
      ...c,
      call,
      // A GET carries no body, and a body-less call gets one only when the method is bent to POST.
      body: c.method === 'GET' ? null : (c.body ?? (c.method === call.method ? null : { kind: 'text', text: '{}' })),
    }));
}

/** A 31-bit seed for one call, from the run's seed and the call's name (the same whatever the other calls). */
function seedOf(seed: number, call: FuzzCall): number {
  let hash = seed | 0;
  for (const char of callName(call)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 1) & 0x7fffffff;
}

/**
 * `runs` cases spread evenly over `calls`, interleaved (one of each call, then the next round), so a run cut
 * short still covers every call. The same seed, calls and context give the same cases.
 */
export function generateCases(calls: readonly FuzzCall[], ctx: FuzzContext, seed: number, runs: number): FuzzCase[] {
  const perCall = calls.map((call, i) => {
    const count = Math.floor(runs / calls.length) + (i < runs % calls.length ? 1 : 0);
    return count === 0 ? [] : fc.sample(caseArbitrary(call, ctx), { seed: seedOf(seed, call), numRuns: count });
  });
  const cases: FuzzCase[] = [];
  const rounds = Math.max(0, ...perCall.map((list) => list.length));
  for (let round = 0; round < rounds; round++) {
    for (const list of perCall) {
      const item = list[round];
      if (item) cases.push({ ...item, index: cases.length });
    }
  }
  return cases;
}
