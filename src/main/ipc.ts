/**
 * The Electron end of the IPC contract: one ipcMain.handle per channel of src/shared/ipc.ts.
 * Every message is checked for its sender frame (only the app's own page may call) and then
 * goes through the same dispatcher the browser host uses. Together with src/preload/index.ts
 * this is the only place that touches ipcMain/ipcRenderer.
 */
import { ipcMain } from 'electron';
import { ipcChannels } from '../shared/ipc';
import type { IpcHandlers } from './core/handlers';
import { dispatchFromFrame } from './core/ipc-dispatch';

export function registerIpcHandlers(handlers: IpcHandlers, appOrigin: string, logError: (error: unknown) => void): void {
  for (const channel of ipcChannels) {
    ipcMain.handle(channel, (event, args: unknown) =>
      dispatchFromFrame(handlers, { frameUrl: event.senderFrame?.url, appOrigin }, channel, args, { logError }),
    );
  }
}
