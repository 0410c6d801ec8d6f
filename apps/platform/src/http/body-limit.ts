import { ERROR_KEYS, STATUS } from '@felt/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as streamedBodyLimit } from 'hono/body-limit';

const tooLarge = (c: Context) =>
  c.json({ statusCode: STATUS.payloadTooLarge, message: ERROR_KEYS.payloadTooLarge }, 413);

/**
 * Refuses a body over `maxSize` bytes, with payloadTooLarge unless `refuse` answers otherwise. A body that declares
 * its length is judged by that header alone (Node's parser never delivers more than it declares), so nothing touches
 * the request's stream and the server adapter reads the body straight into a buffer later; building the web stream
 * for every call cost a tenth of the platform's CPU under the wallet's load (decision 0034). A body without a length
 * (chunked) is counted as it arrives.
 */
export function bodyLimit(maxSize: number, refuse: (c: Context) => Response = tooLarge): MiddlewareHandler {
  const counted = streamedBodyLimit({ maxSize, onError: refuse });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(declared) > maxSize ? refuse(c) : next();
    }
    return counted(c, next);
  };
}
