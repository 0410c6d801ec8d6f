// Peak resident memory of process trees (a server and everything it spawned), sampled from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

const PAGE_BYTES = 4096;

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** pid → { ppid, rss, cpu } for every process, read from /proc/<pid>/stat (cpu: user + system seconds). */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields that follow start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), {
        ppid: Number(fields[1]),
        rss: Number(fields[21]) * PAGE_BYTES,
        cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      });
    } catch {
      // The process ended while the table was being read.
    }
  }
  return table;
}

/** The sum of `field` over the tree rooted at `rootPid`. */
function treeSum(table, rootPid, field) {
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop();
    total += table.get(pid)?.[field] ?? 0;
    for (const [child, info] of table) if (info.ppid === pid) pending.push(child);
  }
  return total;
}

/** CPU seconds (user + system) the tree rooted at `rootPid` has used so far. */
export const treeCpuSeconds = (rootPid) => treeSum(processTable(), rootPid, 'cpu');

/** Samples the trees rooted at `roots` ({ name: pid }) until stop(), which returns peaks in MB. */
export function sampleRss(roots, intervalMs = 250) {
  const peaks = Object.fromEntries(Object.keys(roots).map((name) => [name, 0]));
  const sample = () => {
    const table = processTable();
    for (const [name, pid] of Object.entries(roots)) peaks[name] = Math.max(peaks[name], treeSum(table, pid, 'rss'));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return Object.fromEntries(Object.entries(peaks).map(([name, bytes]) => [name, Math.round(bytes / 2 ** 20)]));
    },
  };
}
