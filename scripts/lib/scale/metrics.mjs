// Per-instance figures of the scale test, read from each server's own Prometheus metrics port: answers served,
// and for the platform its wallet calls by outcome. Counters start again when a server restarts.
import { exchange } from './client.mjs';

/** Sums the samples of one metric in a Prometheus text answer, grouped by the value of `label` (or all). */
function sum(text, metric, label) {
  const totals = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith(metric)) continue;
    const match = /^(\S+?)(\{[^}]*\})?\s+(\S+)$/.exec(line);
    if (!match || match[1] !== metric) continue;
    const key = label ? (new RegExp(`${label}="([^"]*)"`).exec(match[2] ?? '')?.[1] ?? '') : 'all';
    totals.set(key, (totals.get(key) ?? 0) + Number(match[3]));
  }
  return totals;
}

const read = (port) =>
  exchange(`http://127.0.0.1:${port}/metrics`)
    .then((res) => res.text)
    .catch(() => '');

/** One line per instance. */
export async function instanceFigures(ports) {
  const lines = [];
  for (const [i, port] of ports.webMetrics.entries()) {
    const text = await read(port);
    const answers = sum(text, 'felt_web_http_request_duration_seconds_count', 'kind');
    const shared = sum(text, 'felt_web_shared_cache_total', 'result');
    lines.push(
      `web${i + 1}: ${[...answers].map(([kind, n]) => `${kind} ${n}`).join(', ') || 'no figures'}; shared cache ${[...shared].map(([r, n]) => `${r} ${n}`).join(', ') || '–'}`,
    );
  }
  for (const [i, port] of ports.platformMetrics.entries()) {
    const text = await read(port);
    const answers = sum(text, 'felt_platform_http_request_duration_seconds_count');
    const wallet = sum(text, 'felt_platform_wallet_calls_total', 'outcome');
    lines.push(
      `platform${i + 1}: ${answers.get('all') ?? 0} answers; wallet calls ${[...wallet].map(([o, n]) => `${o} ${n}`).join(', ') || '–'}`,
    );
  }
  return lines;
}
