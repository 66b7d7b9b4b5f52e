/**
 * The gate in front of the handlers, shared by Electron IPC and the browser host: the
 * channel must exist, the arguments must match the channel's schema, and every outcome
 * becomes an IpcResponse, because thrown errors lose their fields crossing the bridge.
 */
import type { z } from 'zod';
import { isErrorCode, type ApiErrorBody } from '../../shared/errors';
import { ipcArgSchemas, isIpcChannel, unknownChannelResponse, type IpcResponse } from '../../shared/ipc';
import { isApiError } from './api-client';
import type { IpcHandlers } from './ipc-handlers';

export type IpcErrorBody = ApiErrorBody & { status?: number };

/** Field path → message key, as forms expect them ("mobile_number" → "validation.mobileInvalid"). */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
}

function isErrorBodyLike(value: unknown): value is ApiErrorBody & { status?: unknown; retryAfterSeconds?: unknown; fields?: unknown; usedBy?: unknown; claimedBy?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as { code?: unknown; message?: unknown };
  return isErrorCode(code) && typeof message === 'string';
}

/** Any thrown value as an error body; unknown failures become 'internal' without their details. */
export function toIpcError(error: unknown, log: (error: unknown) => void = () => {}): IpcErrorBody {
  if (isApiError(error)) return error.toBody();
  if (isErrorBodyLike(error)) {
    const { code, message, status, retryAfterSeconds, fields, usedBy, claimedBy } = error;
    return {
      code,
      message,
      ...(typeof status === 'number' && { status }),
      ...(typeof retryAfterSeconds === 'number' && { retryAfterSeconds }),
      ...(typeof fields === 'object' && fields !== null && { fields: fields as Record<string, string> }),
      ...(typeof usedBy === 'object' && usedBy !== null && { usedBy: usedBy as Record<string, number> }),
      ...(typeof claimedBy === 'string' && { claimedBy }),
    };
  }
  log(error);
  return { code: 'internal', message: 'Something went wrong in the app. Please try again.' };
}

export interface DispatchOptions {
  /** Receives failures that are not API errors (bugs), which the renderer only sees as 'internal'. */
  logError?: (error: unknown) => void;
}

export async function dispatch(
  handlers: IpcHandlers,
  channel: unknown,
  rawArgs: unknown,
  { logError }: DispatchOptions = {},
): Promise<IpcResponse<unknown>> {
  if (!isIpcChannel(channel)) return unknownChannelResponse(channel);
  const parsed = ipcArgSchemas[channel].safeParse(rawArgs);
  if (!parsed.success) {
    return {
      ok: false,
      error: { code: 'validation', message: `Invalid arguments for ${channel}.`, fields: fieldMessages(parsed.error) },
    };
  }
  // The schema above is the one this channel's handler is typed with; TypeScript cannot follow the pairing.
  const handler = handlers[channel] as (args: unknown) => Promise<unknown>;
  try {
    return { ok: true, value: await handler(parsed.data) };
  } catch (error) {
    return { ok: false, error: toIpcError(error, logError) };
  }
}

/**
 * Whether an IPC message comes from the app's own page. Compared by scheme and host rather
 * than URL.origin, because Node reports the origin of a custom scheme (app://) as "null";
 * and lower-cased, because Node keeps the case of such hosts where Chromium (which treats
 * app:// as a standard scheme) does not.
 */
export function isTrustedSender(frameUrl: string | null | undefined, appOrigin: string): boolean {
  if (!frameUrl) return false;
  try {
    const frame = new URL(frameUrl);
    const app = new URL(appOrigin);
    const frameHost = frame.host.toLowerCase();
    return frame.protocol === app.protocol && frameHost === app.host.toLowerCase() && frameHost !== '' && !frame.username && !frame.password;
  } catch {
    return false;
  }
}

export const untrustedSenderResponse: IpcResponse<never> = {
  ok: false,
  error: { code: 'forbidden', message: 'This page may not use the back-office bridge.' },
};

/** dispatch() behind the sender check: what an Electron ipcMain handler does with a message. */
export function dispatchFromFrame(
  handlers: IpcHandlers,
  sender: { frameUrl: string | null | undefined; appOrigin: string },
  channel: unknown,
  rawArgs: unknown,
  options?: DispatchOptions,
): Promise<IpcResponse<unknown>> {
  if (!isTrustedSender(sender.frameUrl, sender.appOrigin)) return Promise.resolve(untrustedSenderResponse);
  return dispatch(handlers, channel, rawArgs, options);
}
