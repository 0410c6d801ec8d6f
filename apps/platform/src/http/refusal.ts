import { ERROR_KEYS, type Failure, STATUS } from '@felt/contract';

/** A failure answer thrown from anywhere in a request; the one error handler turns it into JSON. */
export class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

export const siteNotConfigured = () =>
  new Refusal({ statusCode: STATUS.notFound, message: ERROR_KEYS.siteNotConfigured });

export const notFoundFailure: Failure = { statusCode: STATUS.notFound, message: ERROR_KEYS.notFound };

/** The HTTP status that goes with a failure's statusCode, so proxies and logs see failures too. */
export function httpStatusOf(statusCode: number) {
  switch (statusCode) {
    case STATUS.badRequest:
      return 400;
    case STATUS.unauthorized:
      return 401;
    case STATUS.forbidden:
      return 403;
    case STATUS.notFound:
      return 404;
    case STATUS.payloadTooLarge:
      return 413;
    case STATUS.tooManyRequests:
      return 429;
    case STATUS.serviceUnavailable:
      return 503;
    case STATUS.internalServerError:
      return 500;
    default:
      return statusCode === STATUS.ok ? 200 : 400;
  }
}
