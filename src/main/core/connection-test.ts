/**
 * 'Test connection': asks a server address for `GET /health` the way the app would talk to it
 * (its version header included) and says, in a reason the screen words, whether the app can
 * use it: reachable, a platform server, answering to that name, and versions that fit.
 */
import { z } from 'zod';
import { endpointRequest, endpoints } from '../../shared/endpoints';
import type { ConnectionFailure, ConnectionTestResult } from '../../shared/entities/app-settings';
import { isAtLeast, MIN_SERVER_VERSION } from '../../shared/versions';
import { createApiClient, isApiError, type ClientKind } from './api-client';
import { serviceNames, type ServiceName } from './config';
import { createMemorySessionStore } from './session-store';

export const CONNECTION_TEST_TIMEOUT_MS = 8_000;

/** `version` and `minClientVersion` are optional here: a server from before they existed is too old, not a stranger. */
const healthSchema = z.object({ status: z.literal('ok'), version: z.string().optional(), minClientVersion: z.string().optional() });

/** The system's codes of a connection that got no answer, by what the screen says of them. */
const NO_ANSWER: ReadonlyArray<[Extract<ConnectionFailure, 'refused' | 'timedOut' | 'dnsFailed' | 'tlsFailed'>, readonly string[]]> = [
  ['refused', ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH']],
  ['timedOut', ['ETIMEDOUT', 'ECONNABORTED']],
  ['dnsFailed', ['ENOTFOUND', 'EAI_AGAIN']],
  [
    'tlsFailed',
    [
      'EPROTO',
      'CERT_HAS_EXPIRED',
      'CERT_NOT_YET_VALID',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'SELF_SIGNED_CERT_IN_CHAIN',
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
      'ERR_TLS_CERT_ALTNAME_INVALID',
      'ERR_SSL_WRONG_VERSION_NUMBER',
    ],
  ],
];

/** Why nothing answered, from the failure underneath the client's `network` error, and its own words as the detail. */
function noAnswer(cause: unknown, fallback: string): { reason: ConnectionFailure; detail: string } {
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  const reason = NO_ANSWER.find(([, codes]) => typeof code === 'string' && codes.includes(code))?.[0] ?? 'unreachable';
  return { reason, detail: typeof message === 'string' && message.trim() !== '' ? message : fallback };
}

export async function testConnection(
  serverUrl: string,
  { clientVersion, clientKind, timeoutMs = CONNECTION_TEST_TIMEOUT_MS }: { clientVersion: string; clientKind?: ClientKind; timeoutMs?: number },
): Promise<ConnectionTestResult> {
  const base = serverUrl.trim().replace(/\/+$/, '');
  const serviceUrls = Object.fromEntries(serviceNames.map((name) => [name, base])) as Record<ServiceName, string>;
  const api = createApiClient({ serviceUrls, sessionStore: createMemorySessionStore(), timeoutMs, clientVersion, clientKind });
  let health: z.infer<typeof healthSchema>;
  try {
    health = await api.request({ ...endpointRequest(endpoints.health), auth: 'none', schema: healthSchema });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === 'network') return { ok: false, ...noAnswer(error.cause, error.message) };
    if (error.code === 'hostNotAllowed') return { ok: false, reason: 'hostNotAllowed', detail: 'HTTP 421' };
    if (error.code === 'clientTooOld') return { ok: false, reason: 'clientTooOld', detail: 'HTTP 426' };
    return { ok: false, reason: 'notBackoffice', detail: error.status !== undefined ? `HTTP ${error.status}` : error.code };
  }
  if (!health.version || !isAtLeast(health.version, MIN_SERVER_VERSION)) {
    return { ok: false, reason: 'serverTooOld', requiredVersion: MIN_SERVER_VERSION, ...(health.version && { serverVersion: health.version }) };
  }
  if (health.minClientVersion && !isAtLeast(clientVersion, health.minClientVersion)) {
    return { ok: false, reason: 'clientTooOld', serverVersion: health.version, requiredVersion: health.minClientVersion };
  }
  return { ok: true, serverVersion: health.version };
}
