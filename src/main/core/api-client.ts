/**
 * The only HTTP client of the app. Every call carries the session (bearer token and
 * X-Object-Id) unless told otherwise, and every failure comes out as an ApiError with a
 * stable code from src/shared/errors.ts, so callers never look at axios errors.
 */
import axios, { type AxiosInstance, type Method } from 'axios';
import { z } from 'zod';
import { CLIENT_KIND_HEADER, type HistoryClient } from '../../shared/entities/history';
import { errorCodeForStatus, isErrorCode, type ApiErrorBody, type ErrorCode } from '../../shared/errors';
import { CLIENT_VERSION_HEADER } from '../../shared/versions';
import type { ServiceName } from './config';
import type { SessionStore, StoredSession } from './session-store';

export const DEFAULT_TIMEOUT_MS = 15_000;

const UPGRADE_REQUIRED = 426;

/** An ApiErrorBody that can be thrown; `status` is the HTTP status when the server answered. */
export class ApiError extends Error implements ApiErrorBody {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  readonly fields?: Record<string, string>;
  readonly usedBy?: Record<string, number>;
  readonly claimedBy?: string;

  /** `options.cause`: what failed underneath (a network error keeps the system's own, for 'Test connection'). */
  constructor(body: ApiErrorBody & { status?: number }, options?: ErrorOptions) {
    super(body.message, options);
    this.code = body.code;
    if (body.status !== undefined) this.status = body.status;
    if (body.retryAfterSeconds !== undefined) this.retryAfterSeconds = body.retryAfterSeconds;
    if (body.fields !== undefined) this.fields = body.fields;
    if (body.usedBy !== undefined) this.usedBy = body.usedBy;
    if (body.claimedBy !== undefined) this.claimedBy = body.claimedBy;
  }

