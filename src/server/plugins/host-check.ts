/**
 * The platform server answers only to the host names it is configured to be reached by: the
 * loopback names, plus `config.allowedHosts` (env `ALLOWED_HOSTS`) for an office server. A web
 * page on a foreign domain that DNS rebinds to this machine sends its own name as `Host`, and
 * is refused here before any route, public or not, does anything (421 `hostNotAllowed`).
 */
import type { FastifyInstance } from 'fastify';
import { isAllowedHost, LOOPBACK_HOST_NAMES } from '../../shared/host-names';
import { ApiError } from '../http/api-error';

export function installHostCheck(app: FastifyInstance, allowedHosts: readonly string[]): void {
  const policy = { names: [...LOOPBACK_HOST_NAMES, ...allowedHosts.map((name) => name.toLowerCase())] };
  app.addHook('onRequest', async (request) => {
    // `request.host` is X-Forwarded-Host only when the request came through a trusted proxy.
    if (!isAllowedHost(request.host, policy)) {
      throw new ApiError(421, 'hostNotAllowed', 'This server is not reached by that name.');
    }
  });
}
