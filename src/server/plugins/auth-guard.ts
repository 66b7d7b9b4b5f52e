/**
 * Admin sessions are the default: every route requires `Authorization: Bearer <token>` and
 * `X-Object-Id` of a live session whose user is an admin, unless the route opts out in its
 * `config`. A route added later is protected without remembering anything. The warm-up's
 * rehearsals (http/rehearsal.ts: made in this process, never over a socket) pass without one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/api-error';
import { isRehearsal } from '../http/rehearsal';
import type { ServerContext } from '../context';
import { findLiveSession, type LiveSession } from '../services/auth/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session; the OpenAPI document then says `security: []`. */
    public?: boolean;
    /**
     * With `public`: the route checks a credential of its own (a gateway's signature), which the
     * OpenAPI document then names instead of `security: []` (schemes of SECURITY_SCHEMES).
     */
    security?: Array<Record<string, string[]>>;
    /** Any live session may call it, whatever its user's role (not only admins). */
    anyRole?: boolean;
  }
  interface FastifyRequest {
    /** The caller's session, set by the guard on every non-public route. */
    auth: LiveSession | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export function installAuthGuard(app: FastifyInstance, context: Pick<ServerContext, 'db' | 'clock'>): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // Unknown paths answer 404 whoever asks.
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.public || isRehearsal(request.raw)) return;

    const token = bearerToken(request);
    const objectId = request.headers['x-object-id'];
    if (!token || typeof objectId !== 'string' || objectId === '') throw unauthorized();
    const session = await findLiveSession(context.db, token, objectId, context.clock());
    if (!session) throw unauthorized();
    if (session.user.role !== 'admin' && !config.anyRole) throw forbidden();
    request.auth = session;
  });
}

/** The session of a guarded route's request (the guard has already refused anonymous calls). */
export function requireAuth(request: FastifyRequest): LiveSession {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
