import { z } from 'zod';

/** An on/off environment variable, read the same way by the site and the platform (FELT_DEMO): 1, true, on, yes. */
export const envFlag = z
  .string()
  .optional()
  .transform((value) => ['1', 'true', 'on', 'yes'].includes((value ?? '').toLowerCase()));
