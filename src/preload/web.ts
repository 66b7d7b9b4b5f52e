/**
 * Browser mode's stand-in for the Electron preload (built to out/renderer/web-bridge.js and
 * loaded by the browser host before the app). It installs the same `window.backoffice`, but
 * each call is a POST to the host that runs the real main-process handlers:
 *
 *   POST /ipc/<channel>  { args }
 *
 * The browser adds the host's launch cookie itself (HttpOnly: this script never sees it), as
 * it does to every request of this page. The host answers with the IpcResponse envelope, so
 * the renderer cannot tell the two apart.
 * `media:upload` is posted with XMLHttpRequest instead, whose upload events feed
 * `onUploadProgress`: here the page → host transfer is the bulk of an upload's bytes.
 */
import type { BackofficeBridge, CsvExportResult, IpcHostResults, IpcResponse, IpcResults, SaveFileOutcome, UploadProgress } from '../shared/ipc';
// The zod-free half of the contract keeps this script small (it loads before the app).
import { BRIDGE_GLOBAL, WEB_IPC_PATH, isIpcChannel, unknownChannelResponse, type IpcChannel } from '../shared/ipc-channels';
import type { ErrorCode } from '../shared/errors';

function failure(code: ErrorCode, message: string, status?: number): IpcResponse<never> {
  return { ok: false, error: { code, message, ...(status !== undefined && { status }) } };
}

function isIpcResponse(value: unknown): value is IpcResponse<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const envelope = value as { ok?: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } };
  if (envelope.ok === true) return 'value' in envelope;
  return envelope.ok === false && typeof envelope.error?.code === 'string' && typeof envelope.error.message === 'string';
}

const uploadListeners = new Set<(progress: UploadProgress) => void>();

function emitUploadProgress(progress: UploadProgress): void {
  for (const listener of [...uploadListeners]) {
    try {
      listener(progress);
    } catch {
      // One listener's failure must not stop the others or the upload.
    }
  }
}

function onUploadProgress(listener: (progress: UploadProgress) => void): () => void {
  const own = (progress: UploadProgress) => listener(progress);
  uploadListeners.add(own);
  return () => {
    uploadListeners.delete(own);
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type HostAnswer = { status: number; body: unknown } | null;

async function postWithFetch(url: string, headers: Record<string, string>, body: string): Promise<HostAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return null;
  }
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** The same POST through XMLHttpRequest, whose upload events report the bytes sent so far. */
function postWithProgress(url: string, headers: Record<string, string>, body: string, uploadId: string): Promise<HostAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    const report = (event: ProgressEvent) => {
      if (event.lengthComputable) emitUploadProgress({ uploadId, loaded: event.loaded, total: event.total });
    };
    xhr.upload.onprogress = report;
    xhr.upload.onload = report;
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => resolve(null);
    xhr.send(body);
  });
}

function uploadIdOf(args: unknown): string | null {
  const uploadId = typeof args === 'object' && args !== null ? (args as { uploadId?: unknown }).uploadId : undefined;
  return typeof uploadId === 'string' ? uploadId : null;
}

async function postToHost(channel: IpcChannel, args: unknown): Promise<IpcResponse<unknown>> {
  const url = `${WEB_IPC_PATH}${channel}`;
  const headers = { 'content-type': 'application/json' };
  const body = JSON.stringify({ args });
  const uploadId = channel === 'media:upload' ? uploadIdOf(args) : null;
  const answer = await (uploadId === null ? postWithFetch(url, headers, body) : postWithProgress(url, headers, body, uploadId));
  if (!answer) return failure('network', 'Cannot reach the back-office host. Is it still running?');
  return isIpcResponse(answer.body)
    ? answer.body
    : failure('internal', `The back-office host answered unexpectedly (HTTP ${answer.status}).`, answer.status);
}

/** Saves text as a file the browser's way: a Blob behind a clicked <a download>. */
function downloadText(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL only has to live until the browser read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A CSV the host handed back, downloaded by the page. */
function downloadedCsv(value: SaveFileOutcome): CsvExportResult {
  if (value.status !== 'download') return value;
  downloadText(value.fileName, value.content, 'text/csv;charset=utf-8');
  return { status: 'downloaded' };
}

/**
 * What a browser must do itself once the host has answered, and what the renderer is told.
 * In Electron the main process opens an allowed link in the system browser; here the host can
 * only judge the link (the same link policy), and the page opens it in a new tab, without
 * giving it a handle on us. The call normally follows a click and the answer comes from
 * localhost within milliseconds, well inside the browser's user-activation window, so pop-up
 * blockers let it through. Likewise the host cannot write a CSV to the user's disk: it hands
 * the file back and the page downloads it.
 */
const browserFollowUps: { [C in IpcChannel]?: (args: unknown, value: IpcHostResults[C]) => IpcResults[C] } = {
  'link:openExternal': (args, value) => {
    if (value.opened) window.open((args as { url: string }).url, '_blank', 'noopener,noreferrer');
    return value;
  },
  'csv:export': (_args, value) => downloadedCsv(value),
  'reports:saveCsv': (_args, value) => downloadedCsv(value),
  'activity:saveCsv': (_args, value) => downloadedCsv(value),
};

async function invoke(channel: unknown, args: unknown): Promise<IpcResponse<unknown>> {
  if (!isIpcChannel(channel)) return unknownChannelResponse(channel);
  const response = await postToHost(channel, args);
  const followUp = browserFollowUps[channel] as ((args: unknown, value: unknown) => unknown) | undefined;
  if (!response.ok || !followUp) return response;
  return { ok: true, value: followUp(args, response.value) };
}

const bridge: BackofficeBridge = { invoke: invoke as BackofficeBridge['invoke'], onUploadProgress };

// Never replace a bridge that is already there (the Electron preload, or an earlier copy of this script).
if (!(BRIDGE_GLOBAL in window)) {
  Object.defineProperty(window, BRIDGE_GLOBAL, { value: Object.freeze(bridge), enumerable: true, writable: false, configurable: false });
}