  toBody(): ApiErrorBody & { status?: number } {
    const { code, message, status, retryAfterSeconds, fields, usedBy, claimedBy } = this;
    return {
      code,
      message,
      ...(status !== undefined && { status }),
      ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
      ...(fields !== undefined && { fields }),
      ...(usedBy !== undefined && { usedBy }),
      ...(claimedBy !== undefined && { claimedBy }),
    };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whose credentials a call carries: the stored session (the default), none (OTP generate),
 * or explicit ones (the OTP challenge token, a fresh token not yet stored).
 */
export type RequestAuth = 'session' | 'none' | { token: string; objectId?: string };

/** Which app is calling: the Electron app or browser mode (the history records where each write came from). */
export type ClientKind = Extract<HistoryClient, 'desktop' | 'browser'>;

export interface ApiRequest<T> {
  service: ServiceName;
  method: Method;
  path: string;
  /** Sent as JSON; a FormData goes as multipart/form-data (uploads). */
  body?: unknown;
  auth?: RequestAuth;
  /** Headers of this request alone (a restoring save's `X-Restored-From`); the credentials' headers win over them. */
  headers?: Readonly<Record<string, string>>;
  /** Checks the response; without it the parsed JSON is returned unchecked. */
  schema?: z.ZodType<T>;
  /** Bytes of the request body sent so far; `total` is undefined when the size is not known. */
  onUploadProgress?: (progress: { loaded: number; total: number | undefined }) => void;
  /** This request's own timeout (an upload over a slow line takes longer than a JSON call). */
  timeoutMs?: number;
}

export interface ApiClient {
  request<T = unknown>(request: ApiRequest<T>): Promise<T>;
}

export interface ApiClientOptions {
  serviceUrls: Record<ServiceName, string>;
  sessionStore: SessionStore;
  timeoutMs?: number;
  /** This app's version, sent as `X-Client-Version` so a server can refuse a client too old for it (426). */
  clientVersion?: string;
  /** Sent as `X-Client-Kind`, so the server's history says whether a write came from the desktop app or browser mode. */
  clientKind?: ClientKind;
}

const serverErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
  retryAfterSeconds: z.number().nonnegative().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  usedBy: z.record(z.string(), z.number().int().nonnegative()).optional(),
  claimedBy: z.string().optional(),
});

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function retryAfterHeader(value: unknown): number | undefined {
  const seconds = typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** Maps a non-2xx answer to an ApiError, keeping the server's own code and message when it sent them. */
export function errorFromResponse(status: number, bodyText: string, retryAfter?: unknown): ApiError {
  const json = parseJson(bodyText);
  // 426 means this client is too old, whatever else answered it (a proxy's page, an empty body).
  const codeOfStatus = status === UPGRADE_REQUIRED ? 'clientTooOld' : errorCodeForStatus(status);
  if (!json.ok || json.value === undefined) {
    if (codeOfStatus === 'clientTooOld') return new ApiError({ code: codeOfStatus, status, message: 'This app is too old for the server; update it.' });
    return new ApiError({ code: 'internal', status, message: `The server answered with an unexpected response (HTTP ${status}).` });
  }
  const body = serverErrorSchema.safeParse(json.value);
  const known = body.success ? body.data : {};
  const retryAfterSeconds = known.retryAfterSeconds ?? retryAfterHeader(retryAfter);
  return new ApiError({
    code: isErrorCode(known.code) ? known.code : (codeOfStatus ?? 'internal'),
    message: known.message ?? `The server refused the request (HTTP ${status}).`,
    status,
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    ...(known.fields && { fields: known.fields }),
    ...(known.usedBy && { usedBy: known.usedBy }),
    ...(known.claimedBy && { claimedBy: known.claimedBy }),
  });
}

function networkError(baseUrl: string, error: unknown): ApiError {
  const code = (error as { code?: string }).code;
  const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
  return new ApiError(
    {
      code: 'network',
      message: timedOut ? `The server at ${baseUrl} did not answer in time.` : `Cannot reach the server at ${baseUrl}.`,
    },
    { cause: error },
  );
}

function isLoopback(baseUrl: string): boolean {
  const { hostname } = new URL(baseUrl);
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/** The headers that say which client calls, on every request. */
function clientHeaders(clientVersion: string | undefined, clientKind: ClientKind | undefined): Record<string, string> {
  return {
    ...(clientVersion !== undefined && { [CLIENT_VERSION_HEADER]: clientVersion }),
    ...(clientKind !== undefined && { [CLIENT_KIND_HEADER]: clientKind }),
  };
}

export function createApiClient({ serviceUrls, sessionStore, timeoutMs = DEFAULT_TIMEOUT_MS, clientVersion, clientKind }: ApiClientOptions): ApiClient {
  const http: AxiosInstance = axios.create({
    timeout: timeoutMs,
    // Status and body are judged below; axios must hand over the raw text of every answer.
    validateStatus: () => true,
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    // A redirect could carry the bearer token to another host; the API never redirects.
    maxRedirects: 0,
    headers: { accept: 'application/json', ...clientHeaders(clientVersion, clientKind) },
  });

  async function credentialsFor(auth: RequestAuth): Promise<StoredSession | { token: string; objectId?: string } | null> {
    if (auth === 'none') return null;
    if (auth !== 'session') return auth;
    const session = await sessionStore.load();
    if (!session) throw new ApiError({ code: 'unauthorized', status: 401, message: 'You are not signed in.' });
    return session;
  }

  return {
    async request<T>({ service, method, path, body, auth = 'session', headers: ownHeaders, schema, onUploadProgress, timeoutMs: ownTimeoutMs }: ApiRequest<T>): Promise<T> {
      const baseUrl = serviceUrls[service];
      const credentials = await credentialsFor(auth);
      const headers: Record<string, string> = { ...ownHeaders };
      if (credentials) {
        headers.authorization = `Bearer ${credentials.token}`;
        if (credentials.objectId) headers['x-object-id'] = credentials.objectId;
      }
      let response;
      try {
        response = await http.request<string>({
          baseURL: baseUrl,
          url: path,
          method,
          headers,
          ...(body !== undefined && { data: body }),
          ...(ownTimeoutMs !== undefined && { timeout: ownTimeoutMs }),
          ...(onUploadProgress && { onUploadProgress: ({ loaded, total }) => onUploadProgress({ loaded, total }) }),
          // The local server must never be reached through a proxy from the environment.
          ...(isLoopback(baseUrl) && { proxy: false as const }),
        });
      } catch (error) {
        throw networkError(baseUrl, error);
      }
      const text = typeof response.data === 'string' ? response.data : '';
      if (response.status < 200 || response.status >= 300) {
        throw errorFromResponse(response.status, text, response.headers['retry-after']);
      }
      const json = parseJson(text);
      if (!json.ok) {
        throw new ApiError({ code: 'internal', status: response.status, message: 'The server answered with something that is not JSON.' });
      }
      if (!schema) return json.value as T;
      const checked = schema.safeParse(json.value);
      if (!checked.success) {
        throw new ApiError({ code: 'internal', status: response.status, message: `The server's answer to ${method.toUpperCase()} ${path} has an unexpected shape.` });
      }
      return checked.data;
    },
  };
}
