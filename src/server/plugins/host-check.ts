/**
 * The platform server answers only to the host names it is configured to be reached by: the
 * loopback names, plus `config.allowedHosts` (env `ALLOWED_HOSTS`) for an office server. A web
 * page on a foreign domain that DNS rebinds to this machine sends its own name as `Host`, and
 * is refused here before any route, public or not, does anything (421 `hostNotAllowed`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAllowedHost, LOOPBACK_HOST_NAMES } from '../../shared/host-names';
import { ApiError } from '../http/api-error';

export function installHostCheck(app: FastifyInstance, allowedHosts: readonly string[]): void {
  const policy = { names: [...LOOPBACK_HOST_NAMES, ...allowedHosts.map((name) => name.toLowerCase())] };
  app.addHook('onRequest', async (request) => {
    if (!hostNamesOf(request).every((name) => isAllowedHost(name, policy))) {
      throw new ApiError(421, 'hostNotAllowed', 'This server is not reached by that name.');
    }
  });
}

/**
 * Every name the request says it was sent to: its own `Host` header, always, and behind a trusted
 * proxy also the name the proxy forwarded (`request.host` is X-Forwarded-Host then). The `Host`
 * header is checked itself because X-Forwarded-Host must not stand in for it: many proxies pass
 * that header on as the client sent it, and a rebound page may set it (its requests are
 * same-origin), naming an allowed host there while its `Host` is its own.
 */
function hostNamesOf(request: FastifyRequest): Array<string | undefined> {
  return [request.headers.host, request.host];
}
