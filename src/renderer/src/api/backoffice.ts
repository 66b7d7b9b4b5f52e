/**
 * The renderer's only way out: `window.backoffice.invoke(channel, args)` (installed by the
 * preload, or by the web bridge in browser mode). `call` unwraps the response envelope and
 * throws an `AppError` for a refusal, so react-query sees ordinary rejected promises.
 */
import {
  type BackofficeBridge,
  type IpcArgs,
  type IpcChannel,
  type IpcResponse,
  type IpcResult,
  type ResourceId,
} from '../../../shared/ipc';
import type { ResourceCreateBodies, ResourceName, ResourceRecords, ResourceUpdateBodies } from '../../../shared/registry';
import { isErrorCode, type ErrorCode } from '../../../shared/errors';

export interface AppErrorInit {
  /** A code of src/shared/errors.ts, or whatever unknown code a server sent. */
  code: ErrorCode | (string & {});
  message: string;
  status?: number;
  retryAfterSeconds?: number;
  fields?: Record<string, string>;
  /** A delete refused because the record is still used: records of each kind that use it. */
  usedBy?: Record<string, number>;
  /** A keyword counting for another owner: the message naming it (translateMessage). */
  claimedBy?: string;
}

export class AppError extends Error {
  readonly code: AppErrorInit['code'];
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly usedBy: Record<string, number> | undefined;
  readonly claimedBy: string | undefined;

  constructor(init: AppErrorInit) {
    super(init.message);
    this.name = 'AppError';
    this.code = init.code;
    this.status = init.status;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.fields = init.fields;
    this.usedBy = init.usedBy;
    this.claimedBy = init.claimedBy;
  }

  /** True when the code is one this client knows (and has a translation for). */
  get known(): boolean {
    return isErrorCode(this.code);
  }
}

export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}

function bridge(): BackofficeBridge {
  // Declared by src/preload/bridge.d.ts; checked anyway, since a page opened outside the
  // hosts has no bridge.
  const candidate = window.backoffice as BackofficeBridge | undefined;
  if (candidate && typeof candidate.invoke === 'function') return candidate;
  throw new AppError({ code: 'network', message: 'The back-office bridge is not available.' });
}

/** Channels whose argument is `undefined` may be called without one. */
type CallArgs<C extends IpcChannel, A extends IpcArgs<C>> = undefined extends IpcArgs<C> ? [args?: A] : [args: A];

export async function call<C extends IpcChannel, A extends IpcArgs<C>>(
  channel: C,
  ...rest: CallArgs<C, A>
): Promise<IpcResult<C, A>> {
  const args = rest[0] as A;
  let response: IpcResponse<IpcResult<C, A>>;
  try {
    response = await bridge().invoke<C, A>(channel, args);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError({ code: 'network', message: error instanceof Error ? error.message : String(error) });
  }
  if (!response || typeof response !== 'object' || typeof response.ok !== 'boolean') {
    throw new AppError({ code: 'internal', message: 'Malformed response.' });
  }
  if (response.ok) return response.value;
  const { code, message, status, retryAfterSeconds, fields, usedBy, claimedBy } = response.error ?? {};
  throw new AppError({
    code: typeof code === 'string' && code ? code : 'internal',
    message: typeof message === 'string' ? message : '',
    status,
    retryAfterSeconds,
    fields,
    usedBy,
    claimedBy,
  });
}

/**
 * A create or update with the body the registry types for that resource. The contract's
 * channels take a union over resources, which a caller generic in the resource cannot name;
 * the one cast that bridges the two is here.
 */
export function createRecord<R extends ResourceName>(resource: R, body: ResourceCreateBodies[R]): Promise<ResourceRecords[R]> {
  return call('resource:create', { resource, body } as IpcArgs<'resource:create'>) as Promise<ResourceRecords[R]>;
}

/** `restoredFrom`: the history entry whose version this save restores (the server records it). */
export function updateRecord<R extends ResourceName>(
  resource: R,
  id: ResourceId,
  body: ResourceUpdateBodies[R],
  restoredFrom?: string,
): Promise<ResourceRecords[R]> {
  const args = { resource, id, body, ...(restoredFrom !== undefined && { restoredFrom }) };
  return call('resource:update', args as IpcArgs<'resource:update'>) as Promise<ResourceRecords[R]>;
}
