/**
 * The zod-free half of the IPC contract (src/shared/ipc.ts): channel names, the bridge's
 * globals and the refusal of unknown channels. The sandboxed Electron preload cannot load
 * packages at run time and the web bridge should stay tiny, so both import only this file
 * (plus types). ipc.ts checks at compile time that these names and its schemas agree.
 */
import type { ApiErrorBody } from './errors';

export const IPC_CHANNELS = [
  'session:current',
  'auth:sendOtp',
  'auth:verifyOtp',
  'auth:logout',
  'app:config',
  'link:openExternal',
  'resource:list',
  'resource:page',
  'resource:get',
  'resource:create',
  'resource:update',
  'resource:setStatus',
  'resource:setApproved',
  'resource:delete',
  'resource:bulkDelete',
  'admins:sendOtp',
  'admins:verifyOtp',
  'columns:get',
  'columns:set',
  'csv:export',
  'csv:progress',
  'media:upload',
  'media:shrink',
  'payments:update',
  'overview:stats',
  'reports:build',
  'reports:get',
  'reports:keyword',
  'reports:saveCsv',
  'sms:import',
  'landingPages:forRecord',
  'landingPages:campaign',
  'publishing:status',
  'publishing:publish',
  'publishing:websiteBlogs',
  'settings:get',
  'settings:save',
  'settings:testConnection',
  'drafts:put',
  'drafts:get',
  'drafts:delete',
  'drafts:list',
  'history:timeline',
  'history:version',
  'activity:page',
  'activity:saveCsv',
  'trash:page',
  'trash:restore',
  'trash:purge',
  'search:records',
] as const;
export type IpcChannel = (typeof IPC_CHANNELS)[number];

export function isIpcChannel(value: unknown): value is IpcChannel {
  return typeof value === 'string' && (IPC_CHANNELS as readonly string[]).includes(value);
}

/** Name of the global the preload (or web bridge) installs in the renderer. */
export const BRIDGE_GLOBAL = 'backoffice';
/** Browser mode: path prefix of the IPC-over-HTTP endpoint. */
export const WEB_IPC_PATH = '/ipc/';
/**
 * Electron: the event main sends to the invoking page while a `media:upload` is under way
 * (payload: UploadProgress of src/shared/ipc.ts). Main → renderer only; never invoked.
 */
export const UPLOAD_PROGRESS_EVENT = 'media:uploadProgress';

/**
 * The answer every side (preload, web bridge, dispatcher) gives for a channel the contract
 * does not know, so such a call is refused the same way before it reaches any handler.
 */
export function unknownChannelResponse(channel: unknown): { ok: false; error: ApiErrorBody } {
  const name = typeof channel === 'string' ? JSON.stringify(channel.slice(0, 80)) : typeof channel;
  return { ok: false, error: { code: 'notFound', message: `Unknown IPC channel ${name}.` } };
}
