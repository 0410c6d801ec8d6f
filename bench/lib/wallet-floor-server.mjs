// The wallet's floor (bench only, never served): the platform's signed wallet call answered by node:http and the
// pg driver alone, no framework, no request log, no metrics. It checks the signature, hashes the token and runs
// wallet_move as a named prepared statement, as the platform does; what the platform spends beyond this is the
// cost of its framework and its bookkeeping. Env: PORT, DATABASE_URL, WALLET_SECRET.
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { walletMac } from '../../scripts/lib/wallet-signature.mjs';

const secret = process.env.WALLET_SECRET;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const MOVE = {
  name: 'wallet_floor_move',
  text: 'select outcome, balance, currency from wallet_move($1, $2, $3, $4, $5, $6::bigint, $7, $8::timestamptz)',
};

const signedBy = (verb, headers, raw) => {
  const signature = String(headers['x-signature'] ?? '');
  const mac = walletMac(secret, verb, String(headers['x-felt-timestamp']), raw);
  return signature.length === 64 && timingSafeEqual(mac, Buffer.from(signature, 'hex'));
};

function answer(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function move(verb, raw) {
  const call = JSON.parse(raw);
  const token = createHash('sha256').update(call.token).digest('hex');
  const values = [verb, 'DEMO', token, call.transaction_id, call.round_id, call.amount ?? 0, call.currency];
  const { rows } = await pool.query({ ...MOVE, values: [...values, new Date().toISOString()] });
  const [row] = rows;
  if (row.outcome !== 'ok') return [409, { statusCode: 0, message: row.outcome }];
  return [
    200,
    { statusCode: 1, balance: Number(row.balance), currency: row.currency, transaction_id: call.transaction_id },
  ];
}

http
  .createServer((req, res) => {
    const verb = req.url.split('/')[4];
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (!signedBy(verb, req.headers, raw)) return answer(res, 401, { statusCode: 0, message: 'invalidSignature' });
      move(verb, raw).then(
        ([status, body]) => answer(res, status, body),
        (error) => answer(res, 500, { statusCode: 0, message: String(error) }),
      );
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
