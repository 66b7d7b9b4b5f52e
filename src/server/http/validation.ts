/**
 * Validation outside Fastify's schema step (a body whose schema depends on the query, checks
 * against the database): the same 400 `validation` answer with `fields` as the error handler's.
 */
import type { z } from 'zod';
import { ApiError } from './api-error';
import { validationFields } from './error-handler';

export function validationError(fields: Record<string, string>): ApiError {
  return new ApiError(400, 'validation', `Some fields are missing or invalid: ${Object.keys(fields).join(', ')}.`, {
    fields,
  });
}

/** The parsed value, or a 400 whose fields name each problem (paths prefixed with `prefix`). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix: string[] = []): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = validationFields(
    result.error.issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] })),
    'body',
  );
  throw validationError(fields);
}
