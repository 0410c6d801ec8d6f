import { type Logger, pino } from 'pino';

export type { Logger };

/** One JSON line per event on stdout; `silent` under tests. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'platform' }, timestamp: pino.stdTimeFunctions.isoTime });
}
