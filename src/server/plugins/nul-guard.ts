/**
 * No NUL character (U+0000) reaches a route. PostgreSQL refuses it in any text, so wherever a
 * value goes to the database it would fail as a server error. The shared schemas refuse it in
 * every text field they describe (`validation.controlCharacter`); this guard covers everything
 * else, on every route including those added later: path parameters, the query string, the
 * headers (the auth guard looks `X-Object-Id` up before any schema runs), and every key and
 * string of a JSON body, however deep. The answer is 400 `validation` naming where it was.
 */
import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE } from '../../shared/entities/fields';
import { validationError } from '../http/validation';

const NUL = '\u0000';

/** The path (`sms_payment.0.keyword_ar`) of the first key or string holding a NUL, walked without recursion. */
function findNul(value: unknown): string[] | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = [...path, key];
        if (key.includes(NUL)) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

function refuseNul(value: unknown, where: string): void {
  const path = findNul(value);
  if (!path) return;
  // Keys may be the client's own (a NUL in an unknown key): drop the character from the report.
  throw validationError({ [path.join('.').replaceAll(NUL, '') || where]: CONTROL_CHARACTER_MESSAGE });
}

export function installNulGuard(app: FastifyInstance): void {
  // Before the auth guard (registered later), which reads X-Object-Id from the database.
  app.addHook('onRequest', async (request) => {
    refuseNul(request.params, 'params');
    refuseNul(request.query, 'querystring');
    refuseNul(request.headers, 'headers');
  });
  // The body is parsed by now, and not yet validated.
  app.addHook('preValidation', async (request) => {
    refuseNul(request.body, 'body');
  });
}
