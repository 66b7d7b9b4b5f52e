/**
 * The Electron preload: installs `window.backoffice` in the isolated world. It exposes
 * `invoke`, restricted to the channels of the contract, and `onUploadProgress`, which
 * listens to the one event main sends; never ipcRenderer itself, so a compromised page
 * cannot send or receive arbitrary IPC messages.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { BackofficeBridge, UploadProgress } from '../shared/ipc';
// Not ../shared/ipc itself: it loads zod, and a sandboxed preload cannot load packages.
import { BRIDGE_GLOBAL, UPLOAD_PROGRESS_EVENT, isIpcChannel, unknownChannelResponse } from '../shared/ipc-channels';

const bridge: BackofficeBridge = {
  invoke(channel, args) {
    if (!isIpcChannel(channel)) return Promise.resolve(unknownChannelResponse(channel));
    return ipcRenderer.invoke(channel, args);
  },
  onUploadProgress(listener) {
    // Only the progress itself reaches the page, never the IPC event (it carries the sender).
    const forward = (_event: unknown, progress: UploadProgress) => listener(progress);
    ipcRenderer.on(UPLOAD_PROGRESS_EVENT, forward);
    return () => {
      ipcRenderer.removeListener(UPLOAD_PROGRESS_EVENT, forward);
    };
  },
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
