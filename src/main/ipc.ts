/**
 * The Electron end of the IPC contract: one ipcMain.handle per channel of src/shared/ipc.ts.
 * Every message is checked for its sender frame (only the app's own page may call) and then
 * goes through the same dispatcher the browser host uses. Together with src/preload/index.ts
 * this is the only place that touches ipcMain/ipcRenderer.
 */
import { ipcMain, type WebContents } from 'electron';
import { ipcChannels, UPLOAD_PROGRESS_EVENT, type UploadProgress } from '../shared/ipc';
import type { IpcHandlers } from './core/ipc-handlers';
import { dispatchFromFrame } from './core/ipc-dispatch';

/** The page behind each `media:upload` under way, by its uploadId, so progress goes back to it alone. */
const uploadSenders = new Map<string, WebContents>();

function uploadIdOf(args: unknown): string | null {
  const uploadId = typeof args === 'object' && args !== null ? (args as { uploadId?: unknown }).uploadId : undefined;
  return typeof uploadId === 'string' ? uploadId : null;
}

/**
 * HandlerDeps.reportUploadProgress for Electron: sends the progress to the webContents that
 * invoked that upload (nothing when it is gone or the upload is not one of its own).
 */
export function reportUploadProgressToSender(progress: UploadProgress): void {
  const sender = uploadSenders.get(progress.uploadId);
  if (sender && !sender.isDestroyed()) sender.send(UPLOAD_PROGRESS_EVENT, progress);
}

export function registerIpcHandlers(handlers: IpcHandlers, appOrigin: string, logError: (error: unknown) => void): void {
  for (const channel of ipcChannels) {
    ipcMain.handle(channel, async (event, args: unknown) => {
      const uploadId = channel === 'media:upload' ? uploadIdOf(args) : null;
      if (uploadId !== null) uploadSenders.set(uploadId, event.sender);
      try {
        return await dispatchFromFrame(handlers, { frameUrl: event.senderFrame?.url, appOrigin }, channel, args, { logError });
      } finally {
        if (uploadId !== null && uploadSenders.get(uploadId) === event.sender) uploadSenders.delete(uploadId);
      }
    });
  }
}
