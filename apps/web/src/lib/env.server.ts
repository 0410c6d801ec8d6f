import { envFlag } from '@felt/contract';
import { z } from 'zod';

// Environment of the web app, validated once at start-up; each line says why the variable exists.
const Env = z
  .object({
    /** Where the operator platform (the contract at /api/*) answers; server-to-server only. */
    PLATFORM_URL: z.url().default('http://127.0.0.1:4000'),
    /**
     * Guards POST /api/revalidate, the operator's "tenant changed" signal, and the operator gallery (/gallery), which
     * makes its preview sites with it. Unset: both refuse all. Demo mode defaults to the platform's demo key.
     */
    FELT_OPERATOR_KEY: z.string().min(16).optional(),
    /** The port the web server listens on; used for the public URL of *.localhost demo tenants. */
    PORT: z.coerce.number().int().positive().default(3000),
    /** Shared with the platform: with it the web server vouches for the player's address (WEB_TIER_HEADERS). */
    FELT_WEB_SECRET: z.string().min(16).optional(),
    /** Demo mode: the BFF forwards the demo-only /api/dev/* calls (the code outbox); never on a public site. */
    FELT_DEMO: envFlag,
    /** Redis of the install's web servers: they count wrong operator keys together (the cache handler reads it too). */
    REDIS_URL: z.url().optional(),
  })
  // Outside demo mode both secrets guard a real site: long enough that guessing is hopeless.
  .superRefine((env, ctx) => {
    if (env.FELT_DEMO) return;
    for (const name of ['FELT_OPERATOR_KEY', 'FELT_WEB_SECRET'] as const) {
      const value = env[name];
      if (value !== undefined && value.length < 32) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be at least 32 characters outside demo mode' });
      }
    }
  });

export type WebEnv = z.infer<typeof Env>;

/** The platform's documented demo operator key (README), so a demo install's gallery works as started. */
export const DEMO_OPERATOR_KEY = 'felt-demo-operator-key';

function readEnv(): WebEnv {
  const parsed = Env.safeParse({
    PLATFORM_URL: process.env.PLATFORM_URL || undefined,
    FELT_OPERATOR_KEY: process.env.FELT_OPERATOR_KEY || undefined,
    PORT: process.env.PORT || undefined,
    FELT_WEB_SECRET: process.env.FELT_WEB_SECRET || undefined,
    FELT_DEMO: process.env.FELT_DEMO || undefined,
    REDIS_URL: process.env.REDIS_URL || undefined,
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  const { data } = parsed;
  return {
    ...data,
    PLATFORM_URL: data.PLATFORM_URL.replace(/\/+$/, ''),
    FELT_OPERATOR_KEY: data.FELT_OPERATOR_KEY ?? (data.FELT_DEMO ? DEMO_OPERATOR_KEY : undefined),
  };
}

export const env: WebEnv = readEnv();
