import { z } from 'zod';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '../../shared/errors';

/**
 * A refusal the client is meant to see: thrown anywhere in a handler, turned into
 * `{ code, message, retryAfterSeconds?, fields? }` with its status by the error handler.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Pick<ApiErrorBody, 'retryAfterSeconds' | 'fields' | 'usedBy' | 'claimedBy'> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...this.details };
  }
}

/** The body of every 4xx/5xx answer, for the OpenAPI document. */
export const apiErrorBodySchema = z
  .object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    retryAfterSeconds: z.number().int().optional(),
    fields: z.record(z.string(), z.string()).optional(),
    usedBy: z.record(z.string(), z.number().int()).optional(),
    claimedBy: z.string().optional(),
  })
  .meta({ id: 'ApiError' });

export const unauthorized = (message = 'Sign in again: the session is missing, expired or revoked.') =>
  new ApiError(401, 'unauthorized', message);

export const forbidden = (message = 'Only admins can use the back-office.') => new ApiError(403, 'forbidden', message);

export const notFound = (message = 'Not found.') => new ApiError(404, 'notFound', message);

/**
 * 503 for a request that failed because the database could not be reached (restarting, failing
 * over), with a few seconds to wait: the client may try again, and HAProxy tries a read on the
 * other server at once (deploy/haproxy.cfg), which may still have the answer in memory.
 */
export const databaseAway = (cause: unknown) =>
  new ApiError(503, 'databaseAway', 'The server cannot reach its database at the moment. Try again in a few seconds.', { retryAfterSeconds: 5 }, { cause });

/** 429 with a whole number of seconds to wait (never 0, so a client always waits a little). */
export function tooManyRequests(code: ErrorCode, message: string, retryAfterMs: number): ApiError {
  return new ApiError(429, code, message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}
