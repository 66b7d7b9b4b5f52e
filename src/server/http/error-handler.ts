/**
 * The one place where failures become answers. Every answer is `ApiErrorBody`, including those
 * Fastify gives before a route is found (a malformed or too long address: `frameworkErrors`) and
 * those the HTTP parser gives on the socket (`clientErrorHandler`); stack traces and internal
 * messages stay in the server log.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NO_SUCH_RECORD, UNKNOWN_FIELD_MESSAGE } from '../../shared/entities/fields';
import { errorCodeForStatus, type ApiErrorBody, type ErrorCode } from '../../shared/errors';
import { isDatabaseAway } from '../db/database-away';
import { ApiError, databaseAway } from './api-error';

const INTERNAL_MESSAGE = 'Something went wrong, try again later.';

/** The code of a client error without a more specific one: the status's own, else `validation` (a request the server cannot take as it is). */
const clientErrorCode = (status: number): ErrorCode => errorCodeForStatus(status) ?? 'validation';

/** Messages of the errors Fastify raises before routing, by its error code. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The address is malformed (bad percent-encoding).',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'request failed');
  const message = status === 500 ? INTERNAL_MESSAGE : (FRAMEWORK_MESSAGES[error.code] ?? error.message);
  const body: ApiErrorBody = { code: status === 500 ? 'internal' : clientErrorCode(status), message };
  void reply.code(status).send(body);
}

/**
 * Fastify options that put its own early answers in the one format: the router's errors
 * (`frameworkErrors`) and the HTTP parser's (`clientErrorHandler`). Spread into `Fastify({ … })`.
 */
export const errorFormatOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  // (Fastify types the reply by generic route parameters that an early error has none of.)
  frameworkErrors: frameworkError as FastifyServerOptions['frameworkErrors'],
  clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
    // A connection already gone has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body: ApiErrorBody =
      status === 408
        ? { code: 'network', message: 'The request took too long to arrive.' }
        : { code: clientErrorCode(status), message: status === 431 ? 'The request headers are too large.' : 'The request is malformed.' };
    const text = JSON.stringify(body);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  },
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = { code: 'notFound', message: `There is no ${request.method} ${request.url.split('?')[0]}.` };
    return reply.code(404).send(body);
  });

  app.setErrorHandler((thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A database that is away is worth another try in a moment, not an internal failure.
    const error = isDatabaseAway(thrown) ? databaseAway(thrown) : thrown;
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error, cause: error.cause }, error.message);
      if (error.details.retryAfterSeconds !== undefined) reply.header('retry-after', error.details.retryAfterSeconds);
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const fields = validationFields(error.validation, context);
      // A path id that cannot be an id (`/activities/abc`, `/activities/2147483648`) names no record.
      if (context === 'params' && Object.values(fields).includes(NO_SUCH_RECORD)) {
        return reply.code(404).send({ code: 'notFound', message: 'There is no such record.' } satisfies ApiErrorBody);
      }
      const body: ApiErrorBody = {
        code: 'validation',
        message: `Some fields are missing or invalid: ${Object.keys(fields).join(', ')}.`,
        fields,
      };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' client errors (malformed JSON, body too large, unsupported
      // media type …) have safe messages.
      return reply.code(status).send({ code: clientErrorCode(status), message: error.message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'internal', message: INTERNAL_MESSAGE } satisfies ApiErrorBody);
  });
}

/** `validation.required`, `validation.maxLength:45`, or the `notFound` of a path id that names no record. */
const isMessageKey = (message: string | undefined): message is string =>
  message !== undefined && (message === NO_SUCH_RECORD || /^validation\.[A-Za-z]+(:-?\d+)?$/.test(message));

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
      for (const key of unknownKeys) fields[[...path, key].join('.')] = UNKNOWN_FIELD_MESSAGE;
      return;
    }
    const key = path.length > 0 ? path.join('.') : context;
    // Fields carry message keys the client translates; zod's own English texts (a rule with no
    // key of ours, e.g. a body that is not an object) become the generic one.
    fields[key] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  };
  for (const issue of issues) visit(issue as ReportedIssue, []);
  return fields;
}
