import { z } from 'zod';
import { Failure, success } from '../envelope';

// The reference platform's own paths beside the calls: the site loads its images from /api/media, and deployments
// probe /healthz. Both are GET without a body.

export type PlatformPathDef = {
  /** OpenAPI style: {key} is a path parameter. */
  path: string;
  summary: string;
  /** Each HTTP status answered: a JSON body by its schema, a file of a media type, or nothing. */
  answers: Record<number, { description: string; json?: z.ZodType; media?: string }>;
};

export const Health = success({
  status: z.literal('ok'),
  database: z.string().describe('The database kind the platform runs on, e.g. pglite or postgres'),
});

export const healthz = {
  path: '/healthz',
  summary: 'The platform is up and its database answers',
  answers: {
    200: { description: 'Healthy', json: Health },
    503: { description: 'serviceUnavailable: the database does not answer', json: Failure },
  },
} satisfies PlatformPathDef;

export const media = {
  path: '/api/media/{key}',
  summary: 'A generated image (logo, banner, badge, game thumbnail); keys carry a content hash and may hold slashes',
  answers: {
    200: { description: 'The image, cacheable for a year, with an ETag', media: 'image/svg+xml' },
    304: { description: 'Not modified: If-None-Match matched the ETag' },
    404: { description: 'notFound: no such image', json: Failure },
  },
} satisfies PlatformPathDef;

/** Every platform path by name. */
export const PLATFORM_PATHS = { healthz, media } as const;
