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

/** A body the routes read: an object (the form parser's have no prototype, which is fine). */
const isObjectBody = (body: unknown): boolean => typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * Whether a route's body schema (zod's; anything else is taken to need a body) lets the body be
 * left out (`.optional()`, `.nullish()`): the publishing buttons (spec 7.1: payload none) and
 * Kannel's form, whose parameters may all be in the query.
 */
export const bodyMayBeAbsent = (schema: unknown): boolean => (schema as Partial<z.ZodType> | undefined)?._zod?.optin === 'optional';

const notAnObject = () =>
  new ApiError(400, 'validation', 'The request body must be a JSON object.', { fields: { body: 'validation.invalid' } });

/**
 * Every route's body validation, behind one gate: a body that is not an object (`null`, `[]`,
 * `""`, a number, or none at all) is refused before the route's schema sees it, since schemas
 * (their refinements, the handlers' own checks) read the fields of the body they are given and
 * would fail on it with a 500. A route whose schema lets the body be absent still takes none.
 */
export function objectBodiesOnly(compiler: FastifySchemaCompiler<z.ZodType>): FastifySchemaCompiler<z.ZodType> {
  return (route) => {
    const validate = compiler(route);
    if (route.httpPart !== 'body') return validate;
    const mayBeAbsent = bodyMayBeAbsent(route.schema);
    const absent = (data: unknown) => data === undefined || data === null;
    return (data: unknown) => (isObjectBody(data) || (mayBeAbsent && absent(data)) ? validate(data) : { error: notAnObject() });
  };
}

/**
 * A route's validator compiler when the body's schema depends on the query (`?edit_status=true`):
 * the body is documented with its schema but checked in the handler (`parseOrThrow`); that it is
 * an object is checked here, as on every route.
 */
export const bodyCheckedInHandler: FastifySchemaCompiler<z.ZodType> = objectBodiesOnly((route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route),
);
