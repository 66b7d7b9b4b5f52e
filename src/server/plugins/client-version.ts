/**
 * Refuses a back-office client older than the server's minimum (`config.minClientVersion`, env
 * `MIN_CLIENT_VERSION`) with 426 `clientTooOld`, before any route runs, so an old client is told
 * to update instead of failing on answers it does not understand. Only requests that name a
 * version are checked: the public app, the website and curl send none. A header that is not a
 * version (`1.2`, `latest`) is 400 `clientVersionInvalid`: telling its sender to update would
 * send them after a problem that is not theirs.
 */
import type { FastifyInstance } from 'fastify';
import { CLIENT_VERSION_HEADER, isAtLeast, isSemanticVersion } from '../../shared/versions';
import { ApiError } from '../http/api-error';

export function installClientVersionCheck(app: FastifyInstance, minClientVersion: string): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers[CLIENT_VERSION_HEADER];
    if (header === undefined) return;
    const version = Array.isArray(header) ? header.join(', ') : header;
    if (!isSemanticVersion(version)) {
      throw new ApiError(400, 'clientVersionInvalid', 'X-Client-Version must be a version such as 1.2.0.');
    }
    if (!isAtLeast(version, minClientVersion)) {
      throw new ApiError(426, 'clientTooOld', `This server needs back-office version ${minClientVersion} or newer.`);
    }
  });
}

/** `MIN_CLIENT_VERSION` (a semantic version such as 1.2.0), or undefined for the default. */
export function minClientVersionFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = env.MIN_CLIENT_VERSION?.trim();
  if (!raw) return undefined;
  if (!isSemanticVersion(raw)) throw new Error(`MIN_CLIENT_VERSION must be a version such as 1.2.0, not "${raw}".`);
  return raw;
}
