/**
 * Validation outside Fastify's schema step (a body whose schema depends on the query, checks
 * against the database): the same 400 `validation` answer with `fields` as the error handler's.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
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

/**
 * A route's validator compiler when the body's schema depends on the query (`?edit_status=true`):
 * the body is documented with its schema but checked in the handler (`parseOrThrow`).
 */
export const bodyCheckedInHandler: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);
