// The wallet's load generator: signed bet+win pairs over raw keep-alive sockets, each call's request built and
// signed before the clock starts, so the generator spends on each call little more than a socket write and a read
// (Node's HTTP client spent ~280 µs of CPU per call on the same two cores as the platform and the database).
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { walletSignatureHeaders } from '../../scripts/lib/wallet-signature.mjs';

/** One call as the bytes of an HTTP/1.1 request, signed now (the platform accepts a signature for five minutes). */
function signedRequest(host, port, secret, verb, body) {
  const raw = JSON.stringify(body);
  const headers = walletSignatureHeaders(secret, verb, raw);
  const lines = [
    `POST /api/provider/DEMO/${verb} HTTP/1.1`,
    `host: ${host}:${port}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(raw)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${raw}`);
}

/**
 * Reads HTTP/1.1 answers off one socket: each `next()` resolves to the body of the next complete answer (the
 * platform answers with a content-length, never chunked).
 */
function answers(socket) {
  let buffered = Buffer.alloc(0);
  let waiting = null;
  const take = () => {
    const end = buffered.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const head = buffered.subarray(0, end).toString('latin1');
    const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (!Number.isFinite(length)) throw new Error(`an answer without a length: ${head}`);
    if (buffered.length < end + 4 + length) return null;
    const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
    buffered = buffered.subarray(end + 4 + length);
    return body;
  };
  socket.on('data', (chunk) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    if (!waiting) return;
    try {
      const body = take();
      if (body !== null) {
        const { resolve } = waiting;
        waiting = null;
        resolve(body);
      }
    } catch (error) {
      waiting.reject(error);
    }
  });
  const fail = (error) => waiting?.reject(error ?? new Error('the platform closed the connection'));
  socket.on('error', fail);
  socket.on('close', () => fail());
  return {
    next: () =>
      new Promise((resolve, reject) => {
        const body = take();
        if (body !== null) resolve(body);
        else waiting = { resolve, reject };
      }),
  };
}

const succeeded = (body) => body.includes('"statusCode":1,') || body.endsWith('"statusCode":1}');

/**
 * Bet then win, one pair after another on each connection, `sessions.length` connections (one player each), for
 * `seconds`. Each connection's pairs are signed up front: more than one connection can send in that time (each
 * call waits for its commit, ≥ 1 ms).
 */
export async function walletPairLoad({ base, secret, sessions, seconds }) {
  const perConnection = Math.ceil(seconds * 1_000);
  const { hostname: host, port } = new URL(base);
  const tag = randomBytes(4).toString('hex');
  const calls = sessions.map(({ token, currency }, w) =>
    Array.from({ length: perConnection }, (_, i) => {
      const body = { token, round_id: `r${tag}-${w}-${i}`, game_code: 'lucky-sevens', amount: 1, currency };
      return [
        signedRequest(host, port, secret, 'bet', { ...body, transaction_id: `b${tag}-${w}-${i}` }),
        signedRequest(host, port, secret, 'win', { ...body, transaction_id: `w${tag}-${w}-${i}` }),
      ];
    }),
  );
  let pairs = 0;
  let failures = 0;
  const until = Date.now() + seconds * 1000;
  const connection = async (pending) => {
    const socket = net.connect({ host, port: Number(port), noDelay: true });
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const read = answers(socket);
    try {
      for (const [bet, win] of pending) {
        if (Date.now() >= until) return;
        socket.write(bet);
        const betOk = succeeded(await read.next());
        socket.write(win);
        const winOk = succeeded(await read.next());
        if (betOk && winOk) pairs++;
        else failures++;
      }
      throw new Error('the wallet load ran out of signed calls: sign more per connection');
    } finally {
      socket.destroy();
    }
  };
  await Promise.all(calls.map(connection));
  return { pairsPerSecond: pairs / seconds, failures };
}
