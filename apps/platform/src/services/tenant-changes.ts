import pg from 'pg';
import type { Logger } from '../logger';

// Every platform process keeps each site's startup answer for a few seconds (services/startup.ts). When an operator
// changes a tenant on one process, the others must drop theirs too, or a web server that asks them right after
// the change caches the old site again. On PostgreSQL the change is announced with NOTIFY and every process of
// every instance LISTENs; PGlite runs one process, which forgets by itself.

const CHANNEL = 'felt_tenant_changed';
/** How soon a lost listening connection is opened again. */
const RECONNECT_MS = 1000;

export type TenantChanges = {
  /** Tells every process (this one included) that a tenant changed. */
  announce: () => Promise<void>;
  /** Called on every announced change, and after a lost connection is back (a change may have been missed). */
  onChange: (listener: () => void) => void;
  close: () => Promise<void>;
};

export function postgresTenantChanges(databaseUrl: string, log: Logger): TenantChanges {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const listen = async (again: boolean) => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', changed);
    next.on('error', (error) => {
      log.warn({ err: error }, 'tenant change listener lost its connection: listening again');
      void next.end().catch(() => {});
      if (client === next) client = null;
      if (!closed) timer = setTimeout(() => void listen(true), RECONNECT_MS);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      if (again) changed();
    } catch (error) {
      log.warn({ err: error }, 'tenant change listener could not connect: trying again');
      void next.end().catch(() => {});
      if (!closed) timer = setTimeout(() => void listen(again), RECONNECT_MS);
    }
  };
  void listen(false);

  const announcer = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  announcer.on('error', () => {});
  return {
    announce: async () => {
      await announcer.query('select pg_notify($1, $2)', [CHANNEL, String(process.pid)]);
    },
    onChange: (listener) => void listeners.add(listener),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await Promise.allSettled([client?.end(), announcer.end()]);
    },
  };
}
