/**
 * The one place where failures become answers. Every answer is `ApiErrorBody`; stack
 * traces and internal messages stay in the server log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeForStatus, type ApiErrorBody } from '../../shared/errors';
import { ApiError } from './api-error';

const INTERNAL_MESSAGE = 'Something went wrong, try again later.';

export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = { code: 'notFound', message: `There is no ${request.method} ${request.url.split('?')[0]}.` };
    return reply.code(404).send(body);
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error, cause: error.cause }, error.message);
      if (error.details.retryAfterSeconds !== undefined) reply.header('retry-after', error.details.retryAfterSeconds);
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validation, error.validationContext ?? 'body');
      const body: ApiErrorBody = {
        code: 'validation',
        message: `Some fields are missing or invalid: ${Object.keys(fields).join(', ')}.`,
        fields,
      };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    const code = errorCodeForStatus(status);
    if (status >= 400 && status < 500 && code) {
      // Fastify's own client errors (malformed JSON, unsupported media type…) have safe messages.
      return reply.code(status).send({ code, message: error.message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'internal', message: INTERNAL_MESSAGE } satisfies ApiErrorBody);
  });
}

/** A zod issue as fastify-type-provider-zod reports it, or as nested in a union's branches. */
interface ReportedIssue {
  instancePath?: string;
  path?: PropertyKey[];
  keyword?: string;
  code?: string;
  message?: string;
  params?: Record<string, unknown>;
  keys?: string[];
  errors?: ReportedIssue[][];
}

/**
 * Field path → message (the shared schemas' messages are i18n keys such as
 * `validation.mobileRequired`). When no branch of a union matched, the branch with the
 * fewest problems is the one the client most likely meant.
 */
export function validationFields(issues: readonly unknown[], context: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const visit = (issue: ReportedIssue, basePath: string[]) => {
    const ownPath = issue.path
      ? issue.path.map(String)
      : (issue.instancePath ?? '').split('/').filter((segment) => segment !== '');
    const path = [...basePath, ...ownPath];
    const code = issue.code ?? issue.keyword;
    const branches = issue.errors ?? (issue.params?.errors as ReportedIssue[][] | undefined);
    if (code === 'invalid_union' && branches && branches.length > 0) {
      const closest = branches.reduce((best, branch) => (branch.length < best.length ? branch : best));
      for (const nested of closest) visit(nested, path);
      return;
    }
    const unknownKeys = issue.keys ?? (issue.params?.keys as string[] | undefined);
    if (code === 'unrecognized_keys' && unknownKeys) {
      for (const key of unknownKeys) fields[[...path, key].join('.')] = 'Unrecognized field.';
      return;
    }
    const key = path.length > 0 ? path.join('.') : context;
    fields[key] ??= issue.message ?? 'validation.invalid';
  };
  for (const issue of issues) visit(issue as ReportedIssue, []);
  return fields;
}
