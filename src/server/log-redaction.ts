/**
 * What the request log says of a request, in one place for both log formats (log-format.ts):
 * the compact lines are made from the same records, so what is left out here is in neither.
 *
 * No log line may hold a credential or a person's number: Kannel sends its secret and the donor's
 * number in the query (`/sms/kannel?secret=…&from=971501234567`), the dev outbox is asked by a
 * person's number or address (`?to=`), a list search may be a memorial applicant's number. So the
 * values of query parameters are logged only for the parameters known to carry nothing of the
 * kind (an allowlist: a parameter added later is left out until someone says it is harmless), and
 * no header is logged at all (Authorization, X-Object-Id, X-Api-Key, X-Sms-Signature). Bodies,
 * where one-time codes travel, are never logged.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose values say nothing secret or personal: ids, paging, dates, flags, names of folders. */
const LOGGED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'background',
  'bucket',
  'edit_status',
  'end',
  'folder',
  'from_date',
  'id',
  'json',
  'key_word',
  'limit',
  'name',
  'order',
  'org_id',
  'role',
  'skip',
  'smsc',
  'start',
  'time',
  'to_date',
]);

/** A name a client would give a parameter; anything else (a number sent as a bare key …) is left out whole. */
const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `/sms/kannel?secret=…&from=…&smsc=du` → `/sms/kannel?secret=[redacted]&from=[redacted]&smsc=du`. */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const separator = pair.indexOf('=');
      const name = decodedName(separator === -1 ? pair : pair.slice(0, separator));
      if (LOGGED_QUERY_PARAMETERS.has(name)) return pair;
      return PARAMETER_NAME.test(name) ? `${name}=${REDACTED}` : REDACTED;
    });
  return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}

/** Fastify's request serializer without the headers it could be given, and with the address redacted. */
function requestRecord(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Pino's `serializers` of the server's logger. */
export const logSerializers = { req: requestRecord };
